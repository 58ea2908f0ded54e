import type { Segment } from '@delivery/contract/catalog';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scalarSql } from '../../db/scalar-sql.ts';
import { categories, products, shopDeliveryBands, shopDeliveryDistricts, shops } from '../../db/schema/catalog.ts';
import { cityNameSql } from '../addresses/service.ts';

/*
 * The shops of a profile as its operators run them (tenant-shops holds the rules): adding a shop
 * and listing it to customers or not, the two things nobody else does to a shop's row.
 */

export type TenantShopRow = {
  id: number;
  name: string;
  segment: Segment;
  cityId: number;
  cityName: string;
  active: boolean;
  products: number;
  /** Periods in its week. */
  weekPeriods: number;
  /** How it takes orders, as takesOrders (contract shop-delivery.ts) judges them. */
  deliveryMode: 'DISTRICT' | 'GEOCODE';
  pickup: boolean;
  districts: number;
  bands: number;
  located: boolean;
};

/** Products a customer could order now: on the menu, in a category shown. */
const orderableProducts = scalarSql<number>(sql`(
  select count(*)::int from ${products}
  inner join ${categories} on ${categories.id} = ${products.categoryId}
  where ${products.shopId} = ${shops.id} and ${products.available} and not ${categories.hidden}
)`);

const countOf = (table: typeof shopDeliveryDistricts | typeof shopDeliveryBands) =>
  scalarSql<number>(sql`(select count(*)::int from ${table} where ${table.shopId} = ${shops.id})`);

const tenantShopColumns = {
  id: shops.id,
  name: shops.name,
  segment: shops.segment,
  cityId: shops.cityId,
  cityName: cityNameSql(shops.cityId),
  active: shops.active,
  products: orderableProducts,
  weekPeriods: sql<number>`jsonb_array_length(${shops.openingHours})`,
  deliveryMode: shops.deliveryMode,
  pickup: shops.pickup,
  districts: countOf(shopDeliveryDistricts),
  bands: countOf(shopDeliveryBands),
  located: sql<boolean>`(${shops.latitude} is not null and ${shops.longitude} is not null)`,
};

/** Every shop of the profile (or the one of `shopId`), listed to customers or not, in the profile's order. */
export async function tenantShopRows(db: Database, profileId: number, shopId?: number): Promise<TenantShopRow[]> {
  return db
    .select(tenantShopColumns)
    .from(shops)
    .where(and(eq(shops.profileId, profileId), shopId === undefined ? undefined : eq(shops.id, shopId)))
    .orderBy(asc(shops.position), asc(shops.id));
}

/** The permalink slugs already taken by `base` or `base-N` in the shop's city and segment. */
export async function takenSlugs(
  db: Database,
  where: { profileId: number; cityId: number; segment: Segment; base: string },
): Promise<Set<string>> {
  const rows = await db
    .select({ slug: shops.slug })
    .from(shops)
    .where(
      and(
        eq(shops.profileId, where.profileId),
        eq(shops.cityId, where.cityId),
        eq(shops.segment, where.segment),
        like(shops.slug, `${where.base}%`),
      ),
    );
  return new Set(rows.map((row) => row.slug));
}

/** A new shop, off the customers' lists, after the profile's others. Answers its id. */
export async function insertShop(
  db: Database,
  values: { profileId: number; cityId: number; name: string; segment: Segment; slug: string },
): Promise<number> {
  const [row] = await db
    .insert(shops)
    .values({
      ...values,
      active: false,
      // What takes no setting: Pix needs a key or a provider, and cards the brands the shop takes.
      paymentMethods: ['cash'],
      position: sql`(select coalesce(max(${shops.position}), 0) + 1 from ${shops} where ${shops.profileId} = ${values.profileId})`,
    })
    .returning({ id: shops.id });
  return row!.id;
}

/** How many shops the profile has, listed or not. */
export async function shopCountOf(db: Database, profileId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shops)
    .where(eq(shops.profileId, profileId));
  return row?.n ?? 0;
}

/** Lists the shop to customers or not; answers whether it was before, null for no such shop. */
export async function updateShopActive(db: Database, shopId: number, active: boolean): Promise<boolean | null> {
  const [before] = await db.select({ active: shops.active }).from(shops).where(eq(shops.id, shopId)).for('update');
  if (!before) return null;
  await db.update(shops).set({ active, updatedAt: new Date() }).where(eq(shops.id, shopId));
  return before.active;
}
