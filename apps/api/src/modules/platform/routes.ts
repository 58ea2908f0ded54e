import { platformCalls } from '@delivery/contract/calls/platform';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { createFailureBudget, createLimiter } from '../../http/rate-limits.ts';
import { register } from '../../http/register.ts';
import { loadSecretsKey } from '../../providers/secrets-key.ts';
import { secretReader } from '../../providers/secret-source.ts';
import { readToken } from '../sessions/service.ts';
import { normaliseHost } from '../tenant/service.ts';
import { actorOf, auditLog, me, setSuspended, signIn, signOut, tenantList, type PlatformContext } from './service.ts';
import { originOf } from './origin.ts';
import { addDomain, createTenant, setPlan, verifyDomain, type TenantsContext } from './tenants.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * The console's calls, on the platform's host only (PLATFORM_HOST): on a tenant's host, or when no
 * platform host is set, they are not found, as any path nothing answers.
 */
export async function platformRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  app.addHook('onRequest', (request, _reply, done) => {
    const here = config.PLATFORM_HOST !== undefined && normaliseHost(request.host) === config.PLATFORM_HOST;
    done(here ? undefined : new AppError(ErrorType.NOT_FOUND, apiMessages.notFound));
  });
  app.decorateRequest('platformAdmin', null);
  const limit = (max: number) => ({ max, timeWindowMs: FIFTEEN_MINUTES, message: apiMessages.rateLimited });
  const ctx: PlatformContext = {
    db: app.db,
    secrets: secretReader(await loadSecretsKey(app.db, config)),
    passwordCost: config.PASSWORD_HASH_COST,
    limits: {
      signInPerIp: createFailureBudget(app, limit(config.LOGIN_ATTEMPTS_PER_IP)),
      signInPerEmail: createLimiter(app, limit(config.LOGIN_ATTEMPTS_PER_IDENTIFIER)),
    },
  };
  const calls = platformCalls;
  await register(app, calls.platformSignIn, (input, request) => signIn(ctx, request, input));
  await register(app, calls.platformMe, (_input, request) => me(app.db, request.platformAdmin));
  // The signed-in hook found the token, so there is one to end.
  await register(app, calls.platformSignOut, (_input, request) =>
    signOut(app.db, actorOf(request), readToken(request)!),
  );
  await register(app, calls.platformTenants, () => tenantList(app.db));
  await register(app, calls.platformSuspendTenant, (input, request) =>
    setSuspended(app.db, actorOf(request), input.profile_id, true),
  );
  await register(app, calls.platformResumeTenant, (input, request) =>
    setSuspended(app.db, actorOf(request), input.profile_id, false),
  );
  await register(app, calls.platformAudit, (input) => auditLog(app.db, input));
  const tenants = tenantsContext(app);
  // The new tenant's links are opened as the console is: its scheme, and its port when not the default.
  await register(app, calls.platformCreateTenant, (input, request) => {
    const port = /:\d+$/.exec(request.host)?.[0] ?? '';
    const asConsole = (host: string) => `${request.protocol}://${host}${port}`;
    return createTenant({ ...tenants, originOf: asConsole }, actorOf(request), input);
  });
  await register(app, calls.platformTenantPlan, (input, request) => setPlan(tenants, actorOf(request), input));
  await register(app, calls.platformAddDomain, (input, request) => addDomain(tenants, actorOf(request), input));
  await register(app, calls.platformVerifyDomain, (input, request) =>
    verifyDomain(tenants, actorOf(request), input.host),
  );
}

/** What creating tenants and their hosts needs of this server. */
export function tenantsContext(app: FastifyInstance): TenantsContext {
  const { config } = app;
  return {
    db: app.db,
    send: app.messenger,
    txt: app.txtLookup,
    platformHost: config.PLATFORM_HOST,
    platformDomain: config.PLATFORM_DOMAIN,
    originOf: (host) => originOf(config, host),
  };
}

/**
 * Caddy's on-demand TLS asks, before it gets a certificate for a host, `GET <ask>?domain=<host>`:
 * 200 for the console's host and every verified host of a tenant (a suspended one too, so its page
 * is served), 404 for anything else, so no certificate is ever asked for a host nobody serves.
 */
export async function certificateAskRoute(app: FastifyInstance): Promise<void> {
  const schema = { hide: true, querystring: z.object({ domain: z.string().max(300).optional() }) };
  app.withTypeProvider<ZodTypeProvider>().get('/tls/ask', { schema }, async (request, reply) => {
    const host = normaliseHost(request.query.domain);
    const served = host !== '' && (host === app.config.PLATFORM_HOST || (await app.tenants.resolve(host)) !== null);
    return reply
      .code(served ? 200 : 404)
      .type('text/plain; charset=utf-8')
      .send(served ? 'ok' : 'not served');
  });
}
