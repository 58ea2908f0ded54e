import { shopReviewCalls } from '@delivery/contract/calls/shop-reviews';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { devCalls, orderCalls } from '@delivery/contract/calls/orders';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { promiseCountStart } from '@delivery/contract/order-times';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { register } from '../../http/register.ts';
import { pickupPlaceOf, shopLogosOf, shopOfProfile, summarize } from '../catalog/service.ts';
import {
  paidAmong,
  passPixChargeExpiry,
  paymentForPage,
  paymentsOf,
  reconcileCardPayment,
  refundsOf,
} from '../payments/service.ts';
import { customerOfSession, readToken, sessionKey } from '../sessions/service.ts';
import { courierOf } from './courier.ts';
import { createOrderStreams } from './order-streams.ts';
import { placeOrder, placeOrderContext } from './place-order.ts';
import {
  deliveryTypeOf,
  findCustomerOrder,
  historyOf,
  itemsOf,
  ordersPage,
  findProfileOrder,
  passAcceptDeadline,
  reviewsOf,
} from './queries.ts';
import { cancelByCustomer } from './customer-cancel.ts';
import { problemsOf, reportProblem } from './problems.ts';
import { answerReview, saveReview, shopReviews, staffShopReviews } from './review.ts';
import { issueStreamTicket, redeemStreamTicket, STREAM_TICKET_SECONDS } from './stream-tickets.ts';
import { advanceOrder } from './status.ts';
import { cancelOrder } from './cancel-order.ts';
import { sweepAcceptTimeouts } from './accept-timeout.ts';
import { schedulePixExpiry, workPixExpiries } from './pix-expiry.ts';
import { wireOrder } from './wire-order.ts';

const PAGE_SIZE = 10;

/**
 * The shop's promise once it accepted: its minutes, and the time they make from the acceptance (or
 * from the kitchen's later start). A scheduled order is promised for its slot, unless the minutes
 * counted from then end later (an order accepted too late for it).
 */
