import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openDeliveryEventTypes } from '../../db/schema/open-delivery.ts';
import { integrationOrderOf } from '../orders/service.ts';
import { paymentsOf } from '../payments/service.ts';
import { requireOpenDeliveryToken } from './auth.ts';
import { acknowledgeEvents, eventDocument, lastEventTypeOf, pendingEvents } from './events.ts';
import { orderIdOf } from './ids.ts';
import { orderDocument } from './order-document.ts';
import { OpenDeliveryError } from './problem.ts';

const EventType = z.enum(openDeliveryEventTypes);
const PollingQuery = z.object({
  // Repeated as the standard sends arrays (?eventType=A&eventType=B); one value arrives as a string.
  eventType: z
    .union([EventType, z.array(EventType).min(1).max(15)])
    .optional()
    .transform((value) => (value === undefined ? null : Array.isArray(value) ? value : [value])),
});
const AckBody = z
  .array(z.object({ id: z.uuid(), orderId: z.string().max(100), eventType: EventType }))
  .min(1)
  .max(100);
export const OrderParams = z.object({ orderId: z.string().max(100) });

/** This host's address of the standard's order details. */
export const ordersBaseOf = (request: FastifyRequest) => `${request.protocol}://${request.host}/opendelivery/v1/orders`;

/** The merchants `x-polling-merchants` names, when it is sent (one header, or one repeated). */
function pollingMerchants(request: FastifyRequest): string[] | null {
  const header = request.headers['x-polling-merchants'];
  if (header === undefined) return null;
  const names = (Array.isArray(header) ? header : [header])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (!names.length) throw new OpenDeliveryError(400, 'x-polling-merchants must be omitted or non-empty');
  return names;
}

/**
 * The order side of the standard that the software reads: an order's details, polling and its
 * acknowledgment. Every route needs a token, and reaches only the token's shop: another shop's
 * order is 404 as if it did not exist.
 */
export async function openDeliveryOrderRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('preHandler', requireOpenDeliveryToken(app));

  routes.get('/v1/orders/:orderId', { schema: { params: OrderParams } }, async (request) => {
    const caller = request.openDelivery;
    const orderId = orderIdOf(request.params.orderId);
    const order = orderId === null ? null : await integrationOrderOf(app.db, { ...caller, orderId });
    if (!order) throw new OpenDeliveryError(404, 'Order not found');
    const payment = (await paymentsOf(app.db, [order.order.id])).get(order.order.id) ?? null;
    const lastEvent = await lastEventTypeOf(app.db, caller.linkId, order.order.id);
    return {
      ...orderDocument(order, { merchantId: caller.merchantId, appId: app.openDelivery.appId, payment }),
      ...(lastEvent ? { lastEvent } : {}),
    };
  });

  // '::' is Fastify's escaped ':': the standard's path is literally `events:polling`.
  routes.get('/v1/events::polling', { schema: { querystring: PollingQuery } }, async (request, reply) => {
    const caller = request.openDelivery;
    const merchants = pollingMerchants(request);
    if (merchants && !merchants.includes(caller.merchantId)) return reply.code(204).send();
    const events = await pendingEvents(app.db, caller.linkId, request.query.eventType);
    if (!events.length) return reply.code(204).send();
    const base = ordersBaseOf(request);
    return events.map((event) => eventDocument(event, base, app.openDelivery.appId));
  });

  routes.post('/v1/events/acknowledgment', { schema: { body: AckBody } }, async (request, reply) => {
    const acknowledged = await acknowledgeEvents(
      app.db,
      request.openDelivery.linkId,
      request.body.map((event) => event.id),
    );
    if (!acknowledged) throw new OpenDeliveryError(404, 'No such events');
    return reply.code(202).send();
  });
}
