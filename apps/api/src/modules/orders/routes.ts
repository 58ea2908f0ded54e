import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { devCalls, orderCalls } from '@delivery/contract/calls/orders';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { TOrderStatus } from '@delivery/contract/order-status';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { register } from '../../http/register.ts';
import { createOrderEvents } from './events.ts';
import { placeOrder } from './place-order.ts';
import { findCustomerOrder, historyOf, itemsOf, ordersPage, reviewsOf } from './queries.ts';
import { saveReview } from './review.ts';
import { advanceOrder } from './status.ts';
import { wireOrder } from './wire-order.ts';

const PAGE_SIZE = 10;
const HEARTBEAT_MS = 25_000;

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const events = await createOrderEvents(app);
  const notFound = () => new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotFound);

  await register(app, checkoutCalls.saveOrder, (input, request) =>
    placeOrder(app.db, app.catalog, request.customer, input),
  );

  await register(app, orderCalls.getOrdersPage, async (input, { customer }) => {
    const page = input.page ?? 1;
    const rows = await ordersPage(app.db, customer.id, page, PAGE_SIZE);
    const shown = rows.slice(0, PAGE_SIZE);
    const ids = shown.map((o) => o.id);
    const [items, reviews] = await Promise.all([itemsOf(app.db, ids), reviewsOf(app.db, ids)]);
    const list = await Promise.all(shown.map((o) => wireOrder(o, items.get(o.id) ?? [], reviews.get(o.id) ?? null)));
    return {
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      orders: list,
      page,
      has_more: rows.length > PAGE_SIZE,
    };
  });

  await register(app, orderCalls.getStatusOrder, async (input, { customer }) => {
    const order = await findCustomerOrder(app.db, customer.id, input.order_id);
    if (!order) throw notFound();
    const [history, items, reviews] = await Promise.all([
      historyOf(app.db, order.id),
      itemsOf(app.db, [order.id]),
      reviewsOf(app.db, [order.id]),
    ]);
    return {
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      order_id: order.id,
      status: order.status,
      history: history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
      order: await wireOrder(order, items.get(order.id) ?? [], reviews.get(order.id) ?? null),
    };
  });

  await register(app, orderCalls.saveReview, (input, { customer }) => saveReview(app.db, customer, input));

  await register(app, orderCalls.orderEvents, async (_input, request, reply) => {
    const orderId = request.params.order_id;
    const res = reply.raw;
    const send = (status: TOrderStatus) =>
      res.write(`event: status\ndata: ${JSON.stringify({ order_id: orderId, status })}\n\n`);
    // Subscribed before reading, so a change in between is not lost.
    const unsubscribe = events.subscribe(orderId, send);
    const order = await findCustomerOrder(app.db, request.customer.id, orderId).catch((err: unknown) => {
      unsubscribe();
      throw err;
    });
    if (!order) {
      unsubscribe();
      throw notFound();
    }
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    send(order.status);
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });

  if (app.config.APP_ENV === 'sandbox') {
    await register(app, devCalls.advanceOrder, async (input, request) => {
      const status = await advanceOrder(app.db, request.tenant.id, input.order_id, {
        cancel: Boolean(input.cancel),
        cashbackDays: app.config.CASHBACK_DAYS,
      });
      return { error_type: ErrorType.OK, message: apiMessages.ok, status };
    });
  }
}
