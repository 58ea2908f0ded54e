import { shopTableCalls } from '@delivery/contract/calls/shop-tables';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { addShopTables, removeShopTable, shopTables, type TablesContext } from './service.ts';

export async function shopTableRoutes(app: FastifyInstance): Promise<void> {
  const ctx: TablesContext = { db: app.db, catalog: app.catalog };
  await register(app, shopTableCalls.shopTables, (input, request) =>
    shopTables(ctx, request.staff, input, requestOrigin(request)),
  );
  await register(app, shopTableCalls.addShopTables, (input, request) =>
    addShopTables(ctx, request.staff, input, requestOrigin(request)),
  );
  await register(app, shopTableCalls.removeShopTable, (input, request) =>
    removeShopTable(ctx, request.staff, input, requestOrigin(request)),
  );
}
