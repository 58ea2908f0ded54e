import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { z } from 'zod';
import { ZShopLastChange } from './last-change.ts';
import { isCpf, isEmail, onlyDigits } from './br-documents.ts';
import { shopPaymentMethods } from './catalog-constants.ts';
import { cardFlags } from './checkout.ts';
import { ZEnvelope } from './envelope.ts';
import { zId, zInt, zSessionToken, zText, zValidate } from './fields.ts';

/**
 * How a shop is paid, as its owner runs it from the panel (issue 13, decision 0037): the methods
 * it takes, change for cash, the card flags its machine reads, its Pix key, and the payment
 * provider (PSP) that makes its dynamic Pix charges. The rules here are the API's and the panel's
 * alike; the provider's secrets go in and never come back out.
 */

export const pixKeyKinds = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
export type PixKeyKind = (typeof pixKeyKinds)[number];

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** DICT's e-mail keys are at most 77 characters. */
const EMAIL_MAX = 77;

/** A Brazilian phone's digits without +55: a DDD, then a mobile's 9 and eight digits, or a landline's eight. */
const NATIONAL_PHONE = /^[1-9][1-9](9[0-9]{8}|[2-5][0-9]{7})$/;

/**
 * A Pix key as DICT holds it, with its kind, or null when it is none: CPF and CNPJ as digits (typed
 * masked or not), an e-mail in lower case, a phone as +55 and its 10 or 11 digits, a random key
 * (EVP) in lower case. A phone is taken as people type it too, without +55: written as a phone
 * ('(19) 99876-5432'), or eleven digits that are no valid CPF but a mobile's; eleven digits that are a
 * valid CPF stay a CPF (the panel shows the kind it read, so a phone read as one is seen).
 */
export function parsePixKey(typed: string): { kind: PixKeyKind; key: string } | null {
  const value = typed.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    return email.length <= EMAIL_MAX && isEmail(email) ? { kind: 'email', key: email } : null;
  }
  if (EVP.test(value)) return { kind: 'evp', key: value.toLowerCase() };
  if (value.startsWith('+')) {
    const digits = onlyDigits(value);
    return /^55[1-9][0-9]9?[0-9]{8}$/.test(digits) && /^\+[\d\s().-]+$/.test(value)
      ? { kind: 'phone', key: `+${digits}` }
      : null;
  }
  if (!/^[\d\s()./-]+$/.test(value)) return null;
  const digits = onlyDigits(value);
  const writtenAsPhone = /^\(\d{2}\)|^\d{2}\s\d{4,5}-?\d{4}$/.test(value);
  if (writtenAsPhone) return NATIONAL_PHONE.test(digits) ? { kind: 'phone', key: `+55${digits}` } : null;
  if (digits.length === 11 && isCpf(digits)) return { kind: 'cpf', key: digits };
  if (NATIONAL_PHONE.test(digits) && !/[./]/.test(value)) return { kind: 'phone', key: `+55${digits}` };
  if (digits.length === 14) return isValidCnpj(digits) ? { kind: 'cnpj', key: digits } : null;
  return null;
}

export const pixKeyMessage = 'chave Pix inválida: use CPF, CNPJ, e-mail, celular ou chave aleatória';

/** A Pix key, given in any of the ways people write it and kept as DICT does; `blank` lets '' mean none. */
const zPixKey = ({ blank = false } = {}) =>
  z
    .string()
    .trim()
    .max(100, pixKeyMessage)
    .transform((typed, ctx) => {
      if (blank && typed === '') return '';
      const parsed = parsePixKey(typed);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: pixKeyMessage });
        return z.NEVER;
      }
      return parsed.key;
    });

/** The API Pix and token addresses: https, or in sandbox a path of this server (its own PSP). */
const zProviderUrl = () =>
  zText(500)
    .min(1, 'informe o endereço')
    .refine((url) => /^(?:\/|https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$)/.test(url), 'use um endereço https://');

/** A secret or file as typed: '' keeps the one stored. */
const zSecretText = (max: number) => z.string().max(max, 'arquivo grande demais');

const PEM_MAX = 20_000;
const PFX_MAX = 40_000;

export const tlsModes = ['none', 'pem', 'pfx'] as const;
export type TlsMode = (typeof tlsModes)[number];

/** The provider as a save gives it: each secret or file left '' keeps the one stored. */
export const ZPixProviderInput = z.object({
  base_url: zProviderUrl(),
  token_url: zProviderUrl(),
  client_id: zText(200).min(1, 'informe o client id'),
  client_secret: zSecretText(1000),
  /** How the PSP's mTLS is presented: none, a PEM certificate and key, or a PKCS#12 bundle. */
  tls: z.enum(tlsModes),
  tls_cert: zSecretText(PEM_MAX).refine(
    (pem) => !pem || pem.includes('-----BEGIN CERTIFICATE-----'),
    'o certificado deve ser um PEM (-----BEGIN CERTIFICATE-----)',
  ),
  tls_key: zSecretText(PEM_MAX).refine(
    (pem) => !pem || /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(pem),
    'a chave deve ser um PEM (-----BEGIN PRIVATE KEY-----)',
  ),
  /** The PKCS#12 bundle in base64. */
  tls_pfx: zSecretText(PFX_MAX).refine((pfx) => /^[A-Za-z0-9+/=\s]*$/.test(pfx), 'o arquivo .pfx deve vir em base64'),
  tls_passphrase: zSecretText(500),
  /** The receiving key the charges are made to. */
  pix_key: zPixKey(),
});
export type TPixProviderInput = z.input<typeof ZPixProviderInput>;

