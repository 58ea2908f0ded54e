import type { Database } from '../../db/client.ts';
import type { MenuChange, MenuChangeItem } from '../../db/schema/menu.ts';
import { categoryChangeOf, groupRecord, productChangeOf } from './changes.ts';
import {
  bumpProductVersions,
  deleteGroups,
  groupsOfProducts,
  groupsOfShop,
  insertCategories,
  insertGroups,
  insertOptions,
  insertProducts,
  lockCategories,
  lockProducts,
  lockShopMenu,
  nextCategoryPosition,
  nextProductPositions,
  retireItems,
  setOptionsUnavailable,
  updateCategories,
  updateGroups,
  updateOptions,
  updateProducts,
  type CategoryRow,
  type GroupFields,
  type GroupRow,
  type OptionFields,
  type OptionWrite,
  type ProductFields,
  type ProductRow,
  type ProductUpdate,
} from '../catalog/service.ts';
import { recordMenuChanges } from './queries.ts';

/*
 * The shop's menu written from its point-of-sale software (Open Delivery import, decisions 0050
 * and 0058), beside the panel's editor and with the same rows: every change is recorded in
 * menu_changes with no staff member (the software made it), and edits bump versions, so an
 * owner's open form then refuses to overwrite what the software brought. The caller holds each
 * transaction (one per batch of products) and announces the shop once the last one commits.
 * Each batch is written set-at-a-time (software-menu-queries.ts).
 */

/** An item as the software has it; `ourId` is what an earlier import made of it, if anything. */
export type SoftwareOption = Omit<OptionFields, 'id'> & { ourId: number | null };
export type SoftwareGroup = GroupFields & { ourId: number | null; options: SoftwareOption[] };
export type SoftwareProduct = Omit<ProductFields, 'categoryId' | 'image'> & {
  ourId: number | null;
  groups: SoftwareGroup[];
};
export type SoftwareCategory = { ourId: number | null; name: string; hidden: boolean };
/** A product with the id of the category it goes in (written by writeSoftwareCategories). */
export type PlacedSoftwareProduct = SoftwareProduct & { categoryId: number };

/** Our ids of what was written, in the shape it was given. */
export type WrittenGroup = { id: number; options: number[] };
export type WrittenProduct = { id: number; groups: WrittenGroup[] };

/** What an earlier import made and the software no longer has. */
export type Retired = { categoryIds: number[]; productIds: number[]; groupIds: number[] };

type ChangeRow = Parameters<typeof recordMenuChanges>[1][number];

const bySoftware = (shopId: number, item: MenuChangeItem, itemId: number, change: MenuChange): ChangeRow => ({
  shopId,
  staffId: null,
  bySoftware: true,
  item,
  itemId,
  change,
});

/** Locks the shop's row for this transaction: two writers of its menu (two imports) take turns. */
export const lockSoftwareMenu = lockShopMenu;

/**
 * Writes the software's categories, updating those an earlier import made (when still this
 * shop's) and adding the rest after the shop's own; answers their ids in the order given.
 */
export async function writeSoftwareCategories(
  db: Database,
  shopId: number,
  list: readonly SoftwareCategory[],
): Promise<number[]> {
  const held = new Map(
    (
      await lockCategories(
        db,
        shopId,
        list.flatMap((category) => (category.ourId === null ? [] : [category.ourId])),
      )
    ).map((row) => [row.id, row]),
  );
  const ids: (number | null)[] = [];
  const changes: ChangeRow[] = [];
  const updates: CategoryRow[] = [];
  const fresh: { index: number; name: string; hidden: boolean }[] = [];
  list.forEach((category, index) => {
    const before = category.ourId === null ? undefined : held.get(category.ourId);
    if (!before) {
      fresh.push({ index, name: category.name, hidden: category.hidden });
      ids.push(null);
      return;
    }
    ids.push(before.id);
    if (before.name === category.name && before.hidden === category.hidden) return;
    const after = { ...before, name: category.name, hidden: category.hidden };
    updates.push(after);
    changes.push(bySoftware(shopId, 'category', before.id, categoryChangeOf(before, after)));
  });
  await updateCategories(db, updates);
  if (fresh.length > 0) {
    const start = await nextCategoryPosition(db, shopId);
    const made = await insertCategories(
      db,
      shopId,
      fresh.map((row, n) => ({ name: row.name, hidden: row.hidden, position: start + n })),
    );
    made.forEach((row, n) => {
      ids[fresh[n]!.index] = row.id;
      changes.push(bySoftware(shopId, 'category', row.id, categoryChangeOf(null, row)));
    });
  }
  await recordMenuChanges(db, changes);
  return ids.map((id) => id!);
}

