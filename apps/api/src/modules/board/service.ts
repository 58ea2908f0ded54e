import type { CallBody } from '@delivery/contract/call';
import { estimateLimits, orderHistoryPageSize } from '@delivery/contract/board';
import type { boardCalls } from '@delivery/contract/calls/board';
import type { PaymentMethod } from '@delivery/contract/catalog';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { isCompletedStatus } from '@delivery/contract/order-status';
import { formatMoney } from '@delivery/contract/money';
import { toCents } from '@delivery/contract/pricing';
import { mayDo } from '@delivery/contract/staff';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { pauseShop, resumeShop, setAutoAccept, type CatalogCache } from '../catalog/service.ts';
import { markRefundSent, paymentsOf, refundPart, refundsOf } from '../payments/service.ts';
import {
  advanceOrder,
  answerProblem,
  boardOrdersOf,
  cancelOrder,
  delayOrder,
  delayRefusal,
  findProfileOrder,
  isInKitchen,
  markKitchenItem,
  markKitchenOrder,
  markPaid,
} from '../orders/service.ts';
import { requireShop, staffOfSession, type StaffScope } from '../staff/service.ts';
import type { BoardGrant } from './board-streams.ts';
import { issueBoardTicket, redeemBoardTicket } from './board-tickets.ts';
import { wireBoardOrder, type BoardPayment } from './wire-board-order.ts';

/** What other modules may ask of the boards: whether one shows a shop now. */
export { boardWatchedSql } from './board-watches.ts';

/*
 * The merchant board's rules: which shops a staff member's board shows, and what they may do with
 * their orders. Every order is reached through its shop, checked against the staff scope.
 */

/** What the board's services need, built once in routes.ts. */
export type BoardContext = { db: Database; catalog: CatalogCache; cashbackDays: number };

type Body<K extends keyof typeof boardCalls> = CallBody<(typeof boardCalls)[K]>;

/** The shops of the scope whose orders the person runs. */
const runnableShops = (scope: StaffScope): number[] =>
  [...scope.roles].filter(([, role]) => mayDo(role, 'runOrders')).map(([shopId]) => shopId);

/** The board's shops: the one asked (in reach, or 404), or every shop the person runs. */
function boardShops(scope: StaffScope, shopId: number | undefined | null): number[] {
  if (shopId === undefined || shopId === null) return runnableShops(scope);
  requireShop(scope, shopId, 'runOrders');
  return [shopId];
}

/** A ticket for the board of the shop asked, or of all the person runs, tied to this session. */
export async function boardTicket(db: Database, scope: StaffScope, sessionKey: string, shopId?: number) {
  boardShops(scope, shopId);
  return issueBoardTicket(db, sessionKey, shopId ?? null);
}

/**
 * Spends a board's ticket on this tenant: what the stream shows, as its session reaches now (a
 * shop given up since the ticket was issued is refused as out of reach).
 */
export async function grantOfTicket(db: Database, profileId: number, ticket: string): Promise<BoardGrant> {
  const spent = await redeemBoardTicket(db, ticket);
  if (!spent) throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.boardTicketInvalid);
  const scope = await staffOfSession(db, profileId, spent.sessionKey);
  if (!scope) throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.staffSessionExpired);
  return {
    staffId: scope.member.id,
    profileId,
    sessionKey: spent.sessionKey,
    shopIds: boardShops(scope, spent.shopId),
  };
}

/** The payments and refunds of these orders, by order. */
async function boardPayments(db: Database, orderIds: number[]): Promise<(orderId: number) => BoardPayment> {
  const [payments, refunds] = await Promise.all([paymentsOf(db, orderIds), refundsOf(db, orderIds)]);
  return (orderId) => ({ payment: payments.get(orderId) ?? null, refunds: refunds.get(orderId) ?? [] });
}

/** The orders of the board: open ones and those finished lately, newest first. */
export async function listBoard(ctx: BoardContext, scope: StaffScope, shopId?: number) {
  const rows = await boardOrdersOf(ctx.db, { shopIds: boardShops(scope, shopId) });
  const paymentOf = await boardPayments(
    ctx.db,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) => wireBoardOrder(row, paymentOf(row.order.id)));
}

