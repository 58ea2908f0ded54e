import type { HalfPricingRule, THoursException, TOpeningPeriod } from '@delivery/contract/catalog';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shopDeliveryBands, shopDeliveryDistricts, shopHourExceptions, shops } from '../../db/schema/catalog.ts';
import { cityNameSql } from '../addresses/service.ts';

/*
 * The columns of a shop its staff edit in the panel, section by section: shop-settings holds the
 * rules (versions, what changed, who) and calls these inside its save's transaction.
 */

/** The columns of a shop the hours section edits, with its name, time zone and version. */
const hoursColumns = {
  name: shops.name,
  timeZone: shops.timeZone,
  version: shops.hoursVersion,
  openingHours: shops.openingHours,
  estimateMin: shops.estimateMin,
  estimateMax: shops.estimateMax,
  acceptTimeoutMinutes: shops.acceptTimeoutMinutes,
};

export type HoursRow = {
  name: string;
  timeZone: string;
  version: number;
  openingHours: TOpeningPeriod[];
  estimateMin: number;
  estimateMax: number;
  acceptTimeoutMinutes: number;
};

/** What a save writes to the shop's row. */
export type HoursFields = Pick<HoursRow, 'openingHours' | 'estimateMin' | 'estimateMax' | 'acceptTimeoutMinutes'>;

/** The shop's hours columns; with `lock`, locked until the transaction ends (a save's read). */
export async function readHours(db: Database, shopId: number, lock = false): Promise<HoursRow | null> {
  const query = db.select(hoursColumns).from(shops).where(eq(shops.id, shopId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The shop's dates with their own hours from `today` (its local date) on, by date. */
export async function exceptionsFrom(db: Database, shopId: number, today: string): Promise<THoursException[]> {
  return db
    .select({
      date: shopHourExceptions.date,
      closed: shopHourExceptions.closed,
      opens: shopHourExceptions.opens,
      closes: shopHourExceptions.closes,
      label: shopHourExceptions.label,
    })
    .from(shopHourExceptions)
    .where(and(eq(shopHourExceptions.shopId, shopId), gte(shopHourExceptions.date, today)))
    .orderBy(asc(shopHourExceptions.date));
}

/** Writes the hours and bumps their version, of a shop locked by readHours; answers the new version. */
export async function updateHours(db: Database, shopId: number, fields: HoursFields): Promise<number> {
  const [row] = await db
    .update(shops)
    .set({ ...fields, hoursVersion: sql`${shops.hoursVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(shops.id, shopId))
    .returning({ version: shops.hoursVersion });
  return row!.version;
}

/** Sets the shop's half-and-half rule; answers the one it had, or null when there is no such shop. */
export async function updateHalfPricing(
  db: Database,
  shopId: number,
  rule: HalfPricingRule,
): Promise<HalfPricingRule | null> {
  const result = (await db.execute(sql`
    with before as (select id, half_pricing from ${shops} where id = ${shopId} for update),
    changed as (update ${shops} s set half_pricing = ${rule}, updated_at = now() from before where s.id = before.id)
    select half_pricing from before`)) as unknown as { rows: { half_pricing: HalfPricingRule }[] };
  return result.rows[0]?.half_pricing ?? null;
}

/**
 * Puts `exceptions` in place of the shop's dates from `today` on. Earlier ones stay: yesterday's
 * may still be open past midnight, and none is shown or edited any more.
 */
export async function replaceExceptions(
  db: Database,
  shopId: number,
  today: string,
  exceptions: readonly THoursException[],
): Promise<void> {
  await db
    .delete(shopHourExceptions)
    .where(and(eq(shopHourExceptions.shopId, shopId), gte(shopHourExceptions.date, today)));
  if (exceptions.length) await db.insert(shopHourExceptions).values(exceptions.map((e) => ({ ...e, shopId })));
}

/** The columns of a shop the delivery section edits, with its name, city, mode and version. */
const deliveryColumns = {
  name: shops.name,
  cityId: shops.cityId,
  cityName: cityNameSql(shops.cityId),
  mode: shops.deliveryMode,
  version: shops.deliveryVersion,
  pickup: shops.pickup,
  minOrderCents: shops.minOrderCents,
  freeDeliveryAboveCents: shops.freeDeliveryAboveCents,
  latitude: shops.latitude,
  longitude: shops.longitude,
};

export type DeliveryRow = {
  name: string;
  cityId: number;
  cityName: string;
  mode: 'DISTRICT' | 'GEOCODE';
  version: number;
  pickup: boolean;
  minOrderCents: number;
  freeDeliveryAboveCents: number | null;
  latitude: number | null;
  longitude: number | null;
};

/** What a save writes to the shop's row. */
export type DeliveryFields = Pick<
  DeliveryRow,
  'pickup' | 'minOrderCents' | 'freeDeliveryAboveCents' | 'latitude' | 'longitude'
>;

export type DistrictFee = { districtId: number; feeCents: number; extraMinutes: number };
export type BandFee = { maxKm: number; feeCents: number; extraMinutes: number };

/** The shop's delivery columns; with `lock`, its row locked until the transaction ends (a save's read). */
export async function readDelivery(db: Database, shopId: number, lock = false): Promise<DeliveryRow | null> {
  const query = db.select(deliveryColumns).from(shops).where(eq(shops.id, shopId));
  const [row] = lock ? await query.for('update', { of: shops }) : await query;
  return row ?? null;
}

/** The districts the shop delivers to, by district id. */
export async function servedDistricts(db: Database, shopId: number): Promise<DistrictFee[]> {
  return db
    .select({
      districtId: shopDeliveryDistricts.districtId,
      feeCents: shopDeliveryDistricts.feeCents,
      extraMinutes: shopDeliveryDistricts.extraMinutes,
    })
    .from(shopDeliveryDistricts)
    .where(eq(shopDeliveryDistricts.shopId, shopId))
    .orderBy(asc(shopDeliveryDistricts.districtId));
}

/** The shop's distance bands, the nearest first. */
export async function deliveryBands(db: Database, shopId: number): Promise<BandFee[]> {
  return db
    .select({
      maxKm: shopDeliveryBands.maxKm,
      feeCents: shopDeliveryBands.feeCents,
      extraMinutes: shopDeliveryBands.extraMinutes,
    })
    .from(shopDeliveryBands)
    .where(eq(shopDeliveryBands.shopId, shopId))
    .orderBy(asc(shopDeliveryBands.maxKm));
}

/** Writes the delivery columns and bumps their version, of a shop locked by readDelivery; answers the new version. */
export async function updateDelivery(db: Database, shopId: number, fields: DeliveryFields): Promise<number> {
  const [row] = await db
    .update(shops)
    .set({ ...fields, deliveryVersion: sql`${shops.deliveryVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(shops.id, shopId))
    .returning({ version: shops.deliveryVersion });
  return row!.version;
}

/** Puts `rows` in place of the districts the shop delivers to. */
export async function replaceDistricts(db: Database, shopId: number, rows: readonly DistrictFee[]): Promise<void> {
  await db.delete(shopDeliveryDistricts).where(eq(shopDeliveryDistricts.shopId, shopId));
  if (rows.length) await db.insert(shopDeliveryDistricts).values(rows.map((row) => ({ ...row, shopId })));
}

/** Puts `rows` in place of the shop's distance bands. */
export async function replaceBands(db: Database, shopId: number, rows: readonly BandFee[]): Promise<void> {
  await db.delete(shopDeliveryBands).where(eq(shopDeliveryBands.shopId, shopId));
  if (rows.length) await db.insert(shopDeliveryBands).values(rows.map((row) => ({ ...row, shopId })));
}
