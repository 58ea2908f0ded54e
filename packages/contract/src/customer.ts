import { z } from 'zod';
import { ZEnvelope } from './envelope.ts';
import { zFlag, zId, zRowId, zSessionToken, zText, zValidate } from './fields.ts';
import { maxPushIdLength } from './push.ts';
import { limits } from './constants.ts';
import { apiMessages } from './messages.ts';

/**
 * Accounts: sign-in in every mode, sign-up, SMS codes, recovery, terms (docs/product.md sections 2-5, 7;
 * docs/architecture.md section 3 for what differs from the legacy calls: codes never reach the client and
 * social sign-in needs a credential the server verifies).
 */

/** The customer as the apps keep it (docs/product.md section 3: `Customer` in device storage). */
export const ZCustomer = z
  .object({
    customer_id: zRowId(),
    name: z.string(),
    email: z.string(),
    cpf: z.string(),
    /** Digits only, with area code ('11987654321'); '' when unknown. */
    cell_phone: z.string(),
    /**
     * '1' once a code sent to `cell_phone` was typed back: only then does the phone sign in by SMS.
     * '0' for a phone only typed (e-mail or social sign-up, a profile change); the app offers to verify it.
     * Always answered; optional for the copies older app versions keep.
     */
    phone_verified: zFlag().optional(),
    /** '0' until the privacy policy is accepted; the app asks until it is '1'. */
    accept_terms: zFlag(),
    accept_notification: zFlag(),
    push_id: z.string(),
    /** How this customer signs in: a full account, or a single-input guest (CPF, comanda, name). */
    kind: z.enum(['account', 'guest']),
    /**
     * '1' when the account has a password: changing it then needs the current one. '0' after an
     * SMS or social sign-up, which set a first password without one.
     */
    has_password: zFlag(),
  })
  .meta({ id: 'Customer' });
export type TCustomer = z.infer<typeof ZCustomer>;

/** Success of any sign-in: the legacy list of one customer, and the session token. */
export const ZSessionResponse = ZEnvelope.extend({
  customer: z.array(ZCustomer),
  token: z.string(),
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/** The customer alone, after a change to it. */
export const ZCustomerResponse = ZEnvelope.extend({ customer: z.array(ZCustomer) });
export type TCustomerResponse = z.infer<typeof ZCustomerResponse>;

export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/**
 * `error_type` 2 on a social sign-in: no account has this provider identity yet. The app opens
 * sign-up prefilled with these and sends the same credential with `register`.
 */
export const ZSocialProfile = z
  .object({ provider: z.enum(socialProviders), name: z.string(), email: z.string() })
  .meta({ id: 'SocialProfile' });
export type TSocialProfile = z.infer<typeof ZSocialProfile>;

const zToken = () => zText(200).min(1);
/** The server's password rule; sign-up screens show its message. */
export const zPassword = () => z.string().min(limits.passwordMinLength, apiMessages.passwordTooShort).max(200);
const zEnvironment = () => z.enum(['app', 'web']).optional();

export const ZLoginRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  environment: zEnvironment(),
  /** Token check: answers the session's customer, or error_type 4 when it is no longer valid. */
  token: zToken().optional(),
  /** E-mail or CPF (masked or not), with `password`. */
  email_cpf: zText(254).optional(),
  password: z.string().max(200).optional(),
  /** Single-input sign-in (profile login.by_input '1'): a CPF, a comanda number or a name, per login.input_type. */
  login_value: zText(120).optional(),
  /** A Google ID token (Google Identity Services' credential), verified on the server. */
  google_id_token: z.string().max(4096).optional(),
  /** A Facebook user access token, checked with the Graph API's debug_token. */
  facebook_access_token: z.string().max(4096).optional(),
  /** Legacy social fields: never enough alone to sign anyone in. */
  google_id: zText(200).optional(),
  google_email: zText(254).optional(),
  facebook_id: zText(200).optional(),
  facebook_email: zText(254).optional(),
  /** Legacy phone sign-in: refused; the SMS code flow (sendCodeCheck, checkCodeTyped) signs in by phone. */
  phone: zText(20).optional(),
  /** Mobile: platform#os version#app version. */
  midia_source: zText(200).optional(),
  push_id: zText(maxPushIdLength).optional(),
});

