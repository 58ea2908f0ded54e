import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOpenDeliveryToken } from '../open-delivery/service.ts';
import { registerMenuImports } from './import-jobs.ts';
import { merchantAvailability, merchantStatus, menuUpdated, onboardMerchant } from './service.ts';

const MerchantIdQuery = z.object({ merchantId: z.string().min(1).max(100) });
const MerchantParams = z.object({ id: z.string().min(1).max(100) });
const url = z.string().min(1).max(2000);
const MerchantApiInfo = z.object({
  getMerchantURL: z.object({ baseURL: url, apiKey: z.string().min(1).max(500).optional() }).optional(),
  ordersWebhookURL: url.optional(),
  orderingAppMerchantId: z.string().max(100).optional(),
});
const status = z.enum(['AVAILABLE', 'UNAVAILABLE']);
const entityTypes = [
  'MERCHANT',
  'BASIC_INFO',
  'SERVICE',
  'MENU',
  'CATEGORY',
  'ITEM',
  'ITEM_OFFER',
  'OPTION_GROUP',
  'OPTION',
  'AVAILABILITY',
] as const;
// The objects are not read (a re-import reads the whole merchant), only counted.
const MerchantUpdate = z
  .object({
    merchantStatus: status.optional(),
    entityType: z.enum(entityTypes).optional(),
    updatedObjects: z.array(z.unknown()).max(10_000).optional(),
  })
  .refine((update) => !update.entityType || (update.updatedObjects?.length ?? 0) > 0, {
    message: 'updatedObjects cannot be empty when entityType is given',
    path: ['updatedObjects'],
  })
  .nullish();

/**
 * The merchant routes of the standard we host as the Ordering Application (decision 0050), under
 * the Open Delivery scope: every one needs the software's bearer token, which names its shop.
 */
export async function openDeliveryMerchantRoutes(app: FastifyInstance): Promise<void> {
  await registerMenuImports(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireOpenDeliveryToken(app);

  routes.get('/v1/merchantStatus', { preHandler, schema: { querystring: MerchantIdQuery } }, async (request) =>
    merchantStatus(app, request.openDelivery, request.query.merchantId),
  );

  routes.put(
    '/v1/merchantOnboarding',
    { preHandler, schema: { querystring: MerchantIdQuery, body: MerchantApiInfo } },
    async (request, reply) => reply.code(201).send(await onboardMerchant(app, request.openDelivery, request.body)),
  );

  routes.get('/v1/merchant/:id/status', { preHandler, schema: { params: MerchantParams } }, async (request) =>
    merchantAvailability(app, request.openDelivery, request.params.id),
  );

  routes.post('/v1/menuUpdated', { preHandler, schema: { body: MerchantUpdate } }, async (request, reply) => {
    await menuUpdated(app, request.openDelivery, request.body ?? {});
    return reply.code(204).send();
  });
}
