import { z } from 'zod';
import type { TypeFlow } from './constants.ts';
import { zPassword } from './customer.ts';
import { ZEnvelope } from './envelope.ts';
import { zId, zRowId, zSessionToken, zText, zValidate } from './fields.ts';

/**
 * The people who run shops (merchant panel, decision 0022): staff accounts are separate from
 * customers. An owner or attendant works for one shop each; an operator sees every shop of the
 * profile (a MARKETPLACE's team).
 */

export const staffRoles = ['owner', 'attendant', 'operator'] as const;
export type TStaffRole = (typeof staffRoles)[number];

/** Roles granted for one shop; an operator's role is for the whole profile. */
export const shopRoles = ['owner', 'attendant'] as const satisfies readonly TStaffRole[];
export type TShopRole = (typeof shopRoles)[number];

/** What each role may do, checked by the API; the panel hides what a role cannot do. */
export const staffAbilities = {
  /** Receive, accept, reject, advance, cancel and print orders; pause the shop. */
  runOrders: ['owner', 'attendant', 'operator'],
  /** Invite and remove staff, change the shop's settings and menu. */
  manageShop: ['owner', 'operator'],
} as const satisfies Record<string, readonly TStaffRole[]>;
export type TStaffAbility = keyof typeof staffAbilities;

export const mayDo = (role: TStaffRole, ability: TStaffAbility): boolean =>
  (staffAbilities[ability] as readonly TStaffRole[]).includes(role);

/**
 * Who runs the tenant's own settings (decision 0038): its operators, and in a SINGLE tenant the
 * owner of its one shop, whose shop the tenant is. A MARKETPLACE shop's owner runs only the shop.
 */
export const mayRunTenant = (typeFlow: TypeFlow, operator: boolean, roles: Iterable<TStaffRole>): boolean =>
  operator || (typeFlow === 'SINGLE' && [...roles].includes('owner'));

/** A staff member's e-mail, as accounts are found by it: lower case. */
export const zStaffEmail = () => zText(200).toLowerCase().pipe(z.email('informe um e-mail válido'));

export const ZStaffShop = z
  .object({
    shop_id: zRowId(),
    name: z.string(),
    role: z.enum(staffRoles),
    /** The shop's IANA time zone: its days, for the panel's "today", are the ones the reports count by. */
    time_zone: z.string(),
    /** New orders are accepted for the shop automatically. */
    auto_accept: z.boolean(),
  })
  .meta({ id: 'StaffShop' });
export type TStaffShop = z.infer<typeof ZStaffShop>;

/** The signed-in staff member and the shops they run, with their role in each. */
export const ZStaffMember = z
  .object({
    staff_id: zRowId(),
    name: z.string(),
    email: z.string(),
    /** Operator of the whole profile: every shop is theirs to run. */
    operator: z.boolean(),
    /** Runs the tenant's own settings (mayRunTenant): the panel shows them its "Plataforma" page. */
    runs_tenant: z.boolean(),
    /** The tenant is a MARKETPLACE: its shops pay commission and have statements (decision 0085). */
    marketplace: z.boolean(),
    shops: z.array(ZStaffShop),
  })
  .meta({ id: 'StaffMember' });
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffSignInRequest = z.object({
  validate: zValidate(),
  email: zText(200).min(1),
  password: z.string().min(1).max(200),
});

export const ZStaffSessionResponse = ZEnvelope.extend({ token: z.string(), staff: ZStaffMember });
export type TStaffSessionResponse = z.infer<typeof ZStaffSessionResponse>;

export const ZStaffTokenRequest = z.object({ validate: zValidate(), token: zSessionToken() });

export const ZStaffMemberResponse = ZEnvelope.extend({ staff: ZStaffMember });

export const ZStaffInviteRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  email: zStaffEmail(),
  name: zText(100).min(1),
  /** 'operator' invites to the whole profile: only an operator may. */
  role: z.enum(staffRoles),
  /** The shop, for an owner or attendant. */
  shop_id: zId().optional(),
});

/** An invitation or reset link's token, from the e-mail. */
const zLinkToken = () => zText(200).min(1);

export const ZStaffAcceptInviteRequest = z.object({
  validate: zValidate(),
  invite_token: zLinkToken(),
  /** Needed only by someone without a password yet. */
  password: zPassword().optional(),
});

export const ZStaffPasswordResetRequest = z.object({ validate: zValidate(), email: zStaffEmail() });

export const ZStaffNewPasswordRequest = z.object({
  validate: zValidate(),
  reset_token: zLinkToken(),
  password: zPassword(),
});

export const ZStaffListRequest = z.object({ validate: zValidate(), token: zSessionToken(), shop_id: zId() });

export const ZStaffListed = z
  .object({
    staff_id: zRowId(),
    name: z.string(),
    email: z.string(),
    role: z.enum(staffRoles),
    /** Invited and not yet joined. */
    pending: z.boolean(),
  })
  .meta({ id: 'StaffListed' });

export const ZStaffListResponse = ZEnvelope.extend({ staff: z.array(ZStaffListed) });

export const ZStaffRemoveRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  shop_id: zId(),
  staff_id: zId(),
});
