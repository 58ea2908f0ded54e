import type { ShopPaymentMethod, TOpeningPeriod } from '@delivery/contract/catalog';
import type { TContact } from '@delivery/contract/contact';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shops } from '../../db/schema/catalog.ts';

/*
 * More of a shop's columns that others edit: its contact, payments and registration (the panel's
 * shop-settings, the Open Delivery import through it) and its cashback (coupons-admin). Each
 * section's rules stay with its module; a read with `lock` holds the row until the transaction ends.
 */

export type ContactRow = TContact & { name: string; version: number };

const contactColumns = {
  name: shops.name,
  phone: shops.phone,
  whatsapp: shops.whatsapp,
  email: shops.email,
  version: shops.contactVersion,
};

export async function readContact(db: Database, shopId: number, lock = false): Promise<ContactRow | null> {
  const query = db.select(contactColumns).from(shops).where(eq(shops.id, shopId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Writes the contact and bumps its version, of a shop locked by readContact; answers the new version. */
export async function updateContact(db: Database, shopId: number, contact: TContact): Promise<number> {
  const [row] = await db
    .update(shops)
    .set({ ...contact, contactVersion: sql`${shops.contactVersion} + 1`, updatedAt: new Date() })
    .where(eq(shops.id, shopId))
    .returning({ version: shops.contactVersion });
  return row!.version;
}

/** The columns of a shop the payments section edits, with its name, profile and version. */
const paymentsColumns = {
  name: shops.name,
  profileId: shops.profileId,
  version: shops.paymentsVersion,
  paymentMethods: shops.paymentMethods,
  cashChange: shops.cashChange,
  cardFlags: shops.cardFlags,
  pixKey: shops.pixKey,
};

export type PaymentsRow = {
  name: string;
  profileId: number;
  version: number;
  paymentMethods: ShopPaymentMethod[];
  cashChange: boolean;
  cardFlags: number[];
  pixKey: string | null;
};

/** What a save writes to the shop's row. */
export type PaymentsFields = Pick<PaymentsRow, 'paymentMethods' | 'cashChange' | 'cardFlags' | 'pixKey'>;

export async function readPayments(db: Database, shopId: number, lock = false): Promise<PaymentsRow | null> {
  const query = db.select(paymentsColumns).from(shops).where(eq(shops.id, shopId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Writes the payments and bumps their version, of a shop locked by readPayments; answers the new version. */
export async function updatePayments(db: Database, shopId: number, fields: PaymentsFields): Promise<number> {
  const [row] = await db
    .update(shops)
    .set({ ...fields, paymentsVersion: sql`${shops.paymentsVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(shops.id, shopId))
    .returning({ version: shops.paymentsVersion });
  return row!.version;
}

/** A shop's registration and hours as its point-of-sale software sends them (decision 0050). */
export type SoftwareShopDetails = {
  name: string;
  description: string;
  phone: string;
  whatsapp: string;
  email: string;
  street: string;
  streetNumber: string;
  complement: string;
  district: string;
  cep: string;
  latitude: number;
  longitude: number;
  minOrderCents: number;
};

const detailColumns = {
  name: shops.name,
  description: shops.description,
  phone: shops.phone,
  whatsapp: shops.whatsapp,
  email: shops.email,
  street: shops.street,
  streetNumber: shops.streetNumber,
  complement: shops.complement,
  district: shops.district,
  cep: shops.cep,
  latitude: shops.latitude,
  longitude: shops.longitude,
  minOrderCents: shops.minOrderCents,
  timeZone: shops.timeZone,
  openingHours: shops.openingHours,
};

export async function readSoftwareDetails(db: Database, shopId: number) {
  const [row] = await db.select(detailColumns).from(shops).where(eq(shops.id, shopId)).for('update');
  return row ?? null;
}

/** Writes the software's details and week, bumping the versions of the sections they changed. */
export async function updateSoftwareDetails(
  db: Database,
  shopId: number,
  details: SoftwareShopDetails,
  week: TOpeningPeriod[],
  bump: { contact: boolean; delivery: boolean; hours: boolean },
): Promise<void> {
  await db
    .update(shops)
    .set({
      ...details,
      openingHours: week,
      ...(bump.contact ? { contactVersion: sql`${shops.contactVersion} + 1` } : {}),
      ...(bump.delivery ? { deliveryVersion: sql`${shops.deliveryVersion} + 1` } : {}),
      ...(bump.hours ? { hoursVersion: sql`${shops.hoursVersion} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(shops.id, shopId));
}

/** A shop's time zone, which its coupons' days are read in. */
export async function shopTimeZone(db: Database, shopId: number): Promise<string> {
  const [row] = await db.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.id, shopId));
  return row!.timeZone;
}

export type CashbackSettings = { percent: number; days: number | null; version: number };

const cashbackColumns = {
  percent: shops.cashbackPercent,
  days: shops.cashbackDays,
  version: shops.cashbackVersion,
};

/** The shop's cashback settings, locked until the transaction ends when `lock`. */
export async function cashbackOf(db: Database, shopId: number, lock = false): Promise<CashbackSettings> {
  const query = db.select(cashbackColumns).from(shops).where(eq(shops.id, shopId));
  const [row] = lock ? await query.for('update') : await query;
  return row!;
}

export async function updateCashback(
  db: Database,
  shopId: number,
  settings: { percent: number; days: number },
): Promise<CashbackSettings> {
  const [row] = await db
    .update(shops)
    .set({
      cashbackPercent: settings.percent,
      cashbackDays: settings.days,
      cashbackVersion: sql`${shops.cashbackVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(shops.id, shopId))
    .returning(cashbackColumns);
  return row!;
}
