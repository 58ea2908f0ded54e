import type { PaymentMethod } from '@delivery/contract/catalog';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shops } from '../../db/schema/catalog.ts';
import { pixProviders } from '../../db/schema/payments.ts';

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
  paymentMethods: PaymentMethod[];
  cashChange: boolean;
  cardFlags: number[];
  pixKey: string | null;
};

/** What a save writes to the shop's row. */
export type PaymentsFields = Pick<PaymentsRow, 'paymentMethods' | 'cashChange' | 'cardFlags' | 'pixKey'>;

/** The shop's own provider's columns a save writes; the secrets as stored (sealed or a source). */
export type ProviderFields = Pick<
  typeof pixProviders.$inferInsert,
  'baseUrl' | 'tokenUrl' | 'clientId' | 'clientSecret' | 'tlsCert' | 'tlsKey' | 'tlsPfx' | 'tlsPassphrase' | 'pixKey'
>;
export type OwnProvider = typeof pixProviders.$inferSelect;

/** The shop's payment columns; with `lock`, locked until the transaction ends (a save's read). */
export async function readPayments(db: Database, shopId: number, lock = false): Promise<PaymentsRow | null> {
  const query = db.select(paymentsColumns).from(shops).where(eq(shops.id, shopId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The provider row of the shop itself (not its profile's), in use or turned off, or null. */
export async function ownProvider(db: Database, shopId: number): Promise<OwnProvider | null> {
  const [row] = await db.select().from(pixProviders).where(eq(pixProviders.shopId, shopId));
  return row ?? null;
}

/** Whether the profile has a provider for its shops without one of their own. */
export async function hasProfileProvider(db: Database, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pixProviders.id })
    .from(pixProviders)
    .where(and(eq(pixProviders.profileId, profileId), isNull(pixProviders.shopId), isNull(pixProviders.disabledAt)));
  return Boolean(row);
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

/**
 * Puts the shop's own provider in place: updated (its `updated_at` names new tokens and TLS agents
 * in pix-api) and in use again, made with a webhook secret of its own, or turned off when `fields`
 * is null. Turned off, never deleted: the charges it made are still asked about and expired with it.
 */
export async function putOwnProvider(
  db: Database,
  shop: { id: number; profileId: number },
  existing: OwnProvider | null,
  fields: ProviderFields | null,
  webhookSecret: () => string,
): Promise<void> {
  if (!fields) {
    if (existing) {
      await db
        .update(pixProviders)
        .set({ disabledAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(pixProviders.id, existing.id));
    }
    return;
  }
  if (existing) {
    await db
      .update(pixProviders)
      .set({ ...fields, disabledAt: null, updatedAt: sql`now()` })
      .where(eq(pixProviders.id, existing.id));
    return;
  }
  await db
    .insert(pixProviders)
    .values({ ...fields, profileId: shop.profileId, shopId: shop.id, webhookSecret: webhookSecret() });
}
