import type { TProfileSettings } from '@delivery/contract/profile';
import type { TTenantSection } from '@delivery/contract/tenant-settings';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { staff } from '../../db/schema/staff.ts';
import { profileChanges, type ProfileChange } from '../../db/schema/tenant-settings.ts';

/** Each section's version column. */
const versionColumns = {
  appearance: profiles.appearanceVersion,
  links: profiles.linksVersion,
  sign_in: profiles.signInVersion,
} as const;

const versionKeys = { appearance: 'appearanceVersion', links: 'linksVersion', sign_in: 'signInVersion' } as const;

export type ProfileRow = {
  name: string;
  typeFlow: TProfileSettings['site']['type_flow'];
  settings: TProfileSettings;
  versions: Record<TTenantSection, number>;
};

/** The profile's settings and the version of each section; with `lock`, locked until the transaction ends. */
export async function readProfile(db: Database, profileId: number, lock = false): Promise<ProfileRow | null> {
  const query = db
    .select({
      name: profiles.name,
      typeFlow: profiles.typeFlow,
      settings: profiles.settings,
      appearance: versionColumns.appearance,
      links: versionColumns.links,
      sign_in: versionColumns.sign_in,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const { appearance, links, sign_in, ...rest } = row;
  return { ...rest, versions: { appearance, links, sign_in } };
}

/** Writes the settings and bumps the section's version, of a profile locked by readProfile; answers the new version. */
export async function writeSettings(
  db: Database,
  profileId: number,
  section: TTenantSection,
  settings: TProfileSettings,
): Promise<number> {
  const column = versionColumns[section];
  const [row] = await db
    .update(profiles)
    .set({ settings, [versionKeys[section]]: sql`${column} + 1`, updatedAt: sql`now()` })
    .where(eq(profiles.id, profileId))
    .returning({ version: column });
  return row!.version;
}

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
      by: staff.name,
    })
    .from(profileChanges)
    .leftJoin(staff, eq(staff.id, profileChanges.staffId))
    .where(eq(profileChanges.profileId, profileId))
    .orderBy(profileChanges.section, desc(profileChanges.createdAt), desc(profileChanges.id));
  return new Map(rows.map(({ section, at, by }) => [section, { at, by }]));
}