const productFields = ['categoryId', 'name', 'description', 'priceCents', 'promoPriceCents', 'available'] as const;

/**
 * Writes a batch of the software's products with their option groups and options: those an
 * earlier import made (when still this shop's) are updated, the rest added at the end of their
 * category; a product's photo is never brought over (decision 0050), the owner's stays. Options
 * the software no longer lists are kept, unavailable, so nothing an owner may want back is
 * deleted. Answers the ids written, in the shape given.
 */
export async function writeSoftwareProducts(
  db: Database,
  shopId: number,
  list: readonly PlacedSoftwareProduct[],
): Promise<WrittenProduct[]> {
  const held = new Map(
    (
      await lockProducts(
        db,
        shopId,
        list.flatMap((product) => (product.ourId === null ? [] : [product.ourId])),
      )
    ).map((row) => [row.id, row]),
  );
  const befores = list.map((product) => (product.ourId === null ? null : (held.get(product.ourId) ?? null)));
  const changes: ChangeRow[] = [];

  const ends = await nextProductPositions(db, [
    ...new Set(
      list.flatMap((product, p) => (befores[p]?.categoryId === product.categoryId ? [] : [product.categoryId])),
    ),
  ]);
  const endOf = (categoryId: number) => {
    const next = ends.get(categoryId) ?? 0;
    ends.set(categoryId, next + 1);
    return next;
  };

  const ids: (number | null)[] = befores.map((before) => before?.id ?? null);
  const updates: ProductUpdate[] = [];
  const fresh: number[] = [];
  list.forEach((product, p) => {
    const before = befores[p];
    if (!before) {
      fresh.push(p);
      return;
    }
    if (productFields.every((field) => product[field] === before[field])) return;
    const moved = product.categoryId !== before.categoryId;
    const update: ProductUpdate = {
      id: before.id,
      categoryId: product.categoryId,
      name: product.name,
      description: product.description,
      priceCents: product.priceCents,
      promoPriceCents: product.promoPriceCents,
      available: product.available,
      position: moved ? endOf(product.categoryId) : null,
    };
    updates.push(update);
    const after: ProductRow = { ...before, ...update, position: update.position ?? before.position };
    changes.push(bySoftware(shopId, 'product', before.id, productChangeOf(before, after)));
  });
  await updateProducts(db, updates);
  const made = await insertProducts(
    db,
    shopId,
    fresh.map((p) => {
      const product = list[p]!;
      return {
        categoryId: product.categoryId,
        name: product.name,
        description: product.description,
        priceCents: product.priceCents,
        promoPriceCents: product.promoPriceCents,
        available: product.available,
        image: '',
        position: endOf(product.categoryId),
      };
    }),
  );
  made.forEach((row, n) => {
    ids[fresh[n]!] = row.id;
    changes.push(bySoftware(shopId, 'product', row.id, productChangeOf(null, row)));
  });

  const groups = await writeGroups(
    db,
    shopId,
    list.map((product, p) => ({ productId: ids[p]!, groups: product.groups })),
  );
  changes.push(...groups.changes);
  await bumpProductVersions(
    db,
    [...groups.changedProducts].filter((productId) => befores.some((before) => before?.id === productId)),
  );
  await recordMenuChanges(db, changes);
  return list.map((_product, p) => ({ id: ids[p]!, groups: groups.written[p]! }));
}

type OptionPlan = { id: number | null; fields: Omit<OptionWrite, 'groupId'> };
type GroupPlan = {
  productId: number;
  before: GroupRow | null;
  fields: GroupFields;
  options: OptionPlan[];
  /** The group's other options, made unavailable. */
  dropped: GroupRow['options'];
  id: number | null;
};

