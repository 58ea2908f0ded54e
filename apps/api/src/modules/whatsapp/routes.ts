import { whatsAppCalls } from '@delivery/contract/calls/whatsapp';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { register } from '../../http/register.ts';
import { secretReader } from '../../providers/secret-source.ts';
import { loadSecretsKey } from '../../providers/secrets-key.ts';
import { graphUrlOf } from './service.ts';
import { removeWhatsApp, saveWhatsApp, submitWhatsAppTemplates, whatsAppSettings } from './settings.ts';
import { saveShopWhatsAppAlert, shopWhatsAppAlert } from './shop-alerts.ts';
import { answerChallenge, receiveWebhook } from './webhook.ts';

/** Meta's webhooks carry a few events each: a megabyte is far above any. */
const MAX_WEBHOOK_BYTES = 1_048_576;

const ZParams = z.object({ profileId: z.coerce.number().int().min(1).max(2_147_483_647) });
const ZChallenge = z.object({
  'hub.mode': z.string().max(32).optional(),
  'hub.verify_token': z.string().max(256).optional(),
  'hub.challenge': z.string().max(256).optional(),
});

/**
 * The webhook a tenant gives Meta for its number (`/api/whatsapp/webhook/<profile id>`), in Meta's
 * shapes, outside our envelope and the tenant's host: Meta calls the address it was given.
 */
export const whatsAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, secrets: secretReader(await loadSecretsKey(app.db, app.config)) };
  await app.register(async (scope) => {
    // The signature is of the bytes Meta sent: JSON stays raw here until it is checked.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BYTES },
      (_req, body, done) => done(null, body),
    );
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    typed.get(
      '/api/whatsapp/webhook/:profileId',
      { schema: { hide: true, params: ZParams, querystring: ZChallenge } },
      async (request, reply) => {
        const challenge = await answerChallenge(ctx, request.params.profileId, {
          mode: request.query['hub.mode'],
          verifyToken: request.query['hub.verify_token'],
          challenge: request.query['hub.challenge'],
        });
        if (challenge === null) return reply.code(403).send({ error: 'verify token refused' });
        return reply.type('text/plain; charset=utf-8').send(challenge);
      },
    );
    typed.post(
      '/api/whatsapp/webhook/:profileId',
      { schema: { hide: true, params: ZParams } },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-hub-signature-256'];
        const outcome = await receiveWebhook(
          ctx,
          request.params.profileId,
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        if (outcome === 'unknown') return reply.code(404).send({ error: 'no WhatsApp number here' });
        if (outcome === 'forged') return reply.code(401).send({ error: 'signature refused' });
        if (outcome === 'malformed') return reply.code(400).send({ error: 'not a WhatsApp Cloud API webhook' });
        return outcome;
      },
    );
  });
};

/** The panel's "Plataforma › WhatsApp" (settings.ts), and each shop's alert in "Loja › Integração" (shop-alerts.ts). */
export async function whatsAppSettingsRoutes(app: FastifyInstance): Promise<void> {
  const ctx = {
    db: app.db,
    secrets: secretReader(await loadSecretsKey(app.db, app.config)),
    graphUrl: graphUrlOf(app),
  };
  // Meta calls the webhook over TLS outside a sandbox, on the host the operator runs the panel from.
  const sandbox = app.config.APP_ENV === 'sandbox';
  const baseOf = (request: FastifyRequest) => `${sandbox ? request.protocol : 'https'}://${request.host}`;
  await register(app, whatsAppCalls.whatsAppSettings, (_input, request) =>
    whatsAppSettings(ctx, request.staff, request.tenant, baseOf(request)),
  );
  await register(app, whatsAppCalls.saveWhatsApp, (input, request) =>
    saveWhatsApp(ctx, request.staff, request.tenant, input, baseOf(request)),
  );
  await register(app, whatsAppCalls.submitWhatsAppTemplates, (_input, request) =>
    submitWhatsAppTemplates(ctx, request.staff, request.tenant, baseOf(request)),
  );
  await register(app, whatsAppCalls.removeWhatsApp, (_input, request) =>
    removeWhatsApp(ctx, request.staff, request.tenant, baseOf(request)),
  );
  await register(app, whatsAppCalls.shopWhatsAppAlert, (input, request) =>
    shopWhatsAppAlert(app.db, request.staff, input.shop_id),
  );
  await register(app, whatsAppCalls.saveShopWhatsAppAlert, (input, request) =>
    saveShopWhatsAppAlert(app.db, request.staff, input),
  );
}
