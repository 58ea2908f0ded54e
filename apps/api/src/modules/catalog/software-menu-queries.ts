import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, optionGroups, options, products, shops } from '../../db/schema/catalog.ts';
import {
  withOptions,
  type CategoryRow,
  type GroupFields,
  type GroupRow,
  type OptionRow,
  type ProductRow,
} from './menu-queries.ts';

/*
 * The set-at-a-time statements of the software's menu (software-menu.ts): a batch of a software's
 * products is read, inserted and updated in a handful of statements, not a few per row, so a
 * menu of thousands of items is written in seconds and each batch's transaction stays short.
 */

/** Rows per statement: well under PostgreSQL's 65,535 parameters at any width used here. */
const CHUNK = 500;

async function inChunks<T, R>(rows: readonly T[], write: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) out.push(...(await write(rows.slice(start, start + CHUNK))));
  return out;
}

/** `(values (…), (…))` of typed cells, for an update joined on its first column. */
const valuesOf = (rows: readonly SQL[][]) =>
  sql.join(
    rows.map((cells) => sql`(${sql.join(cells, sql`, `)})`),
    sql`, `,
  );

/** The shop's row, locked until the transaction ends: writers of one shop's menu go one at a time. */
export async function lockShopMenu(db: Database, shopId: number): Promise<void> {
  await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
}

/** The shop's categories among `ids`, locked for the change. */
export async function lockCategories(db: Database, shopId: number, ids: readonly number[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.shopId, shopId), inArray(categories.id, [...ids])))
    .for('update');
}

