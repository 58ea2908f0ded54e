import type { Database } from '../../db/client.ts';
import type { OrderChange } from '../orders/service.ts';
import { refundCancelledPayment } from './refunds.ts';

/**
 * What payments make of an order's change, in its transaction (registered in module-hooks.ts): a
 * cancelled order paid by Pix gets its refund, through the shop's PSP by a job or by the shop by
 * hand (0054).
 */
export async function refundOfOrderChange(tx: Database, change: OrderChange): Promise<void> {
  if (change.kind === 'cancelled') await refundCancelledPayment(tx, change.order);
}
