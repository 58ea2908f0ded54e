import { tenantShopCalls } from '@delivery/contract/calls/tenant-shops';
import { envelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import {
  addTenantDistrict,
  createShop,
  serveTenantCity,
  setShopActive,
  tenantPlaces,
  tenantShops,
  type TenantShopsContext,
} from './service.ts';

export async function tenantShopRoutes(app: FastifyInstance): Promise<void> {
  const ctx: TenantShopsContext = { db: app.db, catalog: app.catalog, places: app.places, send: app.messenger };
  await register(app, tenantShopCalls.tenantShops, async (_input, request) => ({
    ...envelope(ErrorType.OK, apiMessages.ok),
    ...(await tenantShops(ctx, request.tenant, request.staff)),
  }));
  await register(app, tenantShopCalls.createShop, (input, request) =>
    createShop(ctx, request, request.tenant, request.staff, input),
  );
  await register(app, tenantShopCalls.setShopActive, (input, request) =>
    setShopActive(ctx, request.tenant, request.staff, input),
  );
  await register(app, tenantShopCalls.tenantPlaces, async (_input, request) => ({
    ...envelope(ErrorType.OK, apiMessages.ok),
    cities: await tenantPlaces(app.db, request.tenant, request.staff),
  }));
  await register(app, tenantShopCalls.serveCity, (input, request) =>
    serveTenantCity(ctx, request.tenant, request.staff, input),
  );
  await register(app, tenantShopCalls.addDistrict, (input, request) =>
    addTenantDistrict(ctx, request.tenant, request.staff, input),
  );
}
