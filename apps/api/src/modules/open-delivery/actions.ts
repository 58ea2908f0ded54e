import { estimateLimits } from '@delivery/contract/board';
import { ErrorType } from '@delivery/contract/errors';
import { statusPath, type TOrderStatus } from '@delivery/contract/order-status';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { advanceOrder, cancelOrder, deliveryTypeOf, findProfileOrder } from '../orders/service.ts';
import { writeEvent, type CancellationCode } from './event-rows.ts';
import { lastEventTypeOf } from './events.ts';
import { orderIdOf } from './ids.ts';
import { OpenDeliveryError } from './problem.ts';
import type { OpenDeliveryCaller } from './tokens.ts';

type Order = NonNullable<Awaited<ReturnType<typeof findProfileOrder>>>;

/** The order a UUID names, if it is the caller's shop's; 404 otherwise, whether or not it exists. */
export async function callerOrder(app: FastifyInstance, caller: OpenDeliveryCaller, uuid: string): Promise<Order> {
  const id = orderIdOf(uuid);
  const order = id === null ? null : await findProfileOrder(app.db, caller.profileId, id);
  if (!order || order.shopId !== caller.shopId) throw new OpenDeliveryError(404, 'Order not found');
  return order;
}

const unprocessable = (title: string) => new OpenDeliveryError(422, title);

/**
 * The shop's promise as it confirms, door to door as the customer reads it: without a preparation
 * time, the order's own estimate. The standard's `preparationTime` is the kitchen's part alone, so
 * a delivery adds its ride to it (decision 0057): we keep no ride time of its own, and take the
 * lower end of the shop's estimate at ordering, the least it ever promised door to door, so the
 * promise errs late rather than early. A takeout is ready when its kitchen is.
 */
function estimateOf(order: Order, preparationTime: number | undefined): number {
  const ride = deliveryTypeOf(order) === 'delivery' ? (order.estimateMin ?? 0) : 0;
  const minutes = preparationTime === undefined ? order.estimateMax : preparationTime + ride;
  return Math.min(estimateLimits.max, Math.max(estimateLimits.min, minutes ?? estimateLimits.min));
}

/**
 * `confirm`: our acceptance, the move out of 'received', with the estimate the customer is shown.
 * A second confirm, or one after the order moved on, is 422 as the standard asks of a repeated
 * instruction.
 */
export async function confirmOrder(
  app: FastifyInstance,
  caller: OpenDeliveryCaller,
  order: Order,
  preparationTime: number | undefined,
): Promise<void> {
  if (order.status !== 'received') throw unprocessable(`The order is ${order.status}, not waiting for confirmation`);
  await advanceOrder(app.db, {
    profileId: caller.profileId,
    orderId: order.id,
    actor: 'integration',
    expectedStatus: 'received',
    estimateMinutes: estimateOf(order, preparationTime),
    cashbackDays: app.config.CASHBACK_DAYS,
  });
}

/**
 * Moves a confirmed order forward to `target` through the panel's status machine, one step at a
 * time, each recorded as the integration's: the standard lets the software skip the steps it does
 * not use (preparing, for one), our path does not, so the steps between are walked through. A
 * target behind the order, or not on its path (dispatching a takeout), is 422.
 */
export async function moveOrderTo(
  app: FastifyInstance,
  caller: OpenDeliveryCaller,
  order: Order,
  target: TOrderStatus,
): Promise<void> {
  const path = statusPath(deliveryTypeOf(order));
  const to = path.indexOf(target);
  if (to < 0) throw unprocessable(`A ${deliveryTypeOf(order)} order has no ${target} step`);
  if (order.status === 'received') throw unprocessable('The order must be confirmed first');
  const from = path.indexOf(order.status);
  if (from < 0 || from >= to) throw unprocessable(`The order is already ${order.status}`);
  let status: TOrderStatus = order.status;
  while (status !== target) {
    const moved = await advanceOrder(app.db, {
      profileId: caller.profileId,
      orderId: order.id,
      actor: 'integration',
      expectedStatus: status,
      cashbackDays: app.config.CASHBACK_DAYS,
    });
    status = moved.status;
  }
}

/**
 * `readyForPickup` of a delivery: the food waits for the courier (the standard's READY_FOR_PICKUP,
 * "ready for pickup by the customer or delivery person"). Our delivery path has no such step and
 * the customer's page none to show (decision 0057): the order is walked to 'preparing' if it was
 * not there, stays there until `dispatch`, and the event is written for the software (its
 * `lastEvent`) and the panel's list. Before the confirmation, once dispatched, or said twice: 422.
 */
export async function readyForCourier(app: FastifyInstance, caller: OpenDeliveryCaller, order: Order): Promise<void> {
  if (order.status === 'received') throw unprocessable('The order must be confirmed first');
  if (order.status !== 'accepted' && order.status !== 'preparing') {
    throw unprocessable(`The order is already ${order.status}`);
  }
  if ((await lastEventTypeOf(app.db, caller.linkId, order.id)) === 'READY_FOR_PICKUP') {
    throw unprocessable('The order is already ready for pickup');
  }
  if (order.status === 'accepted') await moveOrderTo(app, caller, order, 'preparing');
  await writeEvent(app.db, { orderId: order.id, shopId: sql`${order.shopId}::int` }, 'READY_FOR_PICKUP');
}

/**
 * `requestCancellation`: we grant it at once, as a cancel by the shop through the same service as
 * the panel's, with the software's reason (the customer reads it) and the standard's code (the
 * CANCELLED event carries it). Past the point where our machine allows a cancel, the standard's
 * 422 with `cancellationStatus: CANCELLATION_REQUEST_DENIED`.
 */
export async function requestCancellation(
  app: FastifyInstance,
  caller: OpenDeliveryCaller,
  order: Order,
  request: { reason: string; code: CancellationCode },
): Promise<void> {
  try {
    await cancelOrder(app.db, {
      profileId: caller.profileId,
      orderId: order.id,
      actor: 'integration',
      reason: request.reason,
      reasonCode: request.code,
      expectedStatus: order.status,
    });
  } catch (err) {
    if (err instanceof AppError && err.errorType === ErrorType.NOT_ALLOWED) {
      throw new OpenDeliveryError(
        422,
        `The order is ${order.status} and can no longer be cancelled`,
        'CANCELLATION_REQUEST_DENIED',
      );
    }
    throw err;
  }
}
