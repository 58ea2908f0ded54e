import { z } from 'zod';
import { typeFlows } from './constants.ts';
import { ZEnvelope } from './envelope.ts';
import { zId, zRowId, zSessionToken, zText, zValidate } from './fields.ts';

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

/** A tenant as the console lists it, with its last 30 days. */
export const ZPlatformTenant = z
  .object({
    profile_id: zRowId(),
    name: z.string(),
    type_flow: z.enum(typeFlows),
    /** The hosts it answers on. */
    domains: z.array(z.string()),
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
