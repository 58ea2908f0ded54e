import { z } from 'zod';
import { ZEnvelope } from './envelope.ts';
import { zId, zOrderNumber, zSessionToken, zText, zValidate } from './fields.ts';

/**
 * A shop's link to its point-of-sale software through Open Delivery (issue 18, decision 0049), as
 * its owner runs it from the panel's "Integração": the credentials the software signs in with (the
 * secret shown once), on or off, the software's addresses and its apiKey (written, never read back),
 * and the last events exchanged.
 */

/** The software's addresses: https, or http in a sandbox (the API refuses it elsewhere). */
const zSoftwareUrl = () =>
  zText(500).refine(
    (url) => url === '' || /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(url),
    'use um endereço que comece com https://',
  );

const ZShopRequest = z.object({ validate: zValidate(), token: zSessionToken(), shop_id: zId() });

export const ZOpenDeliveryLinkRequest = ZShopRequest;
export const ZOpenDeliveryCredentialsRequest = ZShopRequest;
export const ZOpenDeliveryEventsRequest = ZShopRequest;

/** What the settings form edits: '' for an address the software has not given. */
export const openDeliverySettingsFields = {
  enabled: z.boolean(),
  webhook_url: zSoftwareUrl(),
  merchant_url: zSoftwareUrl(),
};

export const ZOpenDeliverySettings = z.object(openDeliverySettingsFields);
export type TOpenDeliverySettingsInput = z.input<typeof ZOpenDeliverySettings>;

export const ZSaveOpenDeliveryRequest = ZShopRequest.extend({
  ...openDeliverySettingsFields,
  /** The software's apiKey for its merchant address: '' or absent keeps the one stored. */
  merchant_api_key: zText(500).optional(),
  /** Removes the stored apiKey (a key typed in the same save wins). */
  clear_merchant_api_key: z.boolean().optional(),
});

/** The link as the panel shows it: never a secret, only whether the apiKey is set. */
export const ZOpenDeliveryLink = z
  .object({
    merchant_id: z.string(),
    client_id: z.string(),
    enabled: z.boolean(),
    webhook_url: z.string(),
    merchant_url: z.string(),
    merchant_api_key_set: z.boolean(),
    /** When the link last changed (ISO). */
    updated_at: z.string(),
  })
  .meta({ id: 'OpenDeliveryLink' });
export type TOpenDeliveryLink = z.infer<typeof ZOpenDeliveryLink>;

export const ZOpenDeliveryLinkResponse = ZEnvelope.extend({
  /** Null until credentials are generated. */
  link: ZOpenDeliveryLink.nullable(),
  /** The base URL the software uses for the standard's routes: this host's `/opendelivery`. */
  base_url: z.string(),
  /**
   * Our AppId in the standard (`sourceAppId` of every event, `X-App-Id` of the webhooks): one for
   * the whole installation, which the shop passes to its software's vendor with the credentials.
   */
  app_id: z.string(),
});
export type TOpenDeliveryLinkResponse = z.infer<typeof ZOpenDeliveryLinkResponse>;

export const ZOpenDeliveryCredentialsResponse = ZOpenDeliveryLinkResponse.extend({
  /** Shown this once: only a hash of the secret is kept to check it. */
  credentials: z.object({ client_id: z.string(), client_secret: z.string(), merchant_id: z.string() }),
});
export type TOpenDeliveryCredentialsResponse = z.infer<typeof ZOpenDeliveryCredentialsResponse>;

/** One event written for the shop's software, with whether it was acknowledged and how its webhook went. */
export const ZOpenDeliveryEvent = z
  .object({
    event_id: z.string(),
    order_id: z.number().int().positive(),
    /** The order's number, as the board shows it. */
    order_number: zOrderNumber(),
    /** The standard's `eventType` (CREATED, CONFIRMED, DISPATCHED…). */
    event_type: z.string(),
    created_at: z.string(),
    acknowledged_at: z.string().nullable(),
    webhook: z.object({
      attempts: z.number().int().nonnegative(),
      delivered_at: z.string().nullable(),
      last_error: z.string().nullable(),
    }),
  })
  .meta({ id: 'OpenDeliveryEvent' });
export type TOpenDeliveryEvent = z.infer<typeof ZOpenDeliveryEvent>;

export const ZOpenDeliveryEventsResponse = ZEnvelope.extend({ events: z.array(ZOpenDeliveryEvent) });
export type TOpenDeliveryEventsResponse = z.infer<typeof ZOpenDeliveryEventsResponse>;

// The menu import from the software's `GET /v1/merchant` (decision 0050).

export const ZOpenDeliveryImportRequest = ZShopRequest;
export const ZOpenDeliveryLastImportRequest = ZShopRequest;

export const openDeliveryImportOutcomes = ['processing', 'success', 'fail'] as const;

/** One import of the shop's menu: how it ended, why it failed, and what could not be brought over. */
export const ZOpenDeliveryImport = z
  .object({
    outcome: z.enum(openDeliveryImportOutcomes),
    started_at: z.string(),
    finished_at: z.string().nullable(),
    /** Why it failed, in pt-BR; '' when it did not. */
    failure: z.string(),
    /** Sentences in pt-BR, one for each thing of the software's menu not brought over. */
    report: z.array(z.string()),
  })
  .meta({ id: 'OpenDeliveryImport' });
export type TOpenDeliveryImport = z.infer<typeof ZOpenDeliveryImport>;

export const ZOpenDeliveryImportResponse = ZEnvelope.extend({
  /** Null before the shop's first import. */
  import: ZOpenDeliveryImport.nullable(),
});
export type TOpenDeliveryImportResponse = z.infer<typeof ZOpenDeliveryImportResponse>;
