import type { TCategory, THoursException, TOptionGroup, TProduct } from '@delivery/contract/catalog';
import type { TMenuCategory, TMenuProduct } from '@delivery/contract/menu';
import { toReais } from '@delivery/contract/pricing';
import { and, asc, eq, gte, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scalarSql } from '../../db/scalar-sql.ts';
import {
  categories,
  optionGroups,
  options,
  products,
  shopDeliveryBands,
  shopDeliveryDistricts,
  shopHourExceptions,
  shops,
} from '../../db/schema/catalog.ts';
import { cityOf, isCityOfSlugSql } from '../addresses/service.ts';

export type ShopRow = typeof shops.$inferSelect;
export type Fee = { feeCents: number; extraMinutes: number };

/** Everything about one shop the reads need, loaded in one go and kept until the shop changes. */
export type ShopBundle = {
  shop: ShopRow;
  citySlug: string;
  cityName: string;
  /** The city's state (UF), which the shop's address shows. */
  cityState: string;
  exceptions: THoursException[];
  districtFees: Map<number, Fee>;
  bands: (Fee & { maxKm: number })[];
  categories: TCategory[];
  products: Map<number, TProduct>;
};

/**
 * Reads one shop and its whole menu: eight queries, whatever the menu's size. A shop off the
 * customers' lists (not active) is read only when `unlisted` says so: its staff set it up.
 */
export async function loadShopBundle(
  db: Database,
  shopId: number,
  { unlisted = false }: { unlisted?: boolean } = {},
): Promise<ShopBundle | null> {
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, shopId), unlisted ? undefined : eq(shops.active, true)));
  if (!shop) return null;
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  // The city's slug, name and state, which the shop's permalink, Pix charge and address carry.
  const [city, exceptionRows, districtRows, bandRows, menu] = await Promise.all([
    cityOf(db, shop.cityId),
    db
      .select()
      .from(shopHourExceptions)
      .where(and(eq(shopHourExceptions.shopId, shopId), gte(shopHourExceptions.date, yesterday)))
      .orderBy(asc(shopHourExceptions.date)),
    db.select().from(shopDeliveryDistricts).where(eq(shopDeliveryDistricts.shopId, shopId)),
    db
      .select()
      .from(shopDeliveryBands)
      .where(eq(shopDeliveryBands.shopId, shopId))
      .orderBy(asc(shopDeliveryBands.maxKm)),
    loadMenu(db, shopId),
  ]);
  // A hidden category takes its products off the menu: not listed, not found, not sold. Empty
  // categories are not shown either.
  const shown = menu.filter((category) => !category.hidden && category.products.length > 0);
  const productMap = new Map<number, TProduct>(
    shown.flatMap((category) => category.products.map((product) => [product.product_id, product])),
  );
  if (!city) return null;
  return {
    shop,
    citySlug: city.slug,
    cityName: city.name,
    cityState: city.state,
    exceptions: exceptionRows.map((e) => ({
      date: e.date,
      closed: e.closed,
      opens: e.opens,
      closes: e.closes,
      label: e.label,
    })),
    districtFees: new Map(
      districtRows.map((d) => [d.districtId, { feeCents: d.feeCents, extraMinutes: d.extraMinutes }]),
    ),
    bands: bandRows.map((b) => ({ maxKm: b.maxKm, feeCents: b.feeCents, extraMinutes: b.extraMinutes })),
    categories: shown,
    products: productMap,
  };
}

/**
 * A shop's whole menu as its staff edit it: every category (hidden and empty ones too) and
 * product, with their versions, and their option groups and options; four queries.
 */
