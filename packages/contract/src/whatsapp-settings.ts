import { z } from 'zod';
import { ZEnvelope } from './envelope.ts';
import { zId, zSessionToken, zText, zValidate } from './fields.ts';

/**
 * The tenant's WhatsApp business number as its operator runs it from the panel's "Plataforma ›
 * WhatsApp" (issue 37, decision 0092): the number's and business account's ids at Meta, the token
 * and app secret (written, never read back), the webhook address and verify token to give Meta,
 * and each of the platform's templates with the approval Meta gave it.
 */

const ZRequest = z.object({ validate: zValidate(), token: zSessionToken() });
export const ZWhatsAppSettingsRequest = ZRequest;
export const ZSubmitWhatsAppTemplatesRequest = ZRequest;
export const ZRemoveWhatsAppRequest = ZRequest;

/** Meta's ids are digits: a phone number id and a WhatsApp Business Account (WABA) id. */
const zMetaId = () => zText(32).regex(/^\d{6,32}$/, 'use o número de identificação do painel da Meta (só dígitos)');

/** What the form edits; a secret left '' keeps the one stored (the first save needs both). */
export const whatsAppAccountFields = {
  phone_number_id: zMetaId(),
  business_account_id: zMetaId(),
  access_token: zText(1000),
  app_secret: zText(200),
};
export const ZSaveWhatsAppRequest = ZRequest.extend(whatsAppAccountFields);
export type TSaveWhatsAppInput = Omit<z.input<typeof ZSaveWhatsAppRequest>, 'validate' | 'token'>;

/** Meta's states of a template, and MISSING for one not submitted yet. */
export const whatsAppTemplateStates = ['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED', 'MISSING'] as const;
export type TWhatsAppTemplateState = (typeof whatsAppTemplateStates)[number];

export const ZWhatsAppTemplateState = z
  .object({
    name: z.string(),
    category: z.string(),
    body: z.string(),
    /** Null when Meta could not be asked now (the reason is the answer's `templates_error`). */
    state: z.enum(whatsAppTemplateStates).nullable(),
    /** Meta's reason for a rejection, when it gave one. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'WhatsAppTemplateState' });
export type TWhatsAppTemplateStateRow = z.infer<typeof ZWhatsAppTemplateState>;

/** The number as the panel shows it: never a secret. */
export const ZWhatsAppAccount = z
  .object({
    phone_number_id: z.string(),
    business_account_id: z.string(),
    display_phone: z.string(),
    /** Where Meta sends this number's events, and the token its handshake must repeat. */
    webhook_url: z.string(),
    verify_token: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'WhatsAppAccount' });
export type TWhatsAppAccount = z.infer<typeof ZWhatsAppAccount>;

export const ZWhatsAppSettingsResponse = ZEnvelope.extend({
  /** Null until a number is saved. */
  account: ZWhatsAppAccount.nullable(),
  /** The platform's templates, in the order they are sent; their states only with an account. */
  templates: z.array(ZWhatsAppTemplateState),
  /** Why Meta could not be asked for the states ('' when it was). */
  templates_error: z.string(),
});
export type TWhatsAppSettingsResponse = z.infer<typeof ZWhatsAppSettingsResponse>;

const ZShopRequest = ZRequest.extend({ shop_id: zId() });
export const ZShopWhatsAppAlertRequest = ZShopRequest;

/** The shop's number for the alert: a Brazilian mobile with its area code, or '' for none. */
export const ZSaveShopWhatsAppAlertRequest = ZShopRequest.extend({
  phone: zText(20).refine(
    (phone) => phone === '' || /^[1-9]{2}9\d{8}$/.test(phone.replace(/\D/g, '')),
    'informe um celular com DDD',
  ),
});

export const ZShopWhatsAppAlertResponse = ZEnvelope.extend({
  /** The number the alert goes to (formatted), or '' when the shop has none. */
  phone: z.string(),
  /** Whether the tenant has a WhatsApp number to send from: without one, there is no alert to set. */
  available: z.boolean(),
});
export type TShopWhatsAppAlertResponse = z.infer<typeof ZShopWhatsAppAlertResponse>;
