import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openDeliveryEventTypes } from '../../db/schema/open-delivery.ts';
import {
  courierRefusal,
  deliveryTypeOf,
  integrationOrderOf,
  preparationStartRefusal,
  recordCourier,
  setPreparationStart,
} from '../orders/service.ts';
import { createGeocoder } from '../../providers/geocoder.ts';
import { paymentsOf } from '../payments/service.ts';
import { callerOrder, confirmOrder, moveOrderTo, readyForCourier, requestCancellation } from './actions.ts';
import { requireOpenDeliveryToken } from './auth.ts';
import { deliveryPlaces } from './delivery-place.ts';
import { cancellationCodes } from './event-rows.ts';
import { acknowledgeEvents, eventDocument, lastEventTypeOf, pendingEvents } from './events.ts';
import { orderIdOf } from './ids.ts';
import { orderDocument } from './order-document.ts';
import { OpenDeliveryError } from './problem.ts';
import { courierReportOf, DeliveryTrackingInfo } from './tracking.ts';

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
const OrderParams = z.object({ orderId: z.string().max(100) });
const ConfirmBody = z.object({
  reason: z.string().max(500).optional(),
  createdAt: z.string().max(40).optional(),
  orderExternalCode: z.string().max(100).optional(),
  preparationTime: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
});
const CancelBody = z.object({
  reason: z.string().trim().min(1).max(200),
  code: z.enum(cancellationCodes.filter((code) => !code.startsWith('CONSUMER') && !code.startsWith('OTHER'))),
  mode: z.enum(['AUTO', 'MANUAL']),
  outOfStockItems: z.array(z.string().max(100)).max(100).optional(),
  invalidItems: z.array(z.string().max(100)).max(100).optional(),
});
const DenyBody = z.object({ reason: z.string().max(500), code: z.enum(['DISH_ALREADY_DONE', 'OUT_FOR_DELIVERY']) });
const TrackingBody = z.object({ deliveryTrackingInfo: DeliveryTrackingInfo });
const DispatchBody = z.object({ deliveryTrackingInfo: DeliveryTrackingInfo.optional() });
const DetailsBody = z.object({ preparationStartDateTime: z.iso.datetime({ offset: true }).optional() }).strict();
const courierRefusals = {
  pickup: 'A takeout order has no delivery to track',
  unaccepted: 'The order must be confirmed first',
  over: 'The order is over: its delivery is no longer tracked',
} as const;
const preparationRefusals = {
  started: 'The preparation of this order has already started',
  before_order: 'preparationStartDateTime is before the order was created',
  too_late: 'preparationStartDateTime is more than a day after the order was created',
} as const;
const ValidateCodeQuery = z.object({ deliveryCode: z.string().min(1).max(100) });

