import type { Database } from '../../db/client.ts';
import type { MenuChange, MenuChangeItem } from '../../db/schema/menu.ts';
import {
  bumpProductVersion,
  deleteGroup,
  groupsOfProduct,
  insertCategory,
  insertGroup,
  insertProduct,
  lockCategory,
  lockProduct,
  productOfGroup,
  recordMenuChanges,
  retireItems,
  syncOptions,
  updateCategory,
  updateGroup,
  updateProduct,
  type GroupFields,
  type OptionFields,
  type ProductFields,
} from './queries.ts';
import { categoryChangeOf, groupRecord, productChangeOf } from './changes.ts';

/*
 * The shop's menu written from its point-of-sale software (Open Delivery import, decision 0050),
 * beside the panel's editor and with the same rows: every change is recorded in menu_changes with
 * no staff member (the software made it), and edits bump versions, so an owner's open form then
 * refuses to overwrite what the software brought. The caller holds the transaction and announces
 * the shop once it commits.
 */

/** An item as the software has it; `ourId` is what an earlier import made of it, if anything. */
export type SoftwareOption = Omit<OptionFields, 'id'> & { ourId: number | null };
export type SoftwareGroup = GroupFields & { ourId: number | null; options: SoftwareOption[] };
export type SoftwareProduct = Omit<ProductFields, 'categoryId' | 'image'> & {
  ourId: number | null;
  groups: SoftwareGroup[];
};
export type SoftwareCategory = { ourId: number | null; name: string; hidden: boolean; products: SoftwareProduct[] };

/** Our ids of what was written, in the shape it was given. */
export type WrittenGroup = { id: number; options: number[] };
export type WrittenProduct = { id: number; groups: WrittenGroup[] };
export type WrittenCategory = { id: number; products: WrittenProduct[] };

/** What an earlier import made and the software no longer has. */
export type Retired = { categoryIds: number[]; productIds: number[]; groupIds: number[] };

const bySoftware = (shopId: number, item: MenuChangeItem, itemId: number, change: MenuChange) => ({
  shopId,
  staffId: null,
  bySoftware: true,
  item,
  itemId,
  change,
});

async function writeCategory(db: Database, shopId: number, category: SoftwareCategory): Promise<number> {
  const fields = { name: category.name, hidden: category.hidden };
  const before = category.ourId === null ? null : await lockCategory(db, shopId, category.ourId);
  if (before && before.name === fields.name && before.hidden === fields.hidden) return before.id;
  const row = before ? await updateCategory(db, before.id, fields) : await insertCategory(db, shopId, fields);
  await recordMenuChanges(db, [bySoftware(shopId, 'category', row.id, categoryChangeOf(before, row))]);
  return row.id;
}

const sameProduct = (a: ProductFields, b: ProductFields) =>
  (Object.keys(a) as (keyof ProductFields)[]).every((field) => a[field] === b[field]);

async function writeGroups(db: Database, shopId: number, productId: number, groups: SoftwareGroup[]) {
  const held = await groupsOfProduct(db, productId);
  const written: WrittenGroup[] = [];
  let changed = false;
  for (const group of groups) {
    const before = held.find((row) => row.id === group.ourId) ?? null;
    const fields: GroupFields = {
      name: group.name,
      kind: group.kind,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
    };
    const groupId = before ? before.id : await insertGroup(db, productId, fields);
    if (before) await updateGroup(db, groupId, fields);
    const known = new Set(before?.options.map((option) => option.id));
    const options = await syncOptions(
      db,
      groupId,
      group.options.map(({ ourId, ...option }) => ({
        ...option,
        ...(ourId !== null && known.has(ourId) ? { id: ourId } : {}),
      })),
    );
    const after = (await groupsOfProduct(db, productId)).find((row) => row.id === groupId)!;
    const from = groupRecord(before);
    const to = groupRecord(after);
    if (JSON.stringify(from) !== JSON.stringify(to)) {
      changed = true;
      await recordMenuChanges(db, [bySoftware(shopId, 'product', productId, { option_group: { from, to } })]);
    }
    written.push({ id: groupId, options });
  }
  return { written, changed };
}

async function writeProduct(
  db: Database,
  shopId: number,
  categoryId: number,
  product: SoftwareProduct,
): Promise<WrittenProduct> {
  const before = product.ourId === null ? null : await lockProduct(db, shopId, product.ourId);
  // A photo is never brought over (decision 0050): the owner's stays.
  const fields: ProductFields = {
    categoryId,
    name: product.name,
    description: product.description,
    priceCents: product.priceCents,
    promoPriceCents: product.promoPriceCents,
    available: product.available,
    image: before?.image ?? '',
  };
  let id: number;
  if (before && sameProduct(fields, before)) id = before.id;
  else {
    const row = before ? await updateProduct(db, before, fields) : await insertProduct(db, shopId, fields);
    await recordMenuChanges(db, [bySoftware(shopId, 'product', row.id, productChangeOf(before, row))]);
    id = row.id;
  }
  const groups = await writeGroups(db, shopId, id, product.groups);
  if (groups.changed && before) await bumpProductVersion(db, id);
  return { id, groups: groups.written };
}

/**
 * Writes the categories, products, option groups and options the shop's software has, updating
 * those an earlier import made (when they are still this shop's) and adding the rest; what it
 * no longer has is hidden (categories), made unavailable (products, options) or removed (option
 * groups of its products). Orders placed keep the names and prices they were sold with.
 */
export async function writeSoftwareMenu(
  db: Database,
  shopId: number,
  categories: readonly SoftwareCategory[],
  retired: Retired,
): Promise<WrittenCategory[]> {
  const written: WrittenCategory[] = [];
  for (const category of categories) {
    const categoryId = await writeCategory(db, shopId, category);
    const products: WrittenProduct[] = [];
    for (const product of category.products) products.push(await writeProduct(db, shopId, categoryId, product));
    written.push({ id: categoryId, products });
  }
  for (const groupId of retired.groupIds) {
    const owner = await groupOwner(db, shopId, groupId);
    if (!owner) continue;
    await deleteGroup(db, groupId);
    await bumpProductVersion(db, owner.productId);
    await recordMenuChanges(db, [
      bySoftware(shopId, 'product', owner.productId, { option_group: { from: groupRecord(owner.group), to: null } }),
    ]);
  }
  const gone = await retireItems(db, shopId, retired.categoryIds, retired.productIds);
  await recordMenuChanges(db, [
    ...gone.categoryIds.map((id) => bySoftware(shopId, 'category', id, { hidden: { from: false, to: true } })),
    ...gone.productIds.map((id) => bySoftware(shopId, 'product', id, { available: { from: true, to: false } })),
  ]);
  return written;
}

/** The product of this shop holding the group, with the group; null when none does. */
async function groupOwner(db: Database, shopId: number, groupId: number) {
  const productId = await productOfGroup(db, shopId, groupId);
  if (productId === null) return null;
  const group = (await groupsOfProduct(db, productId)).find((row) => row.id === groupId)!;
  return { productId, group };
}
