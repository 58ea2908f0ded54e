import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cashbackLedger } from '../../db/schema/rewards.ts';
import type { LedgerEntry } from './cashback-balance.ts';

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