/**
 * An order of a shop the person runs: any other is not found, whether it exists or not (another
 * shop's or profile's order is not told), and a role that may not run orders is refused with 14.
 */
async function orderInReach(ctx: BoardContext, scope: StaffScope, orderId: number) {
  const order = await findProfileOrder(ctx.db, scope.member.profileId, orderId);
  if (!order || !scope.roles.has(order.shopId)) throw new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotFound);
  requireShop(scope, order.shopId, 'runOrders');
  return order;
}

/** An order as the board shows it now. */
export async function boardOrderOf(db: Database, orderId: number) {
  const [row] = await boardOrdersOf(db, { orderId });
  if (!row) throw new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotFound);
  const paymentOf = await boardPayments(db, [orderId]);
  return wireBoardOrder(row, paymentOf(orderId));
}

/** The answer of a move: its message and the order as it is now. */
async function movedAnswer(ctx: BoardContext, orderId: number, message: string) {
  return { error_type: ErrorType.OK, message, order: await boardOrderOf(ctx.db, orderId) };
}

const byStaff = (scope: StaffScope) => ({ actor: 'staff' as const, staffId: scope.member.id });

/** `orderHistory`: a page of the shop's orders of any day, found by number, name, phone, status and days. */
export async function orderHistory(ctx: BoardContext, scope: StaffScope, body: Body<'orderHistory'>) {
  requireShop(scope, body.shop_id, 'runOrders');
  const page = body.page ?? 1;
  const rows = await boardOrdersOf(ctx.db, {
    search: {
      shopId: body.shop_id,
      text: body.q,
      status: body.status,
      from: body.from,
      to: body.to,
      limit: orderHistoryPageSize + 1,
      offset: (page - 1) * orderHistoryPageSize,
    },
  });
  const shown = rows.slice(0, orderHistoryPageSize);
  const paymentOf = await boardPayments(
    ctx.db,
    shown.map((row) => row.order.id),
  );
  return {
    error_type: ErrorType.OK,
    message: apiMessages.ok,
    orders: shown.map((row) => wireBoardOrder(row, paymentOf(row.order.id))),
    page,
    has_more: rows.length > orderHistoryPageSize,
  };
}

/** A new order is accepted with the minutes the shop promises; the customer's page shows the time. */
export async function accept(ctx: BoardContext, scope: StaffScope, body: Body<'acceptOrder'>) {
  const order = await orderInReach(ctx, scope, body.order_id);
  await advanceOrder(ctx.db, {
    profileId: scope.member.profileId,
    orderId: order.id,
    ...byStaff(scope),
    expectedStatus: 'received',
    estimateMinutes: body.estimate_minutes,
    cashbackDays: ctx.cashbackDays,
  });
  return movedAnswer(ctx, order.id, apiMessages.orderAccepted);
}

/** "Vai atrasar 15 min": the estimate grows, and the customer's page shows the new time at once. */
export async function delay(ctx: BoardContext, scope: StaffScope, body: Body<'delayOrder'>) {
  const order = await orderInReach(ctx, scope, body.order_id);
  const refusal = delayRefusal(order, body.minutes);
  if (refusal === 'too_long') {
    throw new AppError(
      ErrorType.NOT_ALLOWED,
      formatMessage(apiMessages.orderDelayTooLong, { max: estimateLimits.max }),
    );
  }
  if (refusal || !(await delayOrder(ctx.db, order, body.minutes))) {
    throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.orderNotDelayable);
  }
  return movedAnswer(ctx, order.id, formatMessage(apiMessages.orderDelayed, { minutes: body.minutes }));
}

/** The shop's answer to the problem its customer reported: the customer's order page shows it. */
export async function answerOrderProblem(ctx: BoardContext, scope: StaffScope, body: Body<'answerProblem'>) {
  const order = await orderInReach(ctx, scope, body.order_id);
  if (!(await answerProblem(ctx.db, order, scope.member.id, body.answer))) {
    throw new AppError(ErrorType.NOT_FOUND, apiMessages.problemNotFound);
  }
  return movedAnswer(ctx, order.id, apiMessages.problemAnswered);
}

