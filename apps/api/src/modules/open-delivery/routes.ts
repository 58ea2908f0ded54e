import { zText } from '@delivery/contract/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFailureBudget, createLimiter } from '../../http/rate-limits.ts';
import { OpenDeliveryError } from './problem.ts';
import { issueAccessToken } from './tokens.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

/** The standard's versions we serve (its enum stops at 1.6.0; 1.7.x changed only what an order may carry). */
const versions = {
  merchant: { version: '1.6.0' },
  order: { version: '1.6.0', availableEventsMethods: ['POLLING', 'WEBHOOK'] },
} as const;

const TokenRequest = z.object({
  // As every text of the contract: a NUL reaches no query (PostgreSQL refuses it outright).
  client_id: zText(200).min(1),
  client_secret: z.string().min(1).max(200),
  grant_type: z.literal('client_credentials'),
});

/**
 * The standard's routes of authentication and versions. `POST /oauth/token` takes the client
 * credentials form-encoded (as the standard says) or as JSON; wrong credentials and a disabled
 * link are one and the same 401. Failures are counted per address, and tokens per client, so a
 * secret cannot be guessed and a client cannot fill the token table.
 */
export async function openDeliveryAuthRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const message = 'Too many requests';
  const failuresPerIp = createFailureBudget(app, {
    max: config.LOGIN_ATTEMPTS_PER_IP,
    timeWindowMs: FIFTEEN_MINUTES,
    message,
  });
  const tokensPerClient = createLimiter(app, {
    max: config.LOGIN_ATTEMPTS_PER_IDENTIFIER * 3,
    timeWindowMs: FIFTEEN_MINUTES,
    message,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/oauth/token', { schema: { body: TokenRequest } }, async (request, reply) => {
    const { client_id: clientId, client_secret: clientSecret } = request.body;
    await failuresPerIp.check(request, `od-token:${request.ip}`);
    await tokensPerClient(request, `od-token:${request.tenant.id}:${clientId}`);
    const issued = await issueAccessToken(app.db, request.tenant.id, clientId, clientSecret);
    if (!issued) {
      await failuresPerIp.spend(request, `od-token:${request.ip}`);
      throw new OpenDeliveryError(401, 'Invalid client credentials');
    }
    return reply
      .header('cache-control', 'no-store')
      .send({ access_token: issued.accessToken, token_type: 'bearer', expires_in: issued.expiresIn });
  });

  routes.get('/v1/versions/orderingApp', async () => versions);
}
