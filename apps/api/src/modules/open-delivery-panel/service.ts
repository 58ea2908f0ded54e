import type { CallBody } from '@delivery/contract/call';
import type { openDeliveryCalls } from '@delivery/contract/calls/open-delivery';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type {
  TOpenDeliveryCredentialsResponse,
  TOpenDeliveryEventsResponse,
  TOpenDeliveryImport,
  TOpenDeliveryImportResponse,
  TOpenDeliveryLink,
  TOpenDeliveryLinkResponse,
} from '@delivery/contract/open-delivery';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { SecretReader } from '../../providers/secret-source.ts';
import {
  findOpenDeliveryLink,
  issueOpenDeliveryCredentials,
  LinkRefusal,
  recentOpenDeliveryEvents,
  updateOpenDeliveryLink,
  type LinkSettings,
  type OpenDeliveryLinkView,
  type ShopScope,
} from '../open-delivery/service.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';

/** The menu import's service (open-delivery-merchant), bound to the app by the routes. */
export type MenuImports = {
  importNow: (shop: ShopScope) => Promise<{ outcome: 'success' | 'fail'; failure: string; report: string[] }>;
  last: (shop: ShopScope) => Promise<ImportView | null>;
};
type ImportView = {
  outcome: TOpenDeliveryImport['outcome'];
  startedAt: Date;
  finishedAt: Date | null;
  failure: string;
  report: string[];
};

export type OpenDeliveryPanelContext = {
  db: Database;
  secrets: SecretReader;
  /** A sandbox takes plain http addresses: a software on the same machine. */
  sandbox: boolean;
  /** Our AppId in the standard, which the shop passes to its software's vendor. */
  appId: string;
  imports: MenuImports;
};

type Body<K extends keyof typeof openDeliveryCalls> = CallBody<(typeof openDeliveryCalls)[K]>;

/** The shop asked for, once the caller may run its settings (an attendant may not). */
function shopOf(scope: StaffScope, shopId: number): ShopScope {
  requireShop(scope, shopId, 'manageShop');
  return { profileId: scope.member.profileId, shopId };
}

const wireLink = (link: OpenDeliveryLinkView): TOpenDeliveryLink => ({
  merchant_id: link.merchantId,
  client_id: link.clientId,
  enabled: link.enabled,
  webhook_url: link.webhookUrl ?? '',
  merchant_url: link.merchantUrl ?? '',
  merchant_api_key_set: link.hasMerchantApiKey,
  updated_at: link.updatedAt.toISOString(),
});

const answerOf = (
  ctx: OpenDeliveryPanelContext,
  link: OpenDeliveryLinkView | null,
  baseUrl: string,
  message: string,
): TOpenDeliveryLinkResponse => ({
  error_type: ErrorType.OK,
  message,
  link: link && wireLink(link),
  base_url: baseUrl,
  app_id: ctx.appId,
});

export async function openDeliveryLink(
  ctx: OpenDeliveryPanelContext,
  scope: StaffScope,
  shopId: number,
  baseUrl: string,
): Promise<TOpenDeliveryLinkResponse> {
  const link = await findOpenDeliveryLink(ctx.db, shopOf(scope, shopId));
  return answerOf(ctx, link, baseUrl, apiMessages.ok);
}

/** New credentials, the secret answered this once; the old secret and its tokens end at once. */
export async function issueCredentials(
  ctx: OpenDeliveryPanelContext,
  scope: StaffScope,
  shopId: number,
  baseUrl: string,
  host: string,
): Promise<TOpenDeliveryCredentialsResponse> {
  const shop = shopOf(scope, shopId);
  // The webhooks are signed with the secret, so it is kept sealed: without a key there is nothing to seal with.
  if (!ctx.secrets.canSeal) throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.secretsKeyMissing);
  const issued = await issueOpenDeliveryCredentials(ctx.db, ctx.secrets, shop, host);
  return {
    ...answerOf(ctx, issued.link, baseUrl, apiMessages.openDeliveryCredentialsIssued),
    credentials: { client_id: issued.clientId, client_secret: issued.clientSecret, merchant_id: issued.merchantId },
  };
}

