import { ZEnvelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import {
  type TOrderStatus,
  ZOrdersPageRequest,
  ZOrdersPageResponse,
  ZSaveOrderRequest,
  ZSaveOrderResponse,
  ZSaveReviewRequest,
  ZStatusOrderRequest,
  ZStatusOrderResponse,
} from '@delivery/contract/orders';
import { checkoutPaths, orderPaths } from '@delivery/contract/routes';
import { zId, zText } from '@delivery/contract/fields';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { customerOfToken, readToken } from '../../http/session.ts';
import { createOrderEvents } from './events.ts';
import { placeOrder } from './place-order.ts';
import { findCustomerOrder, historyOf, itemsOf, ordersPage, reviewsOf } from './queries.ts';
import { saveReview } from './review.ts';
import { advanceOrder } from './status.ts';
import { wireOrder } from './wire-order.ts';

const PAGE_SIZE = 10;
const HEARTBEAT_MS = 25_000;

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const events = await createOrderEvents(app);
  const notFound = () => new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotFound, 404);

  app.post(
    checkoutPaths.saveOrder,
    {
      schema: {
        tags,
        summary: 'Places the order: re-validated, written in one transaction, idempotent on idempotency_key',
        body: ZSaveOrderRequest,
        response: { 200: ZSaveOrderResponse },
      },
    },
    async (request) => {
      const customer = await customerOfToken(app.db, request.tenant.id, readToken(request));
      return placeOrder(app.db, app.catalog, customer, request.body);
    },
  );

  app.post(
    orderPaths.getOrdersPage,
    {
      schema: {
        tags,
        summary: "The customer's orders, newest first, 10 a page",
        body: ZOrdersPageRequest,
        response: { 200: ZOrdersPageResponse },
      },
    },
    async (request) => {
      const customer = await customerOfToken(app.db, request.tenant.id, readToken(request));
      const page = request.body.page ?? 1;
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
    },
  );

  app.post(
    orderPaths.getStatusOrder,
    {
      schema: {
        tags,
        summary: 'The status of an order of the customer, with its history',
        body: ZStatusOrderRequest,
        response: { 200: ZStatusOrderResponse },
      },
    },
    async (request) => {
      const customer = await customerOfToken(app.db, request.tenant.id, readToken(request));
      const order = await findCustomerOrder(app.db, customer.id, request.body.order_id);
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
    },
  );

  app.post(
    orderPaths.saveReview,
    {
      schema: {
        tags,
        summary: 'Reviews a delivered order of the customer: 1 to 5 stars and a comment, once',
        body: ZSaveReviewRequest,
        response: { 200: ZEnvelope },
      },
    },
    async (request) => {
      const customer = await customerOfToken(app.db, request.tenant.id, readToken(request));
      return saveReview(app.db, customer, request.body);
    },
  );

  app.get(
    '/api/orders/:order_id/events',
    {
      schema: {
        tags,
        summary: "Server-Sent Events of the order's status ('status' events with {order_id, status})",
        params: z.object({ order_id: zId() }),
        querystring: z.object({ token: zText(200).min(1) }),
      },
    },
    async (request, reply) => {
      const customer = await customerOfToken(app.db, request.tenant.id, request.query.token);
      const orderId = request.params.order_id;
      const res = reply.raw;
      const send = (status: TOrderStatus) =>
        res.write(`event: status\ndata: ${JSON.stringify({ order_id: orderId, status })}\n\n`);
      // Subscribed before reading, so a change in between is not lost.
      const unsubscribe = events.subscribe(orderId, send);
      const order = await findCustomerOrder(app.db, customer.id, orderId).catch((err: unknown) => {
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
    },
  );

  if (app.config.APP_ENV === 'sandbox') {
    app.post(
      orderPaths.advance,
      {
        schema: {
          hide: true,
          body: z.object({
            order_id: zId(),
            cancel: z.union([z.literal('1'), z.literal(1), z.literal(true)]).optional(),
          }),
        },
      },
      async (request) => {
        const status = await advanceOrder(app.db, request.tenant.id, request.body.order_id, {
          cancel: Boolean(request.body.cancel),
          cashbackDays: app.config.CASHBACK_DAYS,
        });
        return { error_type: ErrorType.OK, message: apiMessages.ok, status };
      },
    );
  }
};