export async function loadMenu(db: Database, shopId: number): Promise<TMenuCategory[]> {
  const [categoryRows, productRows, groupRows] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.shopId, shopId))
      .orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(products).where(eq(products.shopId, shopId)).orderBy(asc(products.position), asc(products.id)),
    db
      .select({ group: optionGroups })
      .from(optionGroups)
      .innerJoin(products, eq(products.id, optionGroups.productId))
      .where(eq(products.shopId, shopId))
      .orderBy(asc(optionGroups.position), asc(optionGroups.id)),
  ]);
  const groupIds = groupRows.map((g) => g.group.id);
  const optionRows = groupIds.length
    ? await db
        .select()
        .from(options)
        .where(inArray(options.groupId, groupIds))
        .orderBy(asc(options.position), asc(options.id))
    : [];

  const optionsByGroup = new Map<number, TOptionGroup['options']>();
  for (const o of optionRows) {
    const list = optionsByGroup.get(o.groupId) ?? [];
    list.push({
      option_id: o.id,
      name: o.name,
      description: o.description,
      price: toReais(o.priceCents),
      available: o.available,
    });
    optionsByGroup.set(o.groupId, list);
  }
  const groupsByProduct = new Map<number, TOptionGroup[]>();
  for (const { group: g } of groupRows) {
    const list = groupsByProduct.get(g.productId) ?? [];
    list.push({
      group_id: g.id,
      name: g.name,
      kind: g.kind,
      min: g.minChoices,
      max: g.maxChoices,
      options: optionsByGroup.get(g.id) ?? [],
    });
    groupsByProduct.set(g.productId, list);
  }
  const byCategory = new Map<number, TMenuProduct[]>();
  for (const p of productRows) {
    const product: TMenuProduct = {
      product_id: p.id,
      shop_id: p.shopId,
      category_id: p.categoryId,
      name: p.name,
      description: p.description,
      price: toReais(p.priceCents),
      promo_price: p.promoPriceCents === null ? null : toReais(p.promoPriceCents),
      image: p.image,
      available: p.available,
      option_groups: groupsByProduct.get(p.id) ?? [],
      version: p.version,
    };
    byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), product]);
  }
  return categoryRows.map((c) => ({
    category_id: c.id,
    name: c.name,
    hidden: c.hidden,
    version: c.version,
    products: byCategory.get(c.id) ?? [],
  }));
}

/** The active shops of a profile in a city, in the profile's order. */
export async function listShopIds(db: Database, profileId: number, cityId: number): Promise<number[]> {
  const rows = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.profileId, profileId), eq(shops.cityId, cityId), eq(shops.active, true)))
    .orderBy(asc(shops.position), asc(shops.id));
  return rows.map((r) => r.id);
}

/** Names and time zones of the profile's shops (all of them, or those of `ids`), active or not: for the panel's staff. */
export async function shopNamesOfProfile(
  db: Database,
  profileId: number,
  ids?: readonly number[],
): Promise<{ id: number; name: string; timeZone: string; autoAccept: boolean }[]> {
  if (ids && !ids.length) return [];
  return db
    .select({ id: shops.id, name: shops.name, timeZone: shops.timeZone, autoAccept: shops.autoAccept })
    .from(shops)
    .where(and(eq(shops.profileId, profileId), ids ? inArray(shops.id, [...ids]) : undefined))
    .orderBy(asc(shops.position), asc(shops.id));
}

/** The half-and-half rule of a shop of the profile, listed or not; null when it is not the profile's. */
export async function halfPricingOfShop(
  db: Database,
  profileId: number,
  shopId: number,
): Promise<ShopRow['halfPricing'] | null> {
  const [row] = await db
    .select({ halfPricing: shops.halfPricing })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.profileId, profileId)));
  return row?.halfPricing ?? null;
}