/** Sign-in answers: a session; error_type 2 with the provider's data for an unknown social identity. */
export const ZLoginResponse = ZEnvelope.extend({
  customer: z.array(ZCustomer).optional(),
  token: z.string().optional(),
  social: ZSocialProfile.optional(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRegisterRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  environment: zEnvironment(),
  name: zText(120).min(1),
  /** Required in the plain mode; social sign-up takes the provider's verified e-mail instead. */
  email: zText(254).optional(),
  /** Masked '(11) 98765-4321' or digits. */
  cell_phone: zText(20).optional(),
  cpf: zText(20).optional(),
  password: z.string().max(200).optional(),
  password2: z.string().max(200).optional(),
  /** The privacy policy accepted: '1' or true. */
  term: z.union([z.literal('1'), z.literal(1), z.literal(true)]).optional(),
  url_destino: zText(2000).optional(),
  google_id_token: z.string().max(4096).optional(),
  facebook_access_token: z.string().max(4096).optional(),
  /** From checkCodeTyped when the verified phone had no account: SMS sign-up, no e-mail or password. */
  sms_token: zText(200).optional(),
  midia_source: zText(200).optional(),
  push_id: zText(maxPushIdLength).optional(),
});

/** A signed-in call with nothing else to say. */
export const ZTokenRequest = z.object({ validate: zValidate(), profile_id: zId().optional(), token: zSessionToken() });

/**
 * How the account proves it is its owner before it is deleted (decision 0066): its password; a
 * code sent to its verified phone or e-mail when it has no password (SMS or social sign-up); nothing
 * for a single-input guest, whose sign-in is the CPF or comanda it typed.
 */
export const deleteConfirmations = ['password', 'code', 'none'] as const;

/** getDeleteInfo: what deleting the account would do now, and how to confirm it. */
export const ZDeleteInfoResponse = ZEnvelope.extend({
  /** Orders not yet delivered, picked up or cancelled: while there is one, deletion is refused. */
  open_orders: z.number().int().nonnegative(),
  /** The cashback balance (reais) the deletion forfeits. */
  cashback: z.number().nonnegative(),
  confirm_with: z.enum(deleteConfirmations),
  /** Masked phone or e-mail the code goes to, when confirm_with is 'code'; '' otherwise. */
  code_to: z.string(),
  /** Why `delete` would refuse now, in the words it would use; null when it may go on. */
  refusal: z.string().nullable(),
});
export type TDeleteInfoResponse = z.infer<typeof ZDeleteInfoResponse>;

/** sendDeleteCode: the code went out; its id goes back with `delete`. */
export const ZSendDeleteCodeResponse = ZEnvelope.extend({ message_id: z.string() });
export type TSendDeleteCodeResponse = z.infer<typeof ZSendDeleteCodeResponse>;

/** customer4api/delete: the session, and the proof getDeleteInfo's `confirm_with` asks for. */
export const ZDeleteRequest = ZTokenRequest.extend({
  password: z.string().max(200).optional(),
  message_id: zText(100).optional(),
  code_typed: zText(10).optional(),
});

export const ZEditRequest = ZTokenRequest.extend({
  name: zText(120).min(1).optional(),
  email: zText(254).optional(),
  cell_phone: zText(20).optional(),
  cpf: zText(20).optional(),
  /**
   * From checkCodeTyped for `cell_phone` (or the current phone when none is sent): the phone
   * becomes verified, and taken from any account that only typed it.
   */
  sms_token: zText(200).optional(),
  /** A new password needs the current one. */
  current_password: z.string().max(200).optional(),
  password: z.string().max(200).optional(),
  password2: z.string().max(200).optional(),
});

export const ZAcceptNotificationRequest = ZTokenRequest.extend({
  accept_notification: z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)]).optional(),
});

/**
 * The device's push id: a native app's opaque token, or, from a browser, its PushSubscription as
 * `JSON.stringify(subscription)` writes it (decision 0041), which the API keeps as a device.
 */
export const ZPushIdRequest = ZTokenRequest.extend({ push_id: zText(maxPushIdLength) });

/** SMS sign-in, step 1. */
export const ZSendCodeCheckRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  /** Masked '(11) 98765-4321' or digits. */
  phone: zText(20).min(1),
});

export const ZSendCodeCheckResponse = ZEnvelope.extend({
  /** Names this code request in checkCodeTyped. */
  message_id: z.string(),
  /** Whether the phone already has an account: sign-in, or sign-up after the code. */
  registered: z.boolean(),
});
export type TSendCodeCheckResponse = z.infer<typeof ZSendCodeCheckResponse>;

/** SMS sign-in, step 2. */
export const ZCheckCodeTypedRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  message_id: zText(100).min(1),
  code_typed: zText(10).min(1),
});

/** A session when the phone has an account; otherwise an empty list, the phone and an sms_token for sign-up. */
export const ZCheckCodeTypedResponse = ZEnvelope.extend({
  customer: z.array(ZCustomer),
  token: z.string(),
  phone: z.string().optional(),
  sms_token: z.string().optional(),
});
export type TCheckCodeTypedResponse = z.infer<typeof ZCheckCodeTypedResponse>;

export const recoveryChannels = ['EMAIL', 'TELEFONE'] as const;

/** Recovery, step 1: find the account by any of e-mail, phone, CPF. */
export const ZFindCustomerRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  cpf: zText(20).optional(),
  email: zText(254).optional(),
  phone_ddd: zText(4).optional(),
  phone_number: zText(12).optional(),
});

export const ZFindCustomerResponse = ZEnvelope.extend({
  /** The recovery request's token: goes back with sendDataRecovery, checkCode and changePasswordByToken. */
  token: z.string(),
  message_id: z.string(),
  /** The channels this account can receive a code on. */
  tipo: z.array(z.enum(recoveryChannels)),
  /** Masked: 'j***@g***.com', '(11) *****-4321'; '' when absent. */
  email: z.string(),
  telefone: z.string(),
});
export type TFindCustomerResponse = z.infer<typeof ZFindCustomerResponse>;

export const recoveryDeliveries = ['EMAIL', 'TELEFONE', 'VOZ'] as const;

export const ZSendDataRecoveryRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  /** EMAIL by mail, TELEFONE by SMS, VOZ by a voice call to the phone. */
  tipo: z.enum(recoveryDeliveries),
  message_id: zText(100).min(1),
  token: zToken(),
});

export const ZCheckCodeRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zToken(),
  message_id: zText(100).min(1),
  code_typed: zText(10).min(1),
});

export const ZChangePasswordByTokenRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  token: zToken(),
  password: zPassword(),
  password2: z.string().max(200).optional(),
});
