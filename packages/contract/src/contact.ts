import { z } from 'zod';
import { ZShopLastChange } from './last-change.ts';
import { isEmail, onlyDigits } from './br-documents.ts';
import { contactMessageLimits, isBrPhone } from './contact-text.ts';
import { ZEnvelope } from './envelope.ts';
import { zId, zSessionToken, zText, zValidate } from './fields.ts';

/*
 * How customers reach a shop or the marketplace (issue 16, the `contact` page): phone, WhatsApp and
 * e-mail, kept by the shop (panel, "Contato") and by the tenant (panel, "Plataforma" links), and
 * the message form that mails the shop's staff or the tenant.
 */

/** '' (none) or a phone with area code; answered as digits. */
const zPhoneField = () =>
  zText(20)
    .refine((value) => value === '' || isBrPhone(value), 'informe o telefone com DDD, como (19) 3234-5678')
    .transform(onlyDigits);

const zEmailField = () =>
  zText(120)
    .refine((value) => value === '' || isEmail(value), 'informe um e-mail válido')
    .transform((value) => value.toLowerCase());

/** What a shop, or the tenant, gives customers to reach it. */
export const contactFields = {
  phone: zPhoneField(),
  whatsapp: zPhoneField(),
  email: zEmailField(),
};

export const ZShopContactInput = z.object(contactFields);
export type TShopContactInput = z.input<typeof ZShopContactInput>;

/** As stored and answered: digits and lower case, '' for what was not given. */
export const ZContact = z
  .object({ phone: z.string(), whatsapp: z.string(), email: z.string() })
  .meta({ id: 'Contact' });
export type TContact = z.infer<typeof ZContact>;

// The panel's "Contato" section of a shop.

export const ZShopContactRequest = z.object({ validate: zValidate(), token: zSessionToken(), shop_id: zId() });

export const ZSaveShopContactRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  shop_id: zId(),
  /** The version read: someone else's save since refuses this one (EDIT_CONFLICT). */
  version: zId(),
  ...contactFields,
});

export const ZShopContactResponse = ZEnvelope.extend({
  contact: ZContact,
  version: z.number().int().positive(),
  /** Who saved it last, and when; null before anyone did. */
  last_change: ZShopLastChange.nullable(),
});
export type TShopContactResponse = z.infer<typeof ZShopContactResponse>;

// The customer's message from the contact page.

export const ZContactMessageRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zSessionToken(),
  /** The shop written to; absent: the marketplace itself. */
  shop_id: zId().optional(),
  name: zText(contactMessageLimits.name).min(2, 'informe o seu nome'),
  /** How the shop answers: an e-mail or a phone with area code. */
  reply_to: zText(contactMessageLimits.replyTo).refine(
    (value) => isEmail(value) || isBrPhone(value),
    'informe um e-mail ou um telefone com DDD',
  ),
  message: zText(contactMessageLimits.message).min(
    contactMessageLimits.messageMin,
    `escreva a mensagem (ao menos ${contactMessageLimits.messageMin} caracteres)`,
  ),
});
export type TContactMessageInput = z.input<typeof ZContactMessageRequest>;