/** The provider's secrets and files: a read says only whether each is there. */
export const providerSecretFields = ['client_secret', 'tls_cert', 'tls_key', 'tls_pfx', 'tls_passphrase'] as const;
export type ProviderSecretField = (typeof providerSecretFields)[number];

const flagIds = z
  .array(zInt().pipe(z.number().min(1, 'bandeira desconhecida').max(cardFlags.length, 'bandeira desconhecida')))
  .max(cardFlags.length)
  .refine((ids) => new Set(ids).size === ids.length, 'cada bandeira uma vez só');

/** What the payments section edits and saves. */
const paymentFields = {
  payment_methods: z
    .array(z.enum(shopPaymentMethods))
    .refine((methods) => new Set(methods).size === methods.length, 'cada forma de pagamento uma vez só'),
  /** Cash: whether the courier brings change, so checkout asks "troco para quanto?". */
  cash_change: z.boolean(),
  /** Card on delivery: the flags the shop's machine reads, by `flag_id` (the contract's `cardFlags`). */
  card_flags: flagIds,
  /** The shop's own key, for the static BR Code; '' for none. */
  pix_key: zPixKey({ blank: true }),
  /** The shop's own provider; null removes it (the profile's, when there is one, then serves). */
  provider: ZPixProviderInput.nullable(),
};

type PaymentsDraft = {
  payment_methods: readonly string[];
  card_flags: readonly unknown[];
  pix_key: string;
  provider: unknown;
};

/** The rules across fields: at least one method, a flag for cards, a way to be paid by Pix. */
export function paymentsProblems(draft: PaymentsDraft, profileProvider = false): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  if (draft.payment_methods.length === 0) {
    problems.push({ path: ['payment_methods'], message: 'deixe ao menos uma forma de pagamento ligada' });
  }
  if (draft.payment_methods.includes('card_on_delivery') && draft.card_flags.length === 0) {
    problems.push({ path: ['card_flags'], message: 'marque ao menos uma bandeira de cartão' });
  }
  if (draft.payment_methods.includes('pix') && !draft.pix_key && !draft.provider && !profileProvider) {
    problems.push({ path: ['pix_key'], message: 'para aceitar Pix, informe a chave Pix da loja ou um provedor Pix' });
  }
  return problems;
}

const checkPayments = (draft: PaymentsDraft, ctx: z.RefinementCtx) => {
  for (const problem of paymentsProblems(draft, true)) ctx.addIssue({ code: 'custom', ...problem });
};

/** The section's fields with the contract's rules: what the panel checks before saving. */
export const ZPaymentSettings = z.object(paymentFields).superRefine(checkPayments);
export type TPaymentSettingsInput = z.input<typeof ZPaymentSettings>;

export const ZShopPaymentsRequest = z.object({ validate: zValidate(), token: zSessionToken(), shop_id: zId() });

export const ZSaveShopPaymentsRequest = z
  .object({
    validate: zValidate(),
    token: zSessionToken(),
    shop_id: zId(),
    /** The version read: someone else's save since refuses this one (EDIT_CONFLICT). */
    version: zId(),
    ...paymentFields,
  })
  // Whether the profile has a provider is the API's to know: it checks Pix again with it.
  .superRefine(checkPayments);

/** The provider as read back: its addresses and ids, and only whether each secret or file is set. */
export const ZPixProviderSettings = z
  .object({
    base_url: z.string(),
    token_url: z.string(),
    client_id: z.string(),
    tls: z.enum(tlsModes),
    pix_key: z.string(),
    secrets_set: z.object({
      client_secret: z.boolean(),
      tls_cert: z.boolean(),
      tls_key: z.boolean(),
      tls_pfx: z.boolean(),
      tls_passphrase: z.boolean(),
    }),
  })
  .meta({ id: 'PixProviderSettings' });
export type TPixProviderSettings = z.infer<typeof ZPixProviderSettings>;

export const ZShopPayments = z
  .object({
    payment_methods: z.array(z.enum(shopPaymentMethods)),
    cash_change: z.boolean(),
    card_flags: z.array(z.number().int().positive()),
    pix_key: z.string(),
    provider: ZPixProviderSettings.nullable(),
  })
  .meta({ id: 'ShopPayments' });
export type TShopPayments = z.infer<typeof ZShopPayments>;

export const ZShopPaymentsResponse = ZEnvelope.extend({
  payments: ZShopPayments,
  /** The platform's card flags, to choose from. */
  known_flags: z.array(z.object({ flag_id: z.number().int().positive(), name: z.string() })),
  /** Whether the profile has a provider that makes this shop's Pix charges when it has none of its own. */
  profile_provider: z.boolean(),
  /** What the next save names. */
  version: z.number().int().positive(),
  /** Who saved the payments last, and when (ISO); null before the first save in the panel. */
  last_change: ZShopLastChange.nullable(),
});
export type TShopPaymentsResponse = z.infer<typeof ZShopPaymentsResponse>;
