import type { CallBody } from '@delivery/contract/call';
import type { platformCalls } from '@delivery/contract/calls/platform';
import { envelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { TPlatformDomain } from '@delivery/contract/platform';
import { slugify } from '@delivery/contract/text';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { newToken } from '../../lib/tokens.ts';
import { DnsLookupFailed, type TxtLookup } from '../../providers/dns-records.ts';
import type { Messenger } from '../../providers/messenger.ts';
import { listCities, serveCity } from '../addresses/service.ts';
import { insertShop, shopCountOf, updateShopActive } from '../catalog/service.ts';
import { writeInvitationFrom } from '../staff/service.ts';
import {
  announceProfileChanged,
  findDomain,
  insertDomain,
  insertProfile,
  lockTenantPlan,
  markDomainVerified,
  newTenantSettings,
  writeTenantPlan,
  type DomainRow,
  type Tenant,
} from '../tenant/service.ts';
import { audit } from './queries.ts';
import type { Actor } from './service.ts';

/*
 * Tenants and their hosts, as the platform creates them (decision 0083). A host is served once
 * verified: a sub-domain of the platform's own domain at once, any other once its DNS carries the
 * token it was given, so no one points a domain they do not hold at a tenant of theirs.
 */

type Body<K extends keyof typeof platformCalls> = CallBody<(typeof platformCalls)[K]>;

export type TenantsContext = {
  db: Database;
  send: Messenger;
  txt: TxtLookup;
  /** The console's host and the platform's own domain (config PLATFORM_HOST, PLATFORM_DOMAIN). */
  platformHost: string | undefined;
  platformDomain: string | undefined;
  /** Where a host of a tenant is opened from (origin.ts): its panel's invitation links point there. */
  originOf(host: string): string;
};

/** The record a custom domain's DNS must carry: its own name, so two hosts never share one. */
const RECORD_PREFIX = '_entrega-verificacao';
const VALUE_PREFIX = 'entrega-verificacao=';

export const recordNameOf = (host: string) => `${RECORD_PREFIX}.${host}`;

export function wireDomain(row: Pick<DomainRow, 'domain' | 'verified' | 'token'>): TPlatformDomain {
  const pending = !row.verified && row.token !== null;
  return {
    host: row.domain,
    verified: row.verified,
    txt_name: pending ? recordNameOf(row.domain) : null,
    txt_value: pending ? `${VALUE_PREFIX}${row.token}` : null,
  };
}

/** A sub-domain of the platform's own, one label under it: served at once, under its wildcard. */
const isPlatformSubdomain = (ctx: TenantsContext, host: string) =>
  ctx.platformDomain !== undefined &&
  host.endsWith(`.${ctx.platformDomain}`) &&
  !host.slice(0, -ctx.platformDomain.length - 1).includes('.');

/** Refuses the platform's own hosts and a host some tenant has; answers the token it needs, or null. */
async function tokenFor(ctx: TenantsContext, db: Database, host: string): Promise<string | null> {
  if (host === ctx.platformHost || host === ctx.platformDomain) {
    throw new AppError(ErrorType.NOT_ALLOWED, formatMessage(apiMessages.platformDomainReserved, { host }));
  }
  if (await findDomain(db, host)) {
    throw new AppError(ErrorType.ALREADY_REGISTERED, formatMessage(apiMessages.platformDomainTaken, { host }));
  }
  return isPlatformSubdomain(ctx, host) ? null : newToken();
}

/** Gives the profile the host; a host taken meanwhile by another is refused as one taken before. */
async function addHost(ctx: TenantsContext, db: Database, profileId: number, host: string): Promise<DomainRow> {
  const token = await tokenFor(ctx, db, host);
  if (!(await insertDomain(db, profileId, host, token))) {
    throw new AppError(ErrorType.ALREADY_REGISTERED, formatMessage(apiMessages.platformDomainTaken, { host }));
  }
  return { domain: host, profileId, verified: token === null, token };
}

const domainMessage = (row: DomainRow) =>
  formatMessage(row.verified ? apiMessages.platformDomainLive : apiMessages.platformDomainPending, {
    host: row.domain,
  });

/** Adds a host to a tenant, kept in the audit log. */
export async function addDomain(ctx: TenantsContext, by: Actor, body: Body<'platformAddDomain'>) {
  const row = await ctx.db.transaction(async (tx) => {
    const added = await addHost(ctx, tx, body.profile_id, body.host).catch((error: unknown) => {
      // The profile's foreign key: no such tenant.
      if ((error as { cause?: { code?: string } }).cause?.code === '23503') {
        throw new AppError(ErrorType.NOT_FOUND, apiMessages.platformTenantNotFound);
      }
      throw error;
    });
    await audit(tx, {
      ...by,
      action: 'domain-added',
      target: `profile:${body.profile_id}`,
      after: { host: added.domain, verified: added.verified },
    });
    if (added.verified) await announceProfileChanged(tx, body.profile_id);
    return added;
  });
  return { ...envelope(ErrorType.OK, domainMessage(row)), domain: wireDomain(row) };
}

/**
 * Looks the host's record up now: when its DNS carries the token, the host is served from now on
 * (every process forgets the miss it kept) and may get a certificate. Kept in the audit log.
 */
export async function verifyDomain(ctx: TenantsContext, by: Actor, host: string) {
  const row = await findDomain(ctx.db, host);
  if (!row) throw new AppError(ErrorType.NOT_FOUND, apiMessages.platformDomainNotFound);
  if (row.verified) {
    return { ...envelope(ErrorType.OK, domainMessage(row)), domain: wireDomain(row) };
  }
  let values: string[];
  try {
    values = await ctx.txt(recordNameOf(host));
  } catch (error) {
    if (error instanceof DnsLookupFailed) {
      throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.platformDomainLookupFailed);
    }
    throw error;
  }
  if (!values.some((value) => value.trim() === `${VALUE_PREFIX}${row.token}`)) {
    throw new AppError(
      ErrorType.NOT_ALLOWED,
      formatMessage(apiMessages.platformDomainNotVerified, { name: recordNameOf(host) }),
    );
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await markDomainVerified(tx, host))) return;
    await audit(tx, { ...by, action: 'domain-verified', target: `profile:${row.profileId}`, after: { host } });
    await announceProfileChanged(tx, row.profileId);
  });
  const verified = { ...row, verified: true, token: null };
  return {
    ...envelope(ErrorType.OK, formatMessage(apiMessages.platformDomainVerified, { host })),
    domain: wireDomain(verified),
  };
}