/** The option groups of a batch's products, set-at-a-time; each change recorded on its product. */
async function writeGroups(
  db: Database,
  shopId: number,
  list: readonly { productId: number; groups: readonly SoftwareGroup[] }[],
) {
  const held = await groupsOfProducts(
    db,
    list.map((entry) => entry.productId),
  );
  const heldById = new Map(held.map((group) => [group.id, group]));
  const nextPosition = new Map<number, number>();
  for (const group of held) {
    nextPosition.set(group.productId, Math.max(nextPosition.get(group.productId) ?? 0, group.position + 1));
  }

  const plans: GroupPlan[][] = list.map(({ productId, groups }) =>
    groups.map((group) => {
      const found = group.ourId === null ? undefined : heldById.get(group.ourId);
      const before = found && found.productId === productId ? found : null;
      const known = new Set(before?.options.map((option) => option.id));
      const options = group.options.map(({ ourId, ...option }, position) => ({
        id: ourId !== null && known.has(ourId) ? ourId : null,
        fields: { ...option, position },
      }));
      const kept = new Set(options.flatMap((option) => (option.id === null ? [] : [option.id])));
      return {
        productId,
        before,
        fields: { name: group.name, kind: group.kind, minChoices: group.minChoices, maxChoices: group.maxChoices },
        options,
        dropped: (before?.options ?? []).filter((option) => !kept.has(option.id)),
        id: before?.id ?? null,
      };
    }),
  );
  const all = plans.flat();

  const fresh = all.filter((plan) => plan.before === null);
  const madeGroups = await insertGroups(
    db,
    fresh.map((plan) => {
      const position = nextPosition.get(plan.productId) ?? 0;
      nextPosition.set(plan.productId, position + 1);
      return { productId: plan.productId, ...plan.fields, position };
    }),
  );
  fresh.forEach((plan, n) => (plan.id = madeGroups[n]!));
  await updateGroups(
    db,
    all.flatMap((plan) => (plan.before ? [{ id: plan.before.id, ...plan.fields }] : [])),
  );
  await setOptionsUnavailable(
    db,
    all.flatMap((plan) => plan.dropped.map((option) => option.id)),
  );
  await updateOptions(
    db,
    all.flatMap((plan) =>
      plan.options.flatMap((option) =>
        option.id === null ? [] : [{ id: option.id, groupId: plan.id!, ...option.fields }],
      ),
    ),
  );
  const newOptions = all.flatMap((plan) =>
    plan.options.filter((option) => option.id === null).map((option) => ({ plan, option })),
  );
  const madeOptions = await insertOptions(
    db,
    newOptions.map(({ plan, option }) => ({ groupId: plan.id!, ...option.fields })),
  );
  newOptions.forEach(({ option }, n) => (option.id = madeOptions[n]!));

  const changes: ChangeRow[] = [];
  const changedProducts = new Set<number>();
  for (const plan of all) {
    const from = groupRecord(plan.before);
    const to = groupRecord(afterOf(plan));
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changedProducts.add(plan.productId);
    changes.push(bySoftware(shopId, 'product', plan.productId, { option_group: { from, to } }));
  }
  const written = plans.map((groups) =>
    groups.map((plan) => ({ id: plan.id!, options: plan.options.map((option) => option.id!) })),
  );
  return { written, changes, changedProducts };
}

/** The group as the table holds it once written: its options by position, then id. */
function afterOf(plan: GroupPlan): GroupRow {
  const listed = plan.options.map((option) => ({ id: option.id!, groupId: plan.id!, ...option.fields }));
  const dropped = plan.dropped.map((option) => ({ ...option, available: false }));
  const options = [...listed, ...dropped].sort((a, b) => a.position - b.position || a.id - b.id);
  return {
    id: plan.id!,
    productId: plan.productId,
    position: plan.before?.position ?? 0,
    ...plan.fields,
    options,
  };
}

/**
 * Retires what an earlier import made and the software no longer has: its option groups are
 * removed from their products (each a version up), its categories hidden and its products made
 * unavailable, each change recorded. Orders placed keep the names and prices they were sold with.
 */
export async function retireSoftwareItems(db: Database, shopId: number, retired: Retired): Promise<void> {
  const groups = await groupsOfShop(db, shopId, retired.groupIds);
  await deleteGroups(
    db,
    groups.map((group) => group.id),
  );
  await bumpProductVersions(db, [...new Set(groups.map((group) => group.productId))]);
  const gone = await retireItems(db, shopId, retired.categoryIds, retired.productIds);
  await recordMenuChanges(db, [
    ...groups.map((group) =>
      bySoftware(shopId, 'product', group.productId, { option_group: { from: groupRecord(group), to: null } }),
    ),
    ...gone.categoryIds.map((id) => bySoftware(shopId, 'category', id, { hidden: { from: false, to: true } })),
    ...gone.productIds.map((id) => bySoftware(shopId, 'product', id, { available: { from: true, to: false } })),
  ]);
}