/** The position after the shop's last category. */
export async function nextCategoryPosition(db: Database, shopId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${categories.position}) + 1, 0)` })
    .from(categories)
    .where(eq(categories.shopId, shopId));
  return Number(row?.next ?? 0);
}

export type NewCategory = { name: string; hidden: boolean; position: number };

/** New categories of the shop, answered in the order given. */
export async function insertCategories(db: Database, shopId: number, rows: readonly NewCategory[]) {
  return inChunks(rows, (chunk) =>
    db
      .insert(categories)
      .values(chunk.map((row) => ({ shopId, ...row })))
      .returning(),
  );
}

/** Writes name and hidden of locked categories, each a version up. */
export async function updateCategories(
  db: Database,
  rows: readonly { id: number; name: string; hidden: boolean }[],
): Promise<void> {
  await inChunks(rows, async (chunk) => {
    await db.execute(sql`
      update ${categories} t set name = v.name, hidden = v.hidden, version = t.version + 1
      from (values ${valuesOf(chunk.map((r) => [sql`${r.id}::int`, sql`${r.name}::text`, sql`${r.hidden}::boolean`]))})
        as v(id, name, hidden)
      where t.id = v.id`);
    return [];
  });
}

/** The shop's products among `ids`, locked for the change. */
export async function lockProducts(db: Database, shopId: number, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, [...ids])))
    .for('update');
}

/** The position after the last product of each category, by category id. */
export async function nextProductPositions(db: Database, categoryIds: readonly number[]): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: products.categoryId, next: sql<number>`max(${products.position}) + 1` })
    .from(products)
    .where(inArray(products.categoryId, [...categoryIds]))
    .groupBy(products.categoryId);
  return new Map(rows.map((row) => [row.categoryId, Number(row.next)]));
}

export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'shopId'> & { position: number };

/** New products of the shop, answered in the order given. */
export async function insertProducts(db: Database, shopId: number, rows: readonly NewProduct[]) {
  return inChunks(rows, (chunk) =>
    db
      .insert(products)
      .values(chunk.map((row) => ({ shopId, ...row })))
      .returning(),
  );
}

export type ProductUpdate = Pick<
  ProductRow,
  'id' | 'categoryId' | 'name' | 'description' | 'priceCents' | 'promoPriceCents' | 'available'
> & {
  /** Set when it moves to another category: after that category's products. */
  position: number | null;
};

/** Writes the fields of locked products, each a version up (its photo is never touched). */
export async function updateProducts(db: Database, rows: readonly ProductUpdate[]): Promise<void> {
  await inChunks(rows, async (chunk) => {
    const cells = chunk.map((r) => [
      sql`${r.id}::int`,
      sql`${r.categoryId}::int`,
      sql`${r.name}::text`,
      sql`${r.description}::text`,
      sql`${r.priceCents}::int`,
      sql`${r.promoPriceCents}::int`,
      sql`${r.available}::boolean`,
      sql`${r.position}::int`,
    ]);
    await db.execute(sql`
      update ${products} t set category_id = v.category_id, name = v.name, description = v.description,
        price_cents = v.price_cents, promo_price_cents = v.promo_price_cents, available = v.available,
        position = coalesce(v.position, t.position), version = t.version + 1, updated_at = now()
      from (values ${valuesOf(cells)})
        as v(id, category_id, name, description, price_cents, promo_price_cents, available, position)
      where t.id = v.id`);
    return [];
  });
}

/** A version up for each product whose option groups changed: a group is part of its product. */
export async function bumpProductVersions(db: Database, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(inArray(products.id, [...productIds]));
}

/** The option groups of the products, with their options, in their order. */
export async function groupsOfProducts(db: Database, productIds: readonly number[]): Promise<GroupRow[]> {
  if (productIds.length === 0) return [];
  const groups = await db
    .select()
    .from(optionGroups)
    .where(inArray(optionGroups.productId, [...productIds]))
    .orderBy(asc(optionGroups.position), asc(optionGroups.id));
  return withOptions(db, groups);
}

/** The shop's option groups among `ids` (through their products), with their options. */
export async function groupsOfShop(db: Database, shopId: number, ids: readonly number[]): Promise<GroupRow[]> {
  if (ids.length === 0) return [];
  const groups = await db
    .select({ group: optionGroups })
    .from(optionGroups)
    .innerJoin(products, eq(products.id, optionGroups.productId))
    .where(and(eq(products.shopId, shopId), inArray(optionGroups.id, [...ids])));
  return withOptions(
    db,
    groups.map((row) => row.group),
  );
}

export type NewGroup = GroupFields & { productId: number; position: number };

/** New option groups, answered (their ids) in the order given. */
export async function insertGroups(db: Database, rows: readonly NewGroup[]): Promise<number[]> {
  const made = await inChunks(rows, (chunk) =>
    db.insert(optionGroups).values(chunk).returning({ id: optionGroups.id }),
  );
  return made.map((row) => row.id);
}

export async function updateGroups(db: Database, rows: readonly (GroupFields & { id: number })[]): Promise<void> {
  await inChunks(rows, async (chunk) => {
    const cells = chunk.map((r) => [
      sql`${r.id}::int`,
      sql`${r.name}::text`,
      sql`${r.kind}::text`,
      sql`${r.minChoices}::int`,
      sql`${r.maxChoices}::int`,
    ]);
    await db.execute(sql`
      update ${optionGroups} t set name = v.name, kind = v.kind, min_choices = v.min_choices, max_choices = v.max_choices
      from (values ${valuesOf(cells)}) as v(id, name, kind, min_choices, max_choices)
      where t.id = v.id`);
    return [];
  });
}

export async function deleteGroups(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(optionGroups).where(inArray(optionGroups.id, [...ids]));
}

export type OptionWrite = Pick<OptionRow, 'groupId' | 'name' | 'description' | 'priceCents' | 'available' | 'position'>;

/** New options, answered (their ids) in the order given. */
export async function insertOptions(db: Database, rows: readonly OptionWrite[]): Promise<number[]> {
  const made = await inChunks(rows, (chunk) => db.insert(options).values(chunk).returning({ id: options.id }));
  return made.map((row) => row.id);
}

export async function updateOptions(db: Database, rows: readonly (OptionWrite & { id: number })[]): Promise<void> {
  await inChunks(rows, async (chunk) => {
    const cells = chunk.map((r) => [
      sql`${r.id}::int`,
      sql`${r.name}::text`,
      sql`${r.description}::text`,
      sql`${r.priceCents}::int`,
      sql`${r.available}::boolean`,
      sql`${r.position}::int`,
    ]);
    await db.execute(sql`
      update ${options} t set name = v.name, description = v.description, price_cents = v.price_cents,
        available = v.available, position = v.position
      from (values ${valuesOf(cells)}) as v(id, name, description, price_cents, available, position)
      where t.id = v.id`);
    return [];
  });
}

/** Options made unavailable (no longer in their software's group), kept for the owner. */
export async function setOptionsUnavailable(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(options)
    .set({ available: false })
    .where(inArray(options.id, [...ids]));
}
