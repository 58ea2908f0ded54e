import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { createTenantResolver, type Tenant } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
}

/**
 * Resolves the tenant of every call in this scope from the Host header, and refuses a body whose
 * `profile_id` names another tenant: nothing of one profile is reachable from another's host.
 */
export function registerTenantHooks(scope: FastifyInstance, ttlMs: number): void {
  const resolveTenant = createTenantResolver(scope.db, ttlMs);
  scope.decorateRequest('tenant', null as unknown as Tenant);
  scope.addHook('onRequest', async (request) => {
    const tenant = await resolveTenant(request.host);
    if (!tenant) throw new AppError(ErrorType.NOT_FOUND, apiMessages.profileNotFound);
    request.tenant = tenant;
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