/**
 * The kitchen's first mark on an accepted order says its preparation started: the customer sees
 * "Em preparo" as if the counter had moved it. A colleague's move first leaves it as they made it.
 */
async function startPreparing(ctx: BoardContext, scope: StaffScope, order: { id: number }) {
  try {
    await advanceOrder(ctx.db, {
      profileId: scope.member.profileId,
      orderId: order.id,
      ...byStaff(scope),
      expectedStatus: 'accepted',
      cashbackDays: ctx.cashbackDays,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.errorType !== ErrorType.NOT_ALLOWED) throw error;
  }
}

/** The kitchen screen marks an item made, or to be made again (decision 0099). */
export async function kitchenItem(ctx: BoardContext, scope: StaffScope, body: Body<'markKitchenItem'>) {
  const order = await orderInReach(ctx, scope, body.order_id);
  const done = body.done === '1';
  const marked = isInKitchen(order) ? await markKitchenItem(ctx.db, order, body.item, done) : 'not_in_kitchen';
  if (marked === 'not_in_kitchen') throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.kitchenNotHere);
  if (marked === 'no_item') throw new AppError(ErrorType.NOT_FOUND, apiMessages.kitchenItemNotFound);
  if (done && order.status === 'accepted') await startPreparing(ctx, scope, order);
  return movedAnswer(ctx, order.id, done ? apiMessages.kitchenItemDone : apiMessages.kitchenItemUndone);
}

/** "Pronto": the order leaves the kitchen screen, ready; or comes back to it. */
export async function kitchenOrder(ctx: BoardContext, scope: StaffScope, body: Body<'markKitchenOrder'>) {
  const order = await orderInReach(ctx, scope, body.order_id);
  const done = body.done === '1';
  if (!(await markKitchenOrder(ctx.db, order, done))) {
    throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.kitchenNotHere);
  }
  if (done && order.status === 'accepted') await startPreparing(ctx, scope, order);
  const message = done ? apiMessages.kitchenOrderDone : apiMessages.kitchenOrderBack;
  return movedAnswer(ctx, order.id, formatMessage(message, { number: order.number }));
}

/** A rejection is a cancel before accepting: once accepted, the order is cancelled instead. */
export async function reject(ctx: BoardContext, scope: StaffScope, body: Body<'rejectOrder'>) {
  const order = await orderInReach(ctx, scope, body.order_id);
  if (order.status !== 'received') {
    const message = order.status === 'cancelled' ? apiMessages.orderCannotCancel : apiMessages.orderAlreadyAccepted;
    throw new AppError(ErrorType.NOT_ALLOWED, message);
  }
  await cancelOrder(ctx.db, {
    profileId: scope.member.profileId,
    orderId: order.id,
    reason: body.reason,
    ...byStaff(scope),
    expectedStatus: 'received',
  });
  return movedAnswer(ctx, order.id, apiMessages.orderRejected);
}

const paidOnHandOver = new Set<PaymentMethod>(['cash', 'card_on_delivery']);

/**
 * From the status the card showed to the next of the order's path; accepting is `accept`. A cash
 * or card order is paid when it is delivered or picked up.
 */
export async function advance(ctx: BoardContext, scope: StaffScope, body: Body<'advanceOrder'>) {
  const order = await orderInReach(ctx, scope, body.order_id);
  if (body.status === 'received') throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.orderAcceptFirst);
  const moved = await advanceOrder(ctx.db, {
    profileId: scope.member.profileId,
    orderId: order.id,
    ...byStaff(scope),
    expectedStatus: body.status,
    cashbackDays: ctx.cashbackDays,
  });
  // Cash and card on delivery are paid into the hands of whoever hands the order over.
  if (isCompletedStatus(moved.status) && paidOnHandOver.has(order.paymentMethod)) {
    await markPaid(ctx.db, order.id, `staff:${scope.member.id}`);
  }
  return movedAnswer(ctx, order.id, apiMessages.orderAdvanced);
}

