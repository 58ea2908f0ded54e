import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardAccounts } from '../../db/schema/payments.ts';
import type { GatewayTokens } from '../../providers/card-gateway.ts';

/*
 * The card gateway accounts (decision 0084): the shop's own, else its profile's (the
 * marketplace's). Their tokens are stored sealed; these functions never open them.
 */

export type CardAccount = typeof cardAccounts.$inferSelect;

/** The account that charges the shop's cards now: its own connected one, else its profile's. */
export async function accountOfShop(db: Database, profileId: number, shopId: number): Promise<CardAccount | null> {
  const rows = await db
    .select()
    .from(cardAccounts)
    .where(
      and(
        eq(cardAccounts.profileId, profileId),
        or(eq(cardAccounts.shopId, shopId), isNull(cardAccounts.shopId)),
        isNull(cardAccounts.disconnectedAt),
      ),
    )
    // The shop's own first (nulls last in descending order).
    .orderBy(desc(sql`${cardAccounts.shopId} is not null`));
  return rows[0] ?? null;
}

export async function accountById(db: Database, id: number): Promise<CardAccount | null> {
  const [row] = await db.select().from(cardAccounts).where(eq(cardAccounts.id, id));
  return row ?? null;
}

/** Where an account for the shop (or, with shopId null, for its whole profile) is kept. */
const ownerOf = (profileId: number, shopId: number | null) =>
  and(
    eq(cardAccounts.profileId, profileId),
    shopId === null ? isNull(cardAccounts.shopId) : eq(cardAccounts.shopId, shopId),
  );

/**
 * Keeps an account's sealed tokens: a new connection, or the same place connected again (another
 * gateway account, or the same one re-authorized), which keeps the brands chosen before.
 */
export async function putAccount(
  db: Database,
  where: { profileId: number; shopId: number | null; staffId: number },
  tokens: GatewayTokens,
  defaultBrands: readonly number[],
): Promise<CardAccount> {
  const values = {
    accountId: tokens.accountId,
    publicKey: tokens.publicKey,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt,
    connectedBy: where.staffId,
    disconnectedAt: null,
    updatedAt: new Date(),
  };
  const [updated] = await db.update(cardAccounts).set(values).where(ownerOf(where.profileId, where.shopId)).returning();
  if (updated) return updated;
  const [inserted] = await db
    .insert(cardAccounts)
    .values({
      ...values,
      profileId: where.profileId,
      shopId: where.shopId,
      gateway: 'mercadopago',
      brands: [...defaultBrands],
    })
    .returning();
  return inserted!;
}

/** New tokens of a refresh, written only if nobody refreshed it meanwhile (their `updated_at`). */
export async function storeRefreshed(
  db: Database,
  account: CardAccount,
  sealed: Pick<GatewayTokens, 'accessToken' | 'refreshToken' | 'expiresAt'>,
): Promise<boolean> {
  const rows = await db
    .update(cardAccounts)
    .set({ ...sealed, updatedAt: new Date() })
    .where(and(eq(cardAccounts.id, account.id), eq(cardAccounts.updatedAt, account.updatedAt)))
    .returning({ id: cardAccounts.id });
  return rows.length > 0;
}

export async function setBrands(db: Database, accountId: number, brands: readonly number[]): Promise<void> {
  await db
    .update(cardAccounts)
    .set({ brands: [...brands], updatedAt: new Date() })
    .where(eq(cardAccounts.id, accountId));
}

export async function disconnect(db: Database, accountId: number): Promise<void> {
  await db
    .update(cardAccounts)
    .set({ disconnectedAt: new Date(), updatedAt: new Date() })
    .where(eq(cardAccounts.id, accountId));
}
