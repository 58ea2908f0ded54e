import type { TMenuItemKind } from '@delivery/contract/menu';
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, optionGroups, options, products } from '../../db/schema/catalog.ts';

/*
 * The menu's rows as its staff edit them (menu holds the rules: versions, what changed, who), each
 * call inside the edit's transaction.
 */

/** What both drivers answer to a raw statement. */
type Rows<T> = { rows: T[] };

/** A product or an option of the shop, locked for the change, as it was: null when not the shop's. */
type Before = { name: string; available: boolean };

/** The item of this shop, locked until the transaction ends (an option is the shop's through its product). */
const lockedItem: Record<TMenuItemKind, (shopId: number, itemId: number) => SQL> = {
  product: (shopId, itemId) =>
    sql`select id, name, available from products where id = ${itemId} and shop_id = ${shopId} for update`,
  option: (shopId, itemId) => sql`
    select o.id, o.name, o.available from options o
      join option_groups g on g.id = o.group_id
      join products p on p.id = g.product_id
    where o.id = ${itemId} and p.shop_id = ${shopId}
    for update of o`,
};

/** The change itself: a product also says when it last changed (options keep no time). */
const setAvailable: Record<TMenuItemKind, (available: boolean) => SQL> = {
  product: (available) => sql`update products t set available = ${available}, updated_at = now()`,
  option: (available) => sql`update options t set available = ${available}`,
};

/**
 * Sets whether a product or an option of the shop can be ordered; answers its name and whether it
 * could before, or null when the shop has no such item.
 */
export async function setItemAvailable(
  db: Database,
  shopId: number,
  item: TMenuItemKind,
  itemId: number,
  available: boolean,
): Promise<Before | null> {
  const result = (await db.execute(sql`
    with before as (${lockedItem[item](shopId, itemId)}),
    changed as (${setAvailable[item](available)} from before where t.id = before.id)
    select name, available from before`)) as unknown as Rows<Before>;
  return result.rows[0] ?? null;
}

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** The category of this shop, locked for an edit; null when the shop has none such. */
export async function lockCategory(db: Database, shopId: number, categoryId: number): Promise<CategoryRow | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.shopId, shopId)))
    .for('update');
  return row ?? null;
}

/** The product of this shop, locked for an edit; null when the shop has none such. */
export async function lockProduct(db: Database, shopId: number, productId: number): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)))
    .for('update');
  return row ?? null;
}

export type CategoryFields = Pick<CategoryRow, 'name' | 'hidden'>;

/** A new category, after the shop's others. */
export async function insertCategory(db: Database, shopId: number, fields: CategoryFields): Promise<CategoryRow> {
  const [row] = await db
    .insert(categories)
    .values({
      shopId,
      ...fields,
      position: sql`(select coalesce(max(${categories.position}) + 1, 0) from ${categories} where ${categories.shopId} = ${shopId})`,
    })
    .returning();
  return row!;
}

/** Writes the fields and bumps the version of a category locked by lockCategory. */
export async function updateCategory(db: Database, id: number, fields: CategoryFields): Promise<CategoryRow> {
  const [row] = await db
    .update(categories)
    .set({ ...fields, version: sql`${categories.version} + 1` })
    .where(eq(categories.id, id))
    .returning();
  return row!;
}

export type ProductFields = Pick<
  ProductRow,
  'categoryId' | 'name' | 'description' | 'priceCents' | 'promoPriceCents' | 'available' | 'image'
>;

/** The position after the last product of a category. */
const endOf = (categoryId: number) =>
  sql<number>`(select coalesce(max(${products.position}) + 1, 0) from ${products} where ${products.categoryId} = ${categoryId})`;

/** A new product, after the others of its category. */
export async function insertProduct(db: Database, shopId: number, fields: ProductFields): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ shopId, ...fields, position: endOf(fields.categoryId) })
    .returning();
  return row!;
}

/**
 * Writes the fields and bumps the version of a product locked by lockProduct; moved to another
 * category, it goes after that category's products.
 */
