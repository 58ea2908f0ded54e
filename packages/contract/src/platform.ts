import { z } from 'zod';
import { segments } from './catalog-constants.ts';
import { typeFlows } from './constants.ts';
import { ZEnvelope } from './envelope.ts';
import { zId, zRowId, zSessionToken, zText, zValidate } from './fields.ts';
import { zStaffEmail } from './staff.ts';
import { zHexColour, zLink } from './tenant-settings.ts';
import { stateCodes } from './tenant-shops.ts';

/**
 * The platform's console (decision 0082): its administrators create and run tenants. They are no
 * tenant's staff or customers, sign in only on the platform's host, and always with a second
 * factor: a code of their authenticator app, or one of their single-use recovery codes.
 */

export const ZPlatformAdmin = z
  .object({ admin_id: zRowId(), name: z.string(), email: z.string() })
  .meta({ id: 'PlatformAdmin' });
export type TPlatformAdmin = z.infer<typeof ZPlatformAdmin>;

export const ZPlatformSignInRequest = z.object({
  validate: zValidate(),
  email: zText(200).min(1),
  password: z.string().min(1).max(200),
  /** The authenticator's six digits, or a recovery code (`XXXXX-XXXXX`). */
  code: zText(20).min(1),
});

export const ZPlatformSessionResponse = ZEnvelope.extend({
  token: z.string(),
  admin: ZPlatformAdmin,
  /** Recovery codes left: the console asks for new ones when few remain. */
  recovery_codes_left: z.number().int(),
});
export type TPlatformSessionResponse = z.infer<typeof ZPlatformSessionResponse>;

export const ZPlatformTokenRequest = z.object({ validate: zValidate(), token: zSessionToken() });

export const ZPlatformMeResponse = ZEnvelope.extend({ admin: ZPlatformAdmin, recovery_codes_left: z.number().int() });

export const ZPlatformAuditEntry = z
  .object({
    audit_id: zRowId(),
    /** Who acted; null for a refused sign-in. */
    admin: z.string().nullable(),
    action: z.string(),
    target: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string(),
    /** ISO 8601. */
    at: z.string(),
  })
  .meta({ id: 'PlatformAuditEntry' });

export const ZPlatformAuditRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  /** The entries before this one (the last of the previous page); none: the latest. */
  before_id: zRowId().optional(),
});

export const ZPlatformAuditResponse = ZEnvelope.extend({ entries: z.array(ZPlatformAuditEntry) });

/** A host name as a browser sends it: lower case letters, digits and hyphens, in two labels or more. */
export const hostNamePattern =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** A tenant's host as typed: 'https://Pedidos.Pizzaria.com.br/' is 'pedidos.pizzaria.com.br'. */
export const zHost = () =>
  zText(253)
    .toLowerCase()
    // An accented domain goes as the registrar shows its punycode (xn--…): the contract has no URL
    // class to convert it, and such domains are rare.
    .transform((host) => host.replace(/^https?:\/\//, '').replace(/[/.]+$/, ''))
    .pipe(z.string().regex(hostNamePattern, 'informe um endereço como pedidos.sualoja.com.br'));

/**
 * A tenant's host. One not yet verified names the TXT record its DNS must carry before it is
 * served (decision 0083); a verified one names none.
 */
export const ZPlatformDomain = z
  .object({
    host: z.string(),
    verified: z.boolean(),
    /** The record's name, e.g. '_entrega-verificacao.pedidos.pizzaria.com.br'; null once verified. */
    txt_name: z.string().nullable(),
    /** The record's value, to copy as it is; null once verified. */
    txt_value: z.string().nullable(),
  })
  .meta({ id: 'PlatformDomain' });
export type TPlatformDomain = z.infer<typeof ZPlatformDomain>;

/** A tenant as the console lists it, with its last 30 days. */
export const ZPlatformTenant = z
  .object({
    profile_id: zRowId(),
    name: z.string(),
    type_flow: z.enum(typeFlows),
    /** The most shops it may have (its operators add them); null: no limit. */
    max_shops: z.number().int().nullable(),
    /** The hosts it answers on. */
    domains: z.array(z.string()),
    /** Its hosts still waiting for their DNS record: not served until verified. */
    pending_domains: z.array(ZPlatformDomain),
    /** Suspended by the platform: its hosts show a page saying so, and its calls refuse. */
    suspended: z.boolean(),
    /** Orders placed in the last 30 days and not cancelled, and what they came to, in reais. */
    orders_30d: z.number().int(),
    sales_30d: z.number(),
  })
  .meta({ id: 'PlatformTenant' });
export type TPlatformTenant = z.infer<typeof ZPlatformTenant>;

export const ZPlatformTenantsResponse = ZEnvelope.extend({ tenants: z.array(ZPlatformTenant) });

export const ZPlatformTenantRequest = z.object({ validate: zValidate(), token: zSessionToken(), profile_id: zId() });

export const ZPlatformDomainResponse = ZEnvelope.extend({ domain: ZPlatformDomain });

export const ZPlatformAddDomainRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  profile_id: zId(),
  host: zHost(),
});

export const ZPlatformHostRequest = z.object({ validate: zValidate(), token: zSessionToken(), host: zHost() });

/**
 * A new tenant: a MARKETPLACE, with its first operator, or a SINGLE shop, with the shop and its
 * owner; the person is invited by e-mail to set their password on the tenant's host.
 */
export const ZPlatformCreateTenantRequest = z
  .object({
    validate: zValidate(),
    token: zSessionToken(),
    type_flow: z.enum(typeFlows),
    name: zText(60).min(2, 'informe o nome do cliente'),
    /** The brand colour (#RRGGBB). */
    primary: zHexColour(),
    /** The logo's address (https://… or /…); '' keeps the app's default. */
    logo: zLink().default(''),
    /** Its first host: a sub-domain of the platform's is served at once, any other once verified. */
    host: zHost(),
    /** The city it starts in. */
    city_name: zText(60).min(2, 'informe o nome da cidade'),
    city_state: zText(2)
      .toUpperCase()
      .refine((code) => (stateCodes as readonly string[]).includes(code), 'escolha o estado (UF)'),
    /** A SINGLE shop's segment; a MARKETPLACE's shops get theirs as its operators add them. */
    segment: z.enum(segments).optional(),
    staff_name: zText(100).min(1, 'informe o nome de quem vai administrar'),
    staff_email: zStaffEmail(),
  })
  .refine((body) => body.type_flow === 'MARKETPLACE' || body.segment !== undefined, {
    message: 'escolha o segmento da loja',
    path: ['segment'],
  });

export const ZPlatformCreateTenantResponse = ZEnvelope.extend({ tenant: ZPlatformTenant, domain: ZPlatformDomain });

/** What only the platform sets of a tenant: its flow, and the most shops its operators may add. */
export const ZPlatformTenantPlanRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  profile_id: zId(),
  type_flow: z.enum(typeFlows),
  /** null: no limit. */
  max_shops: z.number().int().min(1, 'o limite é de uma loja ou mais').max(100_000).nullable(),
});
