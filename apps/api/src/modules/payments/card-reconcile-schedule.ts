import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertJobSql } from '../../jobs/job-row.ts';

/** The queue of the jobs that ask the gateway about a card payment left pending (decision 0084). */
export const CARD_RECONCILE_QUEUE = 'card_reconcile';

/**
 * In the order's transaction: the first look at a card payment written pending, CARD_RECHECK_SECONDS
 * after it was made, and as often after that while it stays pending.
 */
export async function scheduleCardReconcile(tx: Database, orderId: number, recheckSeconds: number): Promise<void> {
  await tx.execute(
    insertJobSql(CARD_RECONCILE_QUEUE, {
      data: sql`${JSON.stringify({ order_id: orderId })}::jsonb`,
      startAfter: sql`now() + make_interval(secs => ${recheckSeconds})`,
      singletonKey: sql`${`${orderId}:0`}::text`,
    }),
  );
}