export async function saveOpenDelivery(
  ctx: OpenDeliveryPanelContext,
  scope: StaffScope,
  body: Body<'saveOpenDelivery'>,
  baseUrl: string,
): Promise<TOpenDeliveryLinkResponse> {
  const shop = shopOf(scope, body.shop_id);
  const settings: LinkSettings = {
    enabled: body.enabled,
    // The shop's orders go to these addresses (and its apiKey): outside a sandbox, only over TLS.
    allowPlainHttp: ctx.sandbox,
    webhookUrl: body.webhook_url || null,
    merchantUrl: body.merchant_url || null,
  };
  if (body.merchant_api_key) settings.merchantApiKey = body.merchant_api_key;
  else if (body.clear_merchant_api_key) settings.merchantApiKey = null;
  if (settings.merchantApiKey && !ctx.secrets.canSeal) {
    throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.secretsKeyMissing);
  }
  try {
    const link = await updateOpenDeliveryLink(ctx.db, ctx.secrets, shop, settings);
    return answerOf(ctx, link, baseUrl, apiMessages.openDeliverySaved);
  } catch (error) {
    if (!(error instanceof LinkRefusal)) throw error;
    // Credentials come first: the link they create is what these settings belong to.
    if (error.reason === 'no_link') throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.openDeliveryNoLink);
    throw new AppError(ErrorType.INVALID_INPUT, apiMessages.openDeliveryHttpsOnly);
  }
}

export async function openDeliveryEvents(
  ctx: OpenDeliveryPanelContext,
  scope: StaffScope,
  shopId: number,
): Promise<TOpenDeliveryEventsResponse> {
  const rows = await recentOpenDeliveryEvents(ctx.db, shopOf(scope, shopId));
  return {
    error_type: ErrorType.OK,
    message: apiMessages.ok,
    events: rows.map((row) => ({
      event_id: row.id,
      order_id: row.orderId,
      order_number: row.orderNumber,
      event_type: row.eventType,
      created_at: row.createdAt.toISOString(),
      acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
      webhook: {
        attempts: row.webhookAttempts,
        delivered_at: row.webhookDeliveredAt?.toISOString() ?? null,
        last_error: row.webhookLastError,
      },
    })),
  };
}

const wireImport = (row: ImportView): TOpenDeliveryImport => ({
  outcome: row.outcome,
  started_at: row.startedAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  failure: row.failure,
  report: row.report,
});

/**
 * Reads the shop's menu from its software now. An import that fails (the software unreachable,
 * its document off the standard) is an answer too: its outcome and reason, kept as the last import.
 */
export async function importMenu(
  ctx: OpenDeliveryPanelContext,
  scope: StaffScope,
  shopId: number,
): Promise<TOpenDeliveryImportResponse> {
  const shop = shopOf(scope, shopId);
  const link = await findOpenDeliveryLink(ctx.db, shop);
  if (!link) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.openDeliveryNoLink);
  if (!link.merchantUrl) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.openDeliveryNoMerchantUrl);
  const result = await ctx.imports.importNow(shop);
  const last = await ctx.imports.last(shop);
  const message =
    result.outcome === 'fail'
      ? formatMessage(apiMessages.openDeliveryImportFailed, { failure: result.failure })
      : result.report.length
        ? apiMessages.openDeliveryImportedWithReport
        : apiMessages.openDeliveryImported;
  return { error_type: ErrorType.OK, message, import: last && wireImport(last) };
}

export async function lastMenuImport(
  ctx: OpenDeliveryPanelContext,
  scope: StaffScope,
  shopId: number,
): Promise<TOpenDeliveryImportResponse> {
  const last = await ctx.imports.last(shopOf(scope, shopId));
  return { error_type: ErrorType.OK, message: apiMessages.ok, import: last && wireImport(last) };
}
