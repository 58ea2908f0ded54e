import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { initialStatus } from '@delivery/contract/order-status';
import type { TCustomerCancelReason } from '@delivery/contract/orders';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { cancelOrder } from './cancel-order.ts';
import { findCustomerOrder } from './queries.ts';

/**
 * The customer cancels their order while the shop has not accepted it (issue 38): once the kitchen
 * has it, only the shop cancels. Everything a cancel does follows (cancel-order.ts): the coupon and
 * cashback come back, a Pix or card paid is refunded, the board's card moves to the finished ones.
 * A second tap on an order already cancelled changes nothing and is no error; an accept that wins
 * the race is said as the accepted order's refusal.
 */
export async function cancelByCustomer(
  db: Database,
  customerId: number,
  input: { order_id: number; reason: TCustomerCancelReason },
): Promise<void> {
  const order = await findCustomerOrder(db, customerId, input.order_id);
  if (!order) throw new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotFound);
  if (order.status === 'cancelled') return;
  if (order.status !== initialStatus) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.orderAcceptedCallShop);
  try {
    await cancelOrder(db, {
      profileId: order.profileId,
      orderId: order.id,
      reason: input.reason,
      actor: 'customer',
      expectedStatus: initialStatus,
    });
  } catch (error) {
    if (error instanceof AppError && error.errorType === ErrorType.NOT_ALLOWED) {
      throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.orderAcceptedCallShop);
    }
    throw error;
  }
}
