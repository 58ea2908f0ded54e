import type { HalfPricingRule, THoursException, TOpeningPeriod } from '@delivery/contract/catalog';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shopHourExceptions, shops } from '../../db/schema/catalog.ts';
import { shopChanges, type ShopChange, type ShopSettingsSection } from '../../db/schema/shop-settings.ts';
import { staff } from '../../db/schema/staff.ts';

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

/** Writes what a save changed, in the save's own transaction. */
export async function recordShopChange(
  db: Database,
  value: { shopId: number; staffId: number; section: ShopSettingsSection; change: ShopChange },
): Promise<void> {
  await db.insert(shopChanges).values(value);
}

/** Who saved a section of the shop's settings last, and when; null before anyone did. */
export async function lastChange(
  db: Database,
  shopId: number,
  section: ShopSettingsSection,
): Promise<{ at: Date; by: string | null } | null> {
  const [row] = await db
    .select({ at: shopChanges.createdAt, by: staff.name })
    .from(shopChanges)
    .leftJoin(staff, eq(staff.id, shopChanges.staffId))
    .where(and(eq(shopChanges.shopId, shopId), eq(shopChanges.section, section)))
    .orderBy(desc(shopChanges.createdAt), desc(shopChanges.id))
    .limit(1);
  return row ?? null;
}
