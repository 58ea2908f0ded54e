import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, menuImportMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { pausedUntilOf, setShopClosed, shopNamesOfProfile, shopOfProfile } from '../catalog/service.ts';
import {
  LinkRefusal,
  merchantSourceOf,
  OpenDeliveryError,
  updateOpenDeliveryLink,
  type OpenDeliveryCaller,
  type ShopScope,
} from '../open-delivery/service.ts';
import { importContextOf, queueMenuImport } from './import-jobs.ts';
import { importMerchant, type ImportResult } from './import-merchant.ts';
import { serviceHoursOf } from './map-hours.ts';
import { lastImport, softwareCodesOf, softwareMerchantIdOf, type ImportRow } from './queries.ts';

/*
 * The merchant side of Open Delivery that we host (decision 0050): the software tells us where its
 * menu is (merchantOnboarding) and that it changed (menuUpdated), and asks how the last import went
 * (merchantStatus) and what we hold of the shop's status and hours; and what the panel calls.
 */

export type { ImportRow };
/** What the orders' documents name imported items by (the app hands it to the open-delivery module). */
export { softwareCodesOf };

/** A merchant id the caller may name: ours (the link's) or the one its software gave the shop. */
async function checkMerchantId(app: FastifyInstance, caller: OpenDeliveryCaller, merchantId: string) {
  if (merchantId !== caller.merchantId && merchantId !== (await softwareMerchantIdOf(app.db, caller.shopId))) {
    throw new OpenDeliveryError(404, 'Merchant not found');
  }
  return lastImport(app.db, caller.shopId);
}

const statusOfImport = { processing: 'PROCESSING', success: 'SUCCESS', fail: 'FAIL' } as const;

/** The standard's MerchantStatus of the last import: when it read, how it went, and the report. */
export async function merchantStatus(app: FastifyInstance, caller: OpenDeliveryCaller, merchantId: string) {
  const last = await checkMerchantId(app, caller, merchantId);
  if (!last) throw new OpenDeliveryError(404, 'No merchant update was processed yet');
  const moreInfo = last.failure || last.report.join('\n');
  return {
    lastRead: (last.finishedAt ?? last.startedAt).toISOString(),
    status: statusOfImport[last.outcome],
    ...(moreInfo ? { moreInfo } : {}),
  };
}

/** Only sandbox may keep a plain-http software address (one on the same machine); production calls https. */
const plainHttpAllowed = (app: FastifyInstance) => app.config.APP_ENV === 'sandbox';

export type MerchantApiInfo = {
  getMerchantURL?: { baseURL: string; apiKey?: string | undefined } | undefined;
  ordersWebhookURL?: string | undefined;
};

/**
 * PUT /v1/merchantOnboarding: the software's GET /v1/merchant address (and apiKey, sealed) and its
 * orders webhook are kept on the shop's link, and a new address is imported at once, on the queue.
 * Answers what is kept, never the apiKey.
 */
export async function onboardMerchant(app: FastifyInstance, caller: OpenDeliveryCaller, info: MerchantApiInfo) {
  const shop: ShopScope = { profileId: caller.profileId, shopId: caller.shopId };
  const merchant = info.getMerchantURL;
  const link = await updateOpenDeliveryLink(app.db, app.openDelivery.secrets, shop, {
    allowPlainHttp: plainHttpAllowed(app),
    ...(merchant ? { merchantUrl: merchant.baseURL, merchantApiKey: merchant.apiKey ?? null } : {}),
    ...(info.ordersWebhookURL ? { webhookUrl: info.ordersWebhookURL } : {}),
  }).catch((error: unknown) => {
    if (!(error instanceof LinkRefusal)) throw error;
    throw error.reason === 'no_link'
      ? new OpenDeliveryError(404, 'Not found')
      : new OpenDeliveryError(400, `Not an address we call (https, no credentials in it): ${error.url}`);
  });
  if (merchant) await queueMenuImport(app, app.db, shop);
  return {
    ...(link.merchantUrl ? { getMerchantURL: { baseURL: link.merchantUrl } } : {}),
    ...(link.webhookUrl ? { ordersWebhookURL: link.webhookUrl } : {}),
    orderingAppMerchantId: link.merchantId,
  };
}

export type MenuUpdate = { merchantStatus?: 'AVAILABLE' | 'UNAVAILABLE' | undefined; entityType?: string | undefined };

/**
 * The menuUpdated webhook. A status opens or closes the shop at once; anything else (an empty
 * body, or updated objects of any entity) queues a whole re-import: reading the merchant again is
 * idempotent and cannot drift from the software, where applying partial objects could.
 */
export async function menuUpdated(app: FastifyInstance, caller: OpenDeliveryCaller, update: MenuUpdate) {
  const shop: ShopScope = { profileId: caller.profileId, shopId: caller.shopId };
  if (update.merchantStatus) {
    await setShopClosed(app.db, app.catalog, caller.shopId, update.merchantStatus === 'UNAVAILABLE');
  }
  if (update.merchantStatus && !update.entityType) return;
  if (!(await merchantSourceOf(app.db, app.openDelivery.secrets, shop))) {
    throw new OpenDeliveryError(400, 'No merchant URL is registered: send PUT /v1/merchantOnboarding first');
  }
  await queueMenuImport(app, app.db, shop);
}

/** GET /v1/merchant/{id}/status: whether the shop takes orders now by its staff's say, and its hours. */
export async function merchantAvailability(app: FastifyInstance, caller: OpenDeliveryCaller, merchantId: string) {
  await checkMerchantId(app, caller, merchantId);
  const bundle = await shopOfProfile(app.catalog, caller.profileId, caller.shopId);
  const closed = bundle.shop.paused || pausedUntilOf(bundle) !== null;
  const hours = serviceHoursOf(bundle.shop.openingHours, bundle.exceptions, bundle.shop.timeZone);
  const service = (serviceType: 'DELIVERY' | 'TAKEOUT') => ({
    id: `${caller.merchantId}-${serviceType.toLowerCase()}`,
    serviceType,
    serviceHours: [hours],
  });
  return {
    status: closed ? ('UNAVAILABLE' as const) : ('AVAILABLE' as const),
    services: [service('DELIVERY'), ...(bundle.shop.pickup ? [service('TAKEOUT')] : [])],
    orderingAppMerchantId: caller.merchantId,
  };
}

/*
 * What the panel calls (it checks the staff member's right to the shop first): the software's
 * address and apiKey, an import now, and the last import's report.
 */

/** Imports the shop's merchant now, from the address its link keeps. */
export async function importMerchantNow(app: FastifyInstance, shop: ShopScope): Promise<ImportResult> {
  const source = await merchantSourceOf(app.db, app.openDelivery.secrets, shop);
  if (!source) throw new AppError(ErrorType.NOT_FOUND, menuImportMessages.noSource);
  return importMerchant(importContextOf(app), { ...shop, merchantUrl: source.merchantUrl, apiKey: source.apiKey });
}

/** The shop's last import: when, how it ended, why it failed and what was not brought over. */
export async function lastMerchantImport(app: FastifyInstance, shop: ShopScope) {
  const [owned] = await shopNamesOfProfile(app.db, shop.profileId, [shop.shopId]);
  if (!owned) throw new AppError(ErrorType.NOT_FOUND, apiMessages.shopNotFound);
  const last = await lastImport(app.db, shop.shopId);
  return (
    last && {
      startedAt: last.startedAt,
      finishedAt: last.finishedAt,
      outcome: last.outcome,
      failure: last.failure,
      report: last.report,
    }
  );
}
