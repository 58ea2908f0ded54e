import type { TTenantSection } from '@delivery/contract/tenant-settings';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profileChanges, type ProfileChange } from '../../db/schema/tenant-settings.ts';
import { staffNameSql } from '../staff/service.ts';

/*
 * The history of the tenant's settings. The settings are the tenant's profile (tenant/service.ts)
 * and the home's slides (app-info/service.ts), written through those modules.
 */

/** Writes what a save changed, in the save's own transaction. */
export async function recordProfileChange(
  db: Database,
  value: { profileId: number; staffId: number; section: TTenantSection; change: ProfileChange },
): Promise<void> {
  await db.insert(profileChanges).values(value);
}

/** Who saved each section last, and when; a section nobody saved in the panel is missing. */
export async function lastChanges(
  db: Database,
  profileId: number,
): Promise<Map<TTenantSection, { at: Date; by: string | null }>> {
  const rows = await db
    .selectDistinctOn([profileChanges.section], {
      section: profileChanges.section,
      at: profileChanges.createdAt,
      by: staffNameSql(profileChanges.staffId),
    })
    .from(profileChanges)
    .where(eq(profileChanges.profileId, profileId))
    .orderBy(profileChanges.section, desc(profileChanges.createdAt), desc(profileChanges.id));
  return new Map(rows.map(({ section, at, by }) => [section, { at, by }]));
}