export async function updateProduct(db: Database, before: ProductRow, fields: ProductFields): Promise<ProductRow> {
  const moved = fields.categoryId !== before.categoryId;
  const [row] = await db
    .update(products)
    .set({
      ...fields,
      ...(moved ? { position: endOf(fields.categoryId) } : {}),
      version: sql`${products.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, before.id))
    .returning();
  return row!;
}

/** The ids of the shop's categories, or of one category's products, locked until the transaction ends. */
export async function lockCategoryIds(db: Database, shopId: number): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.shopId, shopId))
    .for('update');
  return rows.map((row) => row.id);
}

export async function lockProductIds(db: Database, shopId: number, categoryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.categoryId, categoryId)))
    .for('update');
  return rows.map((row) => row.id);
}

const idArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** Gives each row its index in `ids` as its position; answers the rows that moved, from where to where. */
export async function setPositions(
  db: Database,
  kind: 'category' | 'product',
  ids: readonly number[],
): Promise<{ id: number; from: number; to: number }[]> {
  const table = kind === 'category' ? categories : products;
  // "before" reads the positions as they were: a statement's CTEs all see the same snapshot.
  const result = (await db.execute(sql`
    with wanted as (select id, ordinality - 1 as position from unnest(${idArray(ids)}) with ordinality as w(id, ordinality)),
    before as (select t.id, t.position from ${table} t join wanted on wanted.id = t.id),
    moved as (
      update ${table} t set position = wanted.position from wanted
      where t.id = wanted.id and t.position <> wanted.position
      returning t.id, t.position)
    select moved.id, before.position as "from", moved.position as "to" from moved join before on before.id = moved.id`)) as unknown as Rows<{
    id: number;
    from: number;
    to: number;
  }>;
  return result.rows.map((row) => ({ id: row.id, from: Number(row.from), to: Number(row.to) }));
}

/**
 * A copy of the product, named `name`, right after it (the category's later products move down
 * one), with copies of its option groups and options. Answers the copy.
 */
export async function copyProduct(db: Database, source: ProductRow, name: string): Promise<ProductRow> {
  await db
    .update(products)
    .set({ position: sql`${products.position} + 1` })
    .where(and(eq(products.categoryId, source.categoryId), sql`${products.position} > ${source.position}`));
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...fields } = source;
  const [copy] = await db
    .insert(products)
    .values({ ...fields, name, position: source.position + 1 })
    .returning();
  const groups = await db.select().from(optionGroups).where(eq(optionGroups.productId, source.id));
  for (const { id: groupId, ...group } of groups) {
    const [made] = await db
      .insert(optionGroups)
      .values({ ...group, productId: copy!.id })
      .returning({ id: optionGroups.id });
    await db.execute(sql`
      insert into ${options} (group_id, name, description, price_cents, available, position)
      select ${made!.id}, name, description, price_cents, available, position from ${options} where group_id = ${groupId}`);
  }
  return copy!;
}

export type OptionRow = typeof options.$inferSelect;
export type GroupRow = typeof optionGroups.$inferSelect & { options: OptionRow[] };

/** A product's option groups with their options, in their order. */
export async function groupsOfProduct(db: Database, productId: number): Promise<GroupRow[]> {
  const groups = await db
    .select()
    .from(optionGroups)
    .where(eq(optionGroups.productId, productId))
    .orderBy(asc(optionGroups.position), asc(optionGroups.id));
  return withOptions(db, groups);
}

/** Option groups with their options, in their order, in one more query. */
export async function withOptions(db: Database, groups: (typeof optionGroups.$inferSelect)[]): Promise<GroupRow[]> {
  const rows: OptionRow[] = groups.length
    ? await db
        .select()
        .from(options)
        .where(
          inArray(
            options.groupId,
            groups.map((group) => group.id),
          ),
        )
        .orderBy(asc(options.position), asc(options.id))
    : [];
  const byGroup = new Map<number, OptionRow[]>();
  for (const option of rows) {
    const list = byGroup.get(option.groupId);
    if (list) list.push(option);
    else byGroup.set(option.groupId, [option]);
  }
  return groups.map((group) => ({ ...group, options: byGroup.get(group.id) ?? [] }));
}

export type GroupFields = Pick<GroupRow, 'name' | 'kind' | 'minChoices' | 'maxChoices'>;
export type OptionFields = Pick<OptionRow, 'name' | 'description' | 'priceCents' | 'available'> & { id?: number };

/** A new group of the product, after its others; answers its id. */
export async function insertGroup(db: Database, productId: number, fields: GroupFields): Promise<number> {
  const [row] = await db
    .insert(optionGroups)
    .values({
      productId,
      ...fields,
      position: sql`(select coalesce(max(${optionGroups.position}) + 1, 0) from ${optionGroups} where ${optionGroups.productId} = ${productId})`,
    })
    .returning({ id: optionGroups.id });
  return row!.id;
}

export async function updateGroup(db: Database, groupId: number, fields: GroupFields): Promise<void> {
  await db.update(optionGroups).set(fields).where(eq(optionGroups.id, groupId));
}

export async function deleteGroup(db: Database, groupId: number): Promise<void> {
  await db.delete(optionGroups).where(eq(optionGroups.id, groupId));
}

/**
 * Makes the group's options the list given, in its order: those named by id are updated, new
 * ones added, the rest removed (the caller checked every id is the group's).
 */
export async function replaceOptions(db: Database, groupId: number, list: readonly OptionFields[]): Promise<void> {
  const kept = list.flatMap((option) => (option.id === undefined ? [] : [option.id]));
  await db
    .delete(options)
    .where(and(eq(options.groupId, groupId), kept.length ? notInArray(options.id, kept) : undefined));
  for (const [position, { id, ...fields }] of list.entries()) {
    if (id === undefined) await db.insert(options).values({ groupId, ...fields, position });
    else
      await db
        .update(options)
        .set({ ...fields, position })
        .where(eq(options.id, id));
  }
}

/** A product's version goes up when one of its groups changes: a group is part of the product. */
export async function bumpProductVersion(db: Database, productId: number): Promise<void> {
  await db
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

/**
 * The shop's categories and products among the ids, made hidden and unavailable (gone from its
 * software); answers those that changed.
 */
export async function retireItems(
  db: Database,
  shopId: number,
  categoryIds: readonly number[],
  productIds: readonly number[],
): Promise<{ categoryIds: number[]; productIds: number[] }> {
  const hidden = categoryIds.length
    ? await db
        .update(categories)
        .set({ hidden: true, version: sql`${categories.version} + 1` })
        .where(
          and(eq(categories.shopId, shopId), inArray(categories.id, [...categoryIds]), eq(categories.hidden, false)),
        )
        .returning({ id: categories.id })
    : [];
  const unavailable = productIds.length
    ? await db
        .update(products)
        .set({ available: false, updatedAt: sql`now()` })
        .where(and(eq(products.shopId, shopId), inArray(products.id, [...productIds]), eq(products.available, true)))
        .returning({ id: products.id })
    : [];
  return { categoryIds: hidden.map((row) => row.id), productIds: unavailable.map((row) => row.id) };
}