/** This host's address of the standard's order details. */
const ordersBaseOf = (request: FastifyRequest) => `${request.protocol}://${request.host}/opendelivery/v1/orders`;

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
  const deliveryPlaceOf = deliveryPlaces(createGeocoder(app.config.GEOCODER_URL));

  routes.get('/v1/orders/:orderId', { schema: { params: OrderParams } }, async (request) => {
    const caller = request.openDelivery;
    const orderId = orderIdOf(request.params.orderId);
    const order = orderId === null ? null : await integrationOrderOf(app.db, { ...caller, orderId });
    if (!order) throw new OpenDeliveryError(404, 'Order not found');
    const payment = (await paymentsOf(app.db, [order.order.id])).get(order.order.id) ?? null;
    const lastEvent = await lastEventTypeOf(app.db, caller.linkId, order.order.id);
    const place = await deliveryPlaceOf(order);
    const codes = await app.openDelivery.itemCodes(caller.shopId, {
      products: order.items.map((item) => item.productId),
      options: order.items.flatMap((item) => item.options.flatMap((option) => option.optionId ?? [])),
    });
    const context = { merchantId: caller.merchantId, appId: app.openDelivery.appId, payment, place, codes };
    return {
      ...orderDocument(order, context),
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

  /** The standard's status moves: 202 once made; 422 when our machine refuses it. */
  routes.post(
    '/v1/orders/:orderId/confirm',
    { schema: { params: OrderParams, body: ConfirmBody.optional() } },
    async (request, reply) => {
      const order = await callerOrder(app, request.openDelivery, request.params.orderId);
      await confirmOrder(app, request.openDelivery, order, request.body?.preparationTime);
      return reply.code(202).send();
    },
  );
  const moves = [
    ['preparing', 'preparing'],
    ['readyForPickup', 'ready_for_pickup'],
    ['pickedUp', 'picked_up'],
    ['delivered', 'delivered'],
  ] as const;
  for (const [action, target] of moves) {
    routes.post(`/v1/orders/:orderId/${action}`, { schema: { params: OrderParams } }, async (request, reply) => {
      const order = await callerOrder(app, request.openDelivery, request.params.orderId);
      // A delivery's readyForPickup is the courier's: the food waits for them, the status stays.
      if (target === 'ready_for_pickup' && deliveryTypeOf(order) === 'delivery') {
        await readyForCourier(app, request.openDelivery, order);
      } else {
        await moveOrderTo(app, request.openDelivery, order, target);
      }
      return reply.code(202).send();
    });
  }
  // The standard's dispatch may name the courier: the customer's page shows them at once.
  routes.post(
    '/v1/orders/:orderId/dispatch',
    { schema: { params: OrderParams, body: DispatchBody.optional() } },
    async (request, reply) => {
      const order = await callerOrder(app, request.openDelivery, request.params.orderId);
      await moveOrderTo(app, request.openDelivery, order, 'out_for_delivery');
      const info = request.body?.deliveryTrackingInfo;
      if (info) await recordCourier(app.db, order, courierReportOf(info));
      return reply.code(202).send();
    },
  );

  routes.post(
    '/v1/orders/:orderId/requestCancellation',
    { schema: { params: OrderParams, body: CancelBody } },
    async (request, reply) => {
      const order = await callerOrder(app, request.openDelivery, request.params.orderId);
      await requestCancellation(app, request.openDelivery, order, request.body);
      return reply.code(202).send();
    },
  );
  // Our customers cannot ask a shop to cancel (they call it): no request is ever pending.
  routes.post('/v1/orders/:orderId/acceptCancellation', { schema: { params: OrderParams } }, async (request) => {
    await callerOrder(app, request.openDelivery, request.params.orderId);
    throw new OpenDeliveryError(422, 'No cancellation request is pending for this order');
  });
  routes.post(
    '/v1/orders/:orderId/denyCancellation',
    { schema: { params: OrderParams, body: DenyBody } },
    async (request) => {
      await callerOrder(app, request.openDelivery, request.params.orderId);
      throw new OpenDeliveryError(422, 'No cancellation request is pending for this order');
    },
  );
  // We issue no delivery codes, so none is valid: 400 with the cause, as the standard asks.
  routes.post(
    '/v1/orders/:orderId/validateCode',
    { schema: { params: OrderParams, querystring: ValidateCodeQuery } },
    async (request) => {
      await callerOrder(app, request.openDelivery, request.params.orderId);
      throw new OpenDeliveryError(400, 'This ordering application issues no delivery codes');
    },
  );
  // The order says sendTracking: true for a delivery: the shop's courier, as its software follows them.
  routes.post(
    '/v1/orders/:orderId/tracking',
    { schema: { params: OrderParams, body: TrackingBody } },
    async (request, reply) => {
      const order = await callerOrder(app, request.openDelivery, request.params.orderId);
      const refusal = courierRefusal(order);
      if (refusal) throw new OpenDeliveryError(422, courierRefusals[refusal]);
      await recordCourier(app.db, order, courierReportOf(request.body.deliveryTrackingInfo));
      return reply.code(202).send();
    },
  );
  // The one field the standard lets the software change: the kitchen's start, until it starts.
  routes.patch(
    '/v1/orders/:orderId/details',
    { schema: { params: OrderParams, body: DetailsBody } },
    async (request, reply) => {
      const order = await callerOrder(app, request.openDelivery, request.params.orderId);
      const sent = request.body.preparationStartDateTime;
      if (sent === undefined) return reply.code(200).send();
      const at = new Date(sent);
      const refusal = preparationStartRefusal(order, at);
      if (refusal) throw new OpenDeliveryError(400, preparationRefusals[refusal]);
      if (!(await setPreparationStart(app.db, order, at)))
        throw new OpenDeliveryError(400, preparationRefusals.started);
      return reply.code(200).send();
    },
  );

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