/** Cancels with a reason where the status machine allows it (before the last two steps). */
export async function cancel(ctx: BoardContext, scope: StaffScope, body: Body<'cancelOrder'>) {
  const order = await orderInReach(ctx, scope, body.order_id);
  await cancelOrder(ctx.db, {
    profileId: scope.member.profileId,
    orderId: order.id,
    reason: body.reason,
    ...byStaff(scope),
  });
  return movedAnswer(ctx, order.id, apiMessages.orderCancelled);
}

/** Stops taking orders for some minutes (customers see the shop closed), or takes them again (0). */
export async function pause(ctx: BoardContext, scope: StaffScope, body: Body<'pauseShop'>) {
  requireShop(scope, body.shop_id, 'runOrders');
  if (body.minutes === 0) {
    await resumeShop(ctx.db, ctx.catalog, body.shop_id);
    return { error_type: ErrorType.OK, message: apiMessages.shopResumed, paused_until: null };
  }
  const until = await pauseShop(ctx.db, ctx.catalog, body.shop_id, body.minutes);
  return {
    error_type: ErrorType.OK,
    message: formatMessage(apiMessages.shopPaused, { minutes: body.minutes }),
    paused_until: until.toISOString(),
  };
}

/** Owners choose whether the shop's new orders are accepted for them (decision 0030). */
export async function autoAccept(ctx: BoardContext, scope: StaffScope, body: Body<'setAutoAccept'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  const on = await setAutoAccept(ctx.db, ctx.catalog, body.shop_id, body.auto_accept === '1');
  return {
    error_type: ErrorType.OK,
    message: on ? apiMessages.autoAcceptOn : apiMessages.autoAcceptOff,
    auto_accept: on,
  };
}

/** Marks an order paid by hand (a static Pix seen in the account, cash or card on delivery). */
export async function markOrderPaid(ctx: BoardContext, scope: StaffScope, body: Body<'markOrderPaid'>) {
  const order = await orderInReach(ctx, scope, body.order_id);
  if (order.status === 'cancelled') throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.orderCancelledUnpaid);
  // Only the gateway says a card paid in the app was paid (its charge, its notification).
  if (order.paymentMethod === 'card_online') throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.cardPaidByGateway);
  const done = await markPaid(ctx.db, order.id, `staff:${scope.member.id}`);
  return movedAnswer(ctx, order.id, done === 'paid' ? apiMessages.orderMarkedPaid : apiMessages.orderAlreadyPaid);
}

/**
 * The owner gives back part of a card paid in the app (a missing item), with the reason the
 * customer reads: the gateway refunds it by a job, and the day's numbers count it.
 */
export async function refundOrderPart(ctx: BoardContext, scope: StaffScope, body: Body<'refundOrderPart'>) {
  const order = await orderInReach(ctx, scope, body.order_id);
  requireShop(scope, order.shopId, 'manageShop');
  const amountCents = toCents(body.amount);
  const refund = await refundPart(ctx.db, order, { amountCents, reason: body.reason, staffId: scope.member.id });
  if (refund === 'not_paid') throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.refundPartNotCard);
  if ('leftCents' in refund) {
    const left = formatMoney(refund.leftCents);
    throw new AppError(ErrorType.NOT_ALLOWED, formatMessage(apiMessages.refundPartTooMuch, { amount: left }));
  }
  return movedAnswer(ctx, order.id, formatMessage(apiMessages.refundPartAsked, { amount: formatMoney(amountCents) }));
}

/** The shop sent a cancelled order's Pix back by hand: its refund is done, and the customer sees it. */
export async function markOrderRefunded(ctx: BoardContext, scope: StaffScope, body: Body<'markOrderRefunded'>) {
  const order = await orderInReach(ctx, scope, body.order_id);
  const done = await markRefundSent(ctx.db, order.id, `staff:${scope.member.id}`);
  if (done === 'none') throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.orderNoShopRefund);
  return movedAnswer(ctx, order.id, done === 'done' ? apiMessages.orderRefundMarked : apiMessages.orderRefundAlready);
}
