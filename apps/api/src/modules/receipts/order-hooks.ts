import { isCompletedStatus } from '@delivery/contract/order-status';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertJobSql } from '../../jobs/job-row.ts';
import { customerEmailSql } from '../accounts/service.ts';
import type { OrderChange, PlacedOrderSql } from '../orders/service.ts';
import { RECEIPT_QUEUE, type ReceiptMoment } from './queue.ts';

/**
 * A receipt's job, written by the statement or transaction of the order's change, so it is never
 * lost nor sent for a change rolled back; only when the order was written and its customer has an
 * e-mail (a customer without one costs a read).
 */
function receiptJobSql(orderId: SQLWrapper, customerId: SQLWrapper, moment: ReceiptMoment): SQL {
  return insertJobSql(RECEIPT_QUEUE, {
    data: sql`jsonb_build_object('order_id', ${orderId}, 'moment', ${sql.raw(`'${moment}'`)})`,
    startAfter: null,
    // '1024-placed': no colon in a literal, where pgbench (bench/pgbench-order.ts) would see a variable.
    singletonKey: sql`${orderId}::text || ${sql.raw(`'-${moment}'`)}`,
    onlyIf: sql`${orderId} is not null and ${customerEmailSql(customerId)} is not null`,
  });
}

/** The receipt of an order placed, joined to the order's one statement. */
export const receiptOfPlacedOrder = (order: PlacedOrderSql): SQL =>
  sql`placed_receipt as (${receiptJobSql(order.id, order.customerId, 'placed')})`;

/** The receipt of an order its customer now has: delivered, or picked up at the shop. */
export async function receiptOfOrderChange(tx: Database, change: OrderChange): Promise<void> {
  if (change.kind !== 'moved' || !isCompletedStatus(change.status)) return;
  const { order } = change;
  await tx.execute(receiptJobSql(sql`${order.id}::int`, sql`${order.customerId}::int`, 'completed'));
}
