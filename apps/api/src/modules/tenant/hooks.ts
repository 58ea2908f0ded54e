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
    if (!tenant) throw new AppError(ErrorType.NOT_FOUND, apiMessages.profileNotFound, 404);
    request.tenant = tenant;
  });
  scope.addHook('preHandler', async (request) => {
    const body = request.body as { profile_id?: unknown } | undefined;
    if (body?.profile_id !== undefined && body.profile_id !== request.tenant.id) {
      throw new AppError(ErrorType.WRONG_TENANT, apiMessages.wrongTenant, 403);
    }
  });
}
