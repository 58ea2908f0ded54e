import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { createTenantResolver, PROFILE_CHANGED_CHANNEL, type Tenant, type TenantResolver } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
  interface FastifyInstance {
    /** The tenants this process keeps, for a change of a profile to drop them at once. */
    tenants: TenantResolver;
  }
}

/**
 * The tenants this process keeps (`app.tenants`), for the API's calls and the app's pages alike.
 * A profile's change, announced from any process, drops every tenant kept and the answers
 * replayed from them (the profile's among them); so does a LISTEN connection coming back ('').
 */
export async function registerTenantResolver(app: FastifyInstance, ttlMs: number): Promise<void> {
  const tenants = createTenantResolver(app.db, ttlMs);
  app.decorate('tenants', tenants);
  const unlisten = await app.database.listen(PROFILE_CHANGED_CHANNEL, () => {
    tenants.forget();
    app.answerReplay.forget();
  });
  app.addHook('onClose', async () => unlisten());
}

/**
 * Resolves the tenant of every call in this scope from the Host header, and refuses a body whose
 * `profile_id` names another tenant: nothing of one profile is reachable from another's host.
 */
export function registerTenantHooks(scope: FastifyInstance): void {
  const { tenants } = scope;
  scope.decorateRequest('tenant', null as unknown as Tenant);
  const settle = (request: FastifyRequest, tenant: Tenant | null): AppError | undefined => {
    if (!tenant) return new AppError(ErrorType.NOT_FOUND, apiMessages.profileNotFound);
    if (tenant.suspended) return new AppError(ErrorType.TENANT_SUSPENDED, apiMessages.tenantSuspended);
    request.tenant = tenant;
    return undefined;
  };
  // A callback hook: a host seen a moment ago is answered at once, without a promise per call.
  scope.addHook('onRequest', (request, _reply, done) => {
    const known = tenants.known(request.host);
    if (known !== undefined) return done(settle(request, known));
    tenants.resolve(request.host).then((tenant) => done(settle(request, tenant)), done);
  });
  // A callback hook, not an async one: it runs on every call and has nothing to wait for.
  scope.addHook('preHandler', (request, _reply, done) => {
    const named =
      (request.body as { profile_id?: unknown } | undefined)?.profile_id ??
      (request.query as { profile_id?: unknown } | undefined)?.profile_id;
    done(
      named !== undefined && named !== request.tenant.id
        ? new AppError(ErrorType.WRONG_TENANT, apiMessages.wrongTenant)
        : undefined,
    );
  });
}