/**
 * Creates a tenant on its first host, in one transaction with the city it starts in, a SINGLE
 * tenant's shop (listed at once: no operator is there to open it) and the invitation of its first
 * person, an operator or the shop's owner; the e-mail goes once all of it is written.
 */
export async function createTenant(ctx: TenantsContext, by: Actor, body: Body<'platformCreateTenant'>) {
  const name = body.name.trim();
  const created = await ctx.db.transaction(async (tx) => {
    const settings = newTenantSettings({
      typeFlow: body.type_flow,
      title: name,
      primary: body.primary,
      logo: body.logo,
    });
    const profileId = await insertProfile(tx, { name, typeFlow: body.type_flow, settings });
    const domain = await addHost(ctx, tx, profileId, body.host);
    await serveCity(tx, profileId, { name: body.city_name.trim(), state: body.city_state });
    const [city] = await listCities(tx, profileId);
    const tenant: Tenant = {
      id: profileId,
      name,
      typeFlow: body.type_flow,
      settings,
      suspended: false,
    };
    let shopId: number | null = null;
    if (body.type_flow === 'SINGLE') {
      shopId = await insertShop(tx, {
        profileId,
        cityId: city!.city_id,
        name,
        segment: body.segment!,
        slug: slugify(name) || 'loja',
      });
      await updateShopActive(tx, shopId, true);
    }
    const { letter } = await writeInvitationFrom(
      tx,
      tenant,
      {
        name: body.staff_name,
        email: body.staff_email,
        role: shopId === null ? 'operator' : 'owner',
        shopId,
        shopName: name,
      },
      { inviter: by.name, origin: ctx.originOf(domain.domain) },
    );
    await audit(tx, {
      ...by,
      action: 'tenant-created',
      target: `profile:${profileId}`,
      after: {
        name,
        type_flow: body.type_flow,
        host: domain.domain,
        city: `${body.city_name.trim()}/${body.city_state}`,
        staff: body.staff_email,
      },
    });
    await announceProfileChanged(tx, profileId);
    return { tenant, domain, letter };
  });
  await ctx.send(created.tenant.id, created.letter);
  return {
    ...envelope(
      ErrorType.OK,
      formatMessage(apiMessages.platformTenantCreated, { tenant: name, email: body.staff_email }),
    ),
    tenant: {
      profile_id: created.tenant.id,
      name,
      type_flow: body.type_flow,
      max_shops: null,
      domains: created.domain.verified ? [created.domain.domain] : [],
      pending_domains: created.domain.verified ? [] : [wireDomain(created.domain)],
      suspended: false,
      orders_30d: 0,
      sales_30d: 0,
    },
    domain: wireDomain(created.domain),
  };
}

/**
 * Sets a tenant's flow and the most shops it may have, refused when its shops already exceed them
 * (a shop is never taken away here), kept in the audit log with the plan before and after.
 */
export async function setPlan(ctx: Pick<TenantsContext, 'db'>, by: Actor, body: Body<'platformTenantPlan'>) {
  const name = await ctx.db.transaction(async (tx) => {
    const before = await lockTenantPlan(tx, body.profile_id);
    if (!before) throw new AppError(ErrorType.NOT_FOUND, apiMessages.platformTenantNotFound);
    const plan = { typeFlow: body.type_flow, maxShops: body.max_shops };
    const shops = await shopCountOf(tx, body.profile_id);
    const tenant = before.name;
    if (plan.typeFlow === 'SINGLE' && shops > 1) {
      throw new AppError(ErrorType.NOT_ALLOWED, formatMessage(apiMessages.platformSingleHasShops, { tenant, shops }));
    }
    if (plan.maxShops !== null && shops > plan.maxShops) {
      throw new AppError(ErrorType.NOT_ALLOWED, formatMessage(apiMessages.platformShopLimitBelow, { tenant, shops }));
    }
    await writeTenantPlan(tx, body.profile_id, plan);
    await audit(tx, {
      ...by,
      action: 'tenant-plan',
      target: `profile:${body.profile_id}`,
      before: { type_flow: before.typeFlow, max_shops: before.maxShops },
      after: { type_flow: plan.typeFlow, max_shops: plan.maxShops },
    });
    return tenant;
  });
  return envelope(ErrorType.OK, formatMessage(apiMessages.platformTenantPlanSaved, { tenant: name }));
}
