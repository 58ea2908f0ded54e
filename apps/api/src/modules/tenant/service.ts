import type { TProfileSettings } from '@delivery/contract/profile';
import type { TypeFlow } from '@delivery/contract/constants';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profileDomains, profiles } from '../../db/schema/profiles.ts';
import { ttlMemo } from '../../lib/ttl-memo.ts';

/** The profile's settings by section, as its operator saves them (tenant-settings holds the rules). */
export { bumpSection, readProfile, type ProfileRow } from './profile-queries.ts';
export { newTenantSettings } from './new-settings.ts';
export { findDomain, insertDomain, markDomainVerified, pendingDomains, type DomainRow } from './domains.ts';

/** Only a verified host is served (decision 0083). */
const served = isNotNull(profileDomains.verifiedAt);

export type Tenant = {
  id: number;
  name: string;
  typeFlow: TypeFlow;
  settings: TProfileSettings;
  /** The platform suspended it: its calls and pages say so, and nothing of it is served. */
  suspended: boolean;
};

const tenantColumns = {
  id: profiles.id,
  name: profiles.name,
  typeFlow: profiles.typeFlow,
  settings: profiles.settings,
  suspended: sql<boolean>`${profiles.suspendedAt} is not null`,
};

/** Host header → profile. 'Pizzaria.Example.com.:443' and '[::1]:3000' normalise like a browser would. */
export function normaliseHost(host: string | undefined): string {
  if (!host) return '';
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) name = name.slice(1, name.indexOf(']') > 0 ? name.indexOf(']') : undefined);
  else name = name.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

export async function findTenantByDomain(db: Database, domain: string): Promise<Tenant | null> {
  const [row] = await db
    .select(tenantColumns)
    .from(profileDomains)
    .innerJoin(profiles, eq(profiles.id, profileDomains.profileId))
    .where(and(eq(profileDomains.domain, domain), served))
    .limit(1);
  return row ?? null;
}

/** Every tenant with the hosts it is served on, in the order they were created: the platform's console lists them. */
export async function listTenantsWithDomains(db: Database) {
  const domains = sql<string[]>`coalesce(
    array_agg(${profileDomains.domain} order by ${profileDomains.domain})
      filter (where ${profileDomains.verifiedAt} is not null),
    '{}')`;
  return db
    .select({
      id: profiles.id,
      name: profiles.name,
      typeFlow: profiles.typeFlow,
      maxShops: profiles.maxShops,
      suspended: tenantColumns.suspended,
      domains,
    })
    .from(profiles)
    .leftJoin(profileDomains, eq(profileDomains.profileId, profiles.id))
    .groupBy(profiles.id)
    .orderBy(asc(profiles.id));
}

/** A new profile: its name, flow and settings; answers its id. */
export async function insertProfile(
  db: Database,
  values: { name: string; typeFlow: TypeFlow; settings: TProfileSettings },
): Promise<number> {
  const [row] = await db.insert(profiles).values(values).returning({ id: profiles.id });
  return row!.id;
}

/**
 * Suspends or resumes a tenant, and tells every process at once. Answers the tenant's name and
 * whether it was suspended before, or null when there is no such tenant. `record` runs in the same
 * transaction (the platform's audit log), so the change is never kept without it.
 */
export async function setTenantSuspended(
  db: Database,
  profileId: number,
  suspended: boolean,
  record: (tx: Database, wasSuspended: boolean) => Promise<void>,
): Promise<{ name: string; wasSuspended: boolean } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: profiles.name, suspended: tenantColumns.suspended })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for('update');
    if (!row) return null;
    if (row.suspended !== suspended) {
      await tx
        .update(profiles)
        .set({ suspendedAt: suspended ? new Date() : null, updatedAt: new Date() })
        .where(eq(profiles.id, profileId));
      await announceProfileChanged(tx, profileId);
    }
    await record(tx, row.suspended);
    return { name: row.name, wasSuspended: row.suspended };
  });
}

/** What only the platform sets of a tenant (decision 0083): its flow and the most shops it may have. */
export type TenantPlan = { typeFlow: TypeFlow; maxShops: number | null };

/** The tenant's name and plan, locked until the transaction ends; null when there is no such tenant. */
export async function lockTenantPlan(db: Database, profileId: number): Promise<(TenantPlan & { name: string }) | null> {
  const [row] = await db
    .select({
      name: profiles.name,
      typeFlow: profiles.typeFlow,
      maxShops: profiles.maxShops,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for('update');
  return row ?? null;
}

/** Writes the plan of a tenant lockTenantPlan locked (the flow the apps read too), and tells every process. */
export async function writeTenantPlan(db: Database, profileId: number, plan: TenantPlan): Promise<void> {
  await db
    .update(profiles)
    .set({
      typeFlow: plan.typeFlow,
      settings: sql`jsonb_set(${profiles.settings}, '{site,type_flow}', to_jsonb(${plan.typeFlow}::text))`,
      maxShops: plan.maxShops,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, profileId));
  await announceProfileChanged(db, profileId);
}

/** The most shops the tenant may have; null: no limit. */
export async function shopLimitOf(db: Database, profileId: number): Promise<number | null> {
  const [row] = await db.select({ maxShops: profiles.maxShops }).from(profiles).where(eq(profiles.id, profileId));
  return row?.maxShops ?? null;
}

/**
 * One host of the profile, the same each time (the first by name), for an address sent outside a
 * request (Open Delivery's webhooks name the order's URL); null for a profile without a domain.
 */
export async function domainOfProfile(db: Database, profileId: number): Promise<string | null> {
  const [row] = await db
    .select({ domain: profileDomains.domain })
    .from(profileDomains)
    .where(and(eq(profileDomains.profileId, profileId), served))
    .orderBy(asc(profileDomains.domain))
    .limit(1);
  return row?.domain ?? null;
}

/**
 * Every API call resolves its tenant, so the answer is kept in process for `ttlMs`. A change saved
 * from the panel is announced (PROFILE_CHANGED_CHANNEL) and every process forgets what it kept at
 * once; any other change reaches them within that time. Misses are kept too, so random hosts cost
 * one query.
 */
export function createTenantResolver(db: Database, ttlMs: number) {
  const byDomain = ttlMemo((domain: string) => findTenantByDomain(db, domain), ttlMs);
  return {
    resolve(host: string | undefined): Promise<Tenant | null> {
      const domain = normaliseHost(host);
      return domain ? byDomain(domain) : Promise.resolve(null);
    },
    /** Forgets every tenant kept: a profile's settings changed (its domains are not known here). */
    forget(): void {
      byDomain.clear();
    },
    /** The tenant of a host resolved a moment ago, at once; undefined when it must be looked up. */
    known(host: string | undefined): Tenant | null | undefined {
      const domain = normaliseHost(host);
      return domain ? byDomain.peek(domain)?.value : null;
    },
  };
}

export type TenantResolver = ReturnType<typeof createTenantResolver>;

/** Every process hears which profile's settings changed (its id) and forgets the tenants it kept. */
export const PROFILE_CHANGED_CHANNEL = 'profile_changed';

/** Announces a change of the profile's settings to every API process, once the save has committed. */
export async function announceProfileChanged(db: Database, profileId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${PROFILE_CHANGED_CHANNEL}, ${String(profileId)})`);
}

/** The profile's Facebook app secret, read when a Facebook sign-in needs it and never kept with the tenant. */
export async function facebookAppSecretOf(db: Database, profileId: number): Promise<string | null> {
  const [row] = await db
    .select({ secret: profiles.facebookAppSecret })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row?.secret ?? null;
}
