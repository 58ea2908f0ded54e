import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pixProviders } from '../../db/schema/payments.ts';

/*
 * A shop's own Pix provider, as the payments section of its settings (shop-settings) saves it;
 * that module holds the section's rules and calls these inside its save's transaction.
 */

/** The shop's own provider's columns a save writes; the secrets as stored (sealed or a source). */
export type ProviderFields = Pick<
  typeof pixProviders.$inferInsert,
  'baseUrl' | 'tokenUrl' | 'clientId' | 'clientSecret' | 'tlsCert' | 'tlsKey' | 'tlsPfx' | 'tlsPassphrase' | 'pixKey'
>;
export type OwnProvider = typeof pixProviders.$inferSelect;

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
