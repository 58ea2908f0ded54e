import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profileDomains } from '../../db/schema/profiles.ts';

/*
 * A profile's hosts (decision 0083). A host resolves to its profile only once verified: a custom
 * domain when its DNS carries the token, a sub-domain of the platform's at once.
 */

export type DomainRow = { domain: string; profileId: number; verified: boolean; token: string | null };

const domainColumns = {
  domain: profileDomains.domain,
  profileId: profileDomains.profileId,
  verified: sql<boolean>`${profileDomains.verifiedAt} is not null`,
  token: profileDomains.verificationToken,
};

/** The host, verified or not; null when no profile has it. */
export async function findDomain(db: Database, domain: string): Promise<DomainRow | null> {
  const [row] = await db.select(domainColumns).from(profileDomains).where(eq(profileDomains.domain, domain));
  return row ?? null;
}

/** Every host still waiting for its record, oldest first. */
export async function pendingDomains(db: Database): Promise<DomainRow[]> {
  return db
    .select(domainColumns)
    .from(profileDomains)
    .where(isNull(profileDomains.verifiedAt))
    .orderBy(asc(profileDomains.createdAt), asc(profileDomains.domain));
}

/**
 * Gives the profile a host: served at once when `token` is null, else once verified with it.
 * Answers false when the host is already some profile's.
 */
export async function insertDomain(
  db: Database,
  profileId: number,
  domain: string,
  token: string | null,
): Promise<boolean> {
  const added = await db
    .insert(profileDomains)
    .values({ domain, profileId, verificationToken: token, verifiedAt: token === null ? new Date() : null })
    .onConflictDoNothing()
    .returning({ domain: profileDomains.domain });
  return added.length > 0;
}

/** Serves a host from now on; answers false when it was verified already or is no longer there. */
export async function markDomainVerified(db: Database, domain: string): Promise<boolean> {
  const done = await db
    .update(profileDomains)
    .set({ verifiedAt: new Date(), verificationToken: null })
    .where(and(eq(profileDomains.domain, domain), isNull(profileDomains.verifiedAt)))
    .returning({ domain: profileDomains.domain });
  return done.length > 0;
}