function promisedTime(
  order: { estimateMinutes: number | null; preparationStartsAt: Date | null; scheduledAt: Date | null },
  history: { status: string; at: Date }[],
) {
  const accepted = history.find((step) => step.status === 'accepted');
  if (order.estimateMinutes === null || !accepted) return {};
  const start = promiseCountStart(accepted.at, order.preparationStartsAt);
  const expected = Math.max(start + order.estimateMinutes * 60_000, order.scheduledAt?.getTime() ?? 0);
  return { estimate_minutes: order.estimateMinutes, expected_at: new Date(expected).toISOString() };
}

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const streams = await createOrderStreams(app, app.orderEvents, {
    perCustomer: app.config.STREAMS_PER_CUSTOMER,
    perProcess: app.config.STREAMS_PER_PROCESS,
    heartbeatMs: app.config.STREAM_HEARTBEAT_MS,
  });
  const notFound = () => new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotFound);
  await sweepAcceptTimeouts(app, app.config.ACCEPT_TIMEOUT_SWEEP_MS);
  await workPixExpiries(app);

  const placing = placeOrderContext(app);
  await register(app, checkoutCalls.saveOrder, (input, request) =>
    placeOrder(placing, request.customer, input, { tenant: request.tenant, host: request.hostname }),
  );

  await register(app, orderCalls.getOrdersPage, async (input, { customer }) => {
    const page = input.page ?? 1;
    const rows = await ordersPage(app.db, customer.id, page, PAGE_SIZE);
    const shown = rows.slice(0, PAGE_SIZE);
    const ids = shown.map((o) => o.id);
    const [items, reviews, payments, refunds, logos] = await Promise.all([
      itemsOf(app.db, ids),
      reviewsOf(app.db, ids),
      paymentsOf(app.db, ids),
      refundsOf(app.db, ids),
      shopLogosOf(
        app.db,
        shown.map((o) => o.shopId),
      ),
    ]);
    const list = await Promise.all(
      shown.map(async (o) => ({
        ...(await wireOrder(
          o,
          items.get(o.id) ?? [],
          reviews.get(o.id) ?? null,
          payments.get(o.id) ?? null,
          refunds.get(o.id) ?? [],
        )),
        shop_logo: logos.get(o.shopId) ?? '',
      })),
    );
    return {
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      orders: list,
      page,
      has_more: rows.length > PAGE_SIZE,
    };
  });

  /** An order of the customer as its page reads it: status, history, lines, times, courier, pickup place. */
  const statusAnswer = async (order: NonNullable<Awaited<ReturnType<typeof findCustomerOrder>>>, message: string) => {
    const [history, items, reviews, payment, refunds, pickupPlace, courier, problems] = await Promise.all([
      historyOf(app.db, order.id),
      itemsOf(app.db, [order.id]),
      reviewsOf(app.db, [order.id]),
      paymentForPage(app.pix, order.id).then((payment) => reconcileCardPayment(app.cards, payment)),
      refundsOf(app.db, [order.id]).then((found) => found.get(order.id) ?? []),
      deliveryTypeOf(order) === 'pickup' ? pickupPlaceOf(app.catalog, order.shopId) : null,
      courierOf(app.db, order),
      problemsOf(app.db, [order.id]),
    ]);
    const problem = problems.get(order.id);
    return {
      error_type: ErrorType.OK,
      message,
      order_id: order.id,
      status: order.status,
      history: history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
      order: await wireOrder(order, items.get(order.id) ?? [], reviews.get(order.id) ?? null, payment, refunds),
      ...(pickupPlace ? { pickup_place: pickupPlace } : {}),
      ...(order.status === 'cancelled' && order.cancelReason ? { cancel_reason: order.cancelReason } : {}),
      ...promisedTime(order, history),
      ...(order.delayMinutes > 0 ? { delay_minutes: order.delayMinutes } : {}),
      ...(order.preparationStartsAt ? { preparation_starts_at: order.preparationStartsAt.toISOString() } : {}),
      ...(courier ? { courier } : {}),
      ...(problem ? { problem } : {}),
    };
  };
  const customerOrder = async (customerId: number, orderId: number) => {
    const order = await findCustomerOrder(app.db, customerId, orderId);
    if (!order) throw notFound();
    return order;
  };

  await register(app, orderCalls.getStatusOrder, async (input, { customer }) =>
    statusAnswer(await customerOrder(customer.id, input.order_id), apiMessages.ok),
  );
  await register(app, orderCalls.cancelMyOrder, async (input, { customer }) => {
    await cancelByCustomer(app.db, customer.id, input);
    const answer = await statusAnswer(
      await customerOrder(customer.id, input.order_id),
      apiMessages.orderCancelledByYou,
    );
    // What was paid goes back (the refund the cancel started): the answer says so.
    return answer.order.refund ? { ...answer, message: apiMessages.orderCancelledByYouRefund } : answer;
  });

  await register(app, orderCalls.reportProblem, async (input, { customer }) => {
    await reportProblem(app.db, customer.id, input);
    return statusAnswer(await customerOrder(customer.id, input.order_id), apiMessages.problemReported);
  });

  await register(app, orderCalls.saveReview, (input, { customer }) => saveReview(app.db, customer, input));
  // The shop's page of reviews: its rating from the catalog, the reviews kept here.
  await register(app, catalogCalls.listReviews, async (input, request) => {
    const bundle = await shopOfProfile(app.catalog, request.tenant.id, input.shop_id);
    const page = input.page ?? 1;
    const { reviews, hasMore } = await shopReviews(app.db, bundle.shop.id, page);
    const { rating, rating_count } = summarize(bundle);
    return {
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      shop_id: bundle.shop.id,
      rating,
      rating_count,
      by_stars: bundle.shop.ratingByStars,
      reviews,
      page,
      has_more: hasMore,
    };
  });

  // The panel's reviews: its rating from the catalog too, the reviews and answers kept here.
  await register(app, shopReviewCalls.shopReviews, async (input, request) => {
    const { reviews, hasMore, page, unanswered } = await staffShopReviews(app.db, request.staff, input);
    const { rating, rating_count } = summarize(await shopOfProfile(app.catalog, request.tenant.id, input.shop_id));
    return {
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      shop_id: input.shop_id,
      rating,
      rating_count,
      unanswered_count: unanswered,
      reviews,
      page,
      has_more: hasMore,
    };
  });
  await register(app, shopReviewCalls.answerReview, (input, request) => answerReview(app.db, request.staff, input));

  await register(app, orderCalls.orderEventsTicket, async (input, request) => {
    const order = await findCustomerOrder(app.db, request.customer.id, input.order_id);
    if (!order) throw notFound();
    // The signed-in hook has read this same token: the ticket stays tied to its session.
    const ticket = await issueStreamTicket(app.db, order.id, sessionKey(readToken(request) ?? ''));
    return { error_type: ErrorType.OK, message: apiMessages.ok, ticket, expires_in: STREAM_TICKET_SECONDS };
  });

  await register(app, orderCalls.orderEvents, async (input, request, reply) => {
    const orderId = request.params.order_id;
    const spent = await redeemStreamTicket(app.db, input.ticket);
    if (!spent || spent.orderId !== orderId) {
      throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.streamTicketInvalid);
    }
    const customer = await customerOfSession(app.db, request.tenant.id, spent.sessionKey);
    if (!customer) throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.sessionExpired);
    await streams.open(request, reply, { orderId, customerId: customer.id, sessionKey: spent.sessionKey }, async () => {
      const [order, paid] = await Promise.all([
        findCustomerOrder(app.db, customer.id, orderId),
        paidAmong(app.db, [orderId]),
      ]);
      return order ? { status: order.status, paid: paid.has(orderId) } : null;
    });
  });

  if (app.config.APP_ENV === 'sandbox') {
    // The sandbox's stand-in for the shop's staff, until the merchant panel moves orders.
    await register(app, devCalls.advanceOrder, async (input, request) => {
      if (input.cancel) {
        await cancelOrder(app.db, {
          profileId: request.tenant.id,
          orderId: input.order_id,
          reason: input.reason ?? null,
          actor: 'staff',
        });
        return { error_type: ErrorType.OK, message: apiMessages.ok, status: 'cancelled' as const };
      }
      const { status } = await advanceOrder(app.db, {
        profileId: request.tenant.id,
        orderId: input.order_id,
        actor: 'staff',
        cashbackDays: app.config.CASHBACK_DAYS,
      });
      return { error_type: ErrorType.OK, message: apiMessages.ok, status };
    });
    // The accept timeout without a shop's minutes of waiting, for the journeys: the sweep still decides.
    await register(app, devCalls.passAcceptDeadline, async (input, request) => {
      if (!(await passAcceptDeadline(app.db, request.tenant.id, input.order_id))) {
        throw new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotWaitingAcceptance);
      }
      return { error_type: ErrorType.OK, message: apiMessages.ok };
    });
    // A Pix charge's time without waiting it out, for the journeys: the expiry job still decides.
    await register(app, devCalls.passPixExpiry, async (input, request) => {
      const order = await findProfileOrder(app.db, request.tenant.id, input.order_id);
      if (!order || !(await passPixChargeExpiry(app.db, order.id))) {
        throw new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotWaitingPix);
      }
      await schedulePixExpiry(
        app.jobs,
        app.db,
        { id: order.id, profileId: request.tenant.id },
        new Date(),
        `${order.id}:now`,
      );
      return { error_type: ErrorType.OK, message: apiMessages.ok };
    });
  }
}
