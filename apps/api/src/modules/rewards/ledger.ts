import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cashbackLedger } from '../../db/schema/rewards.ts';
import { cashbackBalance, type LedgerEntry } from './cashback-balance.ts';

export async function ledgerOf(db: Database, customerId: number): Promise<LedgerEntry[]> {
  return db
    .select({
      amountCents: cashbackLedger.amountCents,
      kind: cashbackLedger.kind,
      createdAt: cashbackLedger.createdAt,
      expiresAt: cashbackLedger.expiresAt,
      orderId: cashbackLedger.orderId,
      description: cashbackLedger.description,
    })
    .from(cashbackLedger)
    .where(eq(cashbackLedger.customerId, customerId))
    .orderBy(asc(cashbackLedger.id));
}

export async function balanceOf(db: Database, customerId: number, now = new Date()) {
  return cashbackBalance(await ledgerOf(db, customerId), now);
}

/** Cashback of a delivered order: the shop's percentage of what the products cost after the discount. */
export async function earnCashback(
  db: Database,
  order: { id: number; profileId: number; customerId: number; productsCents: number; discountCents: number },
  percent: number,
  days: number,
): Promise<void> {
  const amountCents = Math.floor(((order.productsCents - order.discountCents) * percent) / 100);
  if (amountCents <= 0) return;
  await db
    .insert(cashbackLedger)
    .values({
      profileId: order.profileId,
      customerId: order.customerId,
      orderId: order.id,
      amountCents,
      kind: 'earn',
      description: formatMessage(apiMessages.cashbackEarned, { order: order.id }),
      expiresAt: new Date(Date.now() + days * 86_400_000),
    })
    .onConflictDoNothing();
}
