import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cashbackLedger } from '../../db/schema/rewards.ts';
import type { LedgerEntry } from './cashback-balance.ts';
import { orderFacts } from './order-facts.ts';

/** The customer's ledger, oldest first, each entry with its order's number (decision 0067). */
export async function ledgerOf(
  db: Database,
  customerId: number,
): Promise<(LedgerEntry & { orderNumber: number | null })[]> {
  return db
    .select({
      amountCents: cashbackLedger.amountCents,
      kind: cashbackLedger.kind,
      createdAt: cashbackLedger.createdAt,
      expiresAt: cashbackLedger.expiresAt,
      orderId: cashbackLedger.orderId,
      orderNumber: orderFacts.get().orderNumberSql(cashbackLedger.orderId),
      description: cashbackLedger.description,
    })
    .from(cashbackLedger)
    .where(eq(cashbackLedger.customerId, customerId))
    .orderBy(asc(cashbackLedger.id));
}
