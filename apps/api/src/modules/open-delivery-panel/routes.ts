import { openDeliveryCalls } from '@delivery/contract/calls/open-delivery';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { register } from '../../http/register.ts';
import { importMerchantNow, lastMerchantImport } from '../open-delivery-merchant/service.ts';
import {
  importMenu,
  issueCredentials,
  lastMenuImport,
  openDeliveryEvents,
  openDeliveryLink,
  saveOpenDelivery,
  type OpenDeliveryPanelContext,
} from './service.ts';

export async function openDeliveryPanelRoutes(app: FastifyInstance): Promise<void> {
  const sandbox = app.config.APP_ENV === 'sandbox';
  const ctx: OpenDeliveryPanelContext = {
    db: app.db,
    secrets: app.openDelivery.secrets,
    sandbox,
    appId: app.openDelivery.appId,
    imports: { importNow: (shop) => importMerchantNow(app, shop), last: (shop) => lastMerchantImport(app, shop) },
  };
  // Where the shop's software reaches the standard's routes: this tenant's host, over TLS in
  // production whatever a proxy in front says; a sandbox is often plain http on a local port.
  const baseUrlOf = (request: FastifyRequest) =>
    `${sandbox ? request.protocol : 'https'}://${request.host}/opendelivery`;
  await register(app, openDeliveryCalls.openDeliveryLink, (input, request) =>
    openDeliveryLink(ctx, request.staff, input.shop_id, baseUrlOf(request)),
  );
  await register(app, openDeliveryCalls.issueOpenDeliveryCredentials, (input, request) =>
    issueCredentials(ctx, request.staff, input.shop_id, baseUrlOf(request), request.host),
  );
  await register(app, openDeliveryCalls.saveOpenDelivery, (input, request) =>
    saveOpenDelivery(ctx, request.staff, input, baseUrlOf(request)),
  );
  await register(app, openDeliveryCalls.openDeliveryEvents, (input, request) =>
    openDeliveryEvents(ctx, request.staff, input.shop_id),
  );
  await register(app, openDeliveryCalls.importOpenDeliveryMenu, (input, request) =>
    importMenu(ctx, request.staff, input.shop_id),
  );
  await register(app, openDeliveryCalls.lastOpenDeliveryImport, (input, request) =>
    lastMenuImport(ctx, request.staff, input.shop_id),
  );
}