/** The shop of a permalink {city}/{segment}/{slug} within a profile. */
export async function findShopIdByPermalink(
  db: Database,
  profileId: number,
  link: { city: string; segment: string; slug: string },
): Promise<number | null> {
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(
      and(
        eq(shops.profileId, profileId),
        isCityOfSlugSql(shops.cityId, link.city),
        eq(shops.segment, link.segment as ShopRow['segment']),
        eq(shops.slug, link.slug),
        eq(shops.active, true),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function findShopIdOfProduct(db: Database, productId: number): Promise<number | null> {
  const [row] = await db.select({ shopId: products.shopId }).from(products).where(eq(products.id, productId));
  return row?.shopId ?? null;
}

/** A review's stars join its shop's rating. */
export async function addToRating(db: Database, shopId: number, stars: number): Promise<void> {
  // One element of the bars moves with the sum: an array subscript, which drizzle's set() cannot name.
  await db.execute(sql`update shops set rating_sum = rating_sum + ${stars}, rating_count = rating_count + 1,
    rating_by_stars[${stars}] = rating_by_stars[${stars}] + 1 where id = ${shopId}`);
}

/** Pauses a shop until `minutes` from now (by the database's clock), or ends any pause (null). */
/** Answers whether the shop now accepts automatically; null when there is no such shop. */
export async function setShopAutoAccept(db: Database, shopId: number, on: boolean): Promise<boolean | null> {
  const [row] = await db
    .update(shops)
    .set({ autoAccept: on, updatedAt: new Date() })
    .where(eq(shops.id, shopId))
    .returning({ autoAccept: shops.autoAccept });
  return row?.autoAccept ?? null;
}

/** Sets whether the shop is closed until further notice; answers it, or null when there is no such shop. */
export async function setShopClosed(db: Database, shopId: number, closed: boolean): Promise<boolean | null> {
  const [row] = await db
    .update(shops)
    .set({ paused: closed, ...(closed ? {} : { pausedUntil: null }), updatedAt: new Date() })
    .where(eq(shops.id, shopId))
    .returning({ paused: shops.paused });
  return row ? row.paused : null;
}

export async function setShopPause(db: Database, shopId: number, minutes: number | null): Promise<Date | null> {
  const [row] = await db
    .update(shops)
    .set(
      minutes === null
        ? { paused: false, pausedUntil: null, updatedAt: new Date() }
        : { pausedUntil: sql`now() + make_interval(mins => ${minutes}::int)`, updatedAt: new Date() },
    )
    .where(eq(shops.id, shopId))
    .returning({ pausedUntil: shops.pausedUntil });
  return row?.pausedUntil ?? null;
}

/** Tells every API process that a shop or its menu changed (catalog.ts listens). */
export async function notifyCatalogChanged(db: Database, shopId: number): Promise<void> {
  await db.execute(sql`select pg_notify('catalog_changed', ${String(shopId)})`);
}

/** A shop the profile lists to customers, with its own contact e-mail; null when there is none. */
export async function listedShopOf(
  db: Database,
  profileId: number,
  shopId: number,
): Promise<{ id: number; name: string; email: string } | null> {
  const [shop] = await db
    .select({ id: shops.id, name: shops.name, email: shops.email })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.profileId, profileId), eq(shops.active, true)));
  return shop ?? null;
}

/** Which of these shops the profile lists to customers (in `cityId` when given), with their card's columns. */
export async function listedShopsAmong(
  db: Database,
  profileId: number,
  shopIds: readonly number[],
  cityId?: number,
): Promise<{ id: number; cityId: number; name: string; logo: string }[]> {
  if (!shopIds.length) return [];
  return db
    .select({ id: shops.id, cityId: shops.cityId, name: shops.name, logo: shops.logo })
    .from(shops)
    .where(
      and(
        inArray(shops.id, [...shopIds]),
        eq(shops.profileId, profileId),
        eq(shops.active, true),
        cityId === undefined ? undefined : eq(shops.cityId, cityId),
      ),
    );
}

/**
 * SQL for another module's statement: a column of the shop of `shopId` (a column or value of that
 * statement), so the statement reads it without a second query.
 */
export const shopColumnSql = <K extends keyof ShopRow>(shopId: SQLWrapper, column: K): SQL<ShopRow[K]> =>
  scalarSql<ShopRow[K]>(sql`(select ${shops[column]} from ${shops} where ${shops.id} = ${shopId})`).mapWith(
    shops[column],
  ) as SQL<ShopRow[K]>;

/** The logos of these shops by id ('' for a shop without one), for the orders list. */
export async function shopLogosOf(db: Database, shopIds: number[]): Promise<Map<number, string>> {
  if (shopIds.length === 0) return new Map();
  const rows = await db
    .select({ id: shops.id, logo: shops.logo })
    .from(shops)
    .where(inArray(shops.id, [...new Set(shopIds)]));
  return new Map(rows.map((row) => [row.id, row.logo]));
}
