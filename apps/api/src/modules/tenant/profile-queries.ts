import type { TProfileSettings } from '@delivery/contract/profile';
import type { TTenantSection } from '@delivery/contract/tenant-settings';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';

/*
 * The profile's settings by section, as its operator saves them in the panel (tenant-settings holds
 * the rules), each call inside the save's transaction.
 */

/** Each section's version column. */
const versionColumns = {
  appearance: profiles.appearanceVersion,
  links: profiles.linksVersion,
  sign_in: profiles.signInVersion,
  slider: profiles.sliderVersion,
} as const;

const versionKeys = {
  appearance: 'appearanceVersion',
  links: 'linksVersion',
  sign_in: 'signInVersion',
  slider: 'sliderVersion',
} as const;

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
      slider: versionColumns.slider,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const { appearance, links, sign_in, slider, ...rest } = row;
  return { ...rest, versions: { appearance, links, sign_in, slider } };
}

/**
 * Bumps the section's version of a profile locked by readProfile, writing its settings when
 * given (the slider's slides are rows of their own); answers the new version.
 */
export async function bumpSection(
  db: Database,
  profileId: number,
  section: TTenantSection,
  settings?: TProfileSettings,
): Promise<number> {
  const column = versionColumns[section];
  const [row] = await db
    .update(profiles)
    .set({ ...(settings ? { settings } : {}), [versionKeys[section]]: sql`${column} + 1`, updatedAt: sql`now()` })
    .where(eq(profiles.id, profileId))
    .returning({ version: column });
  return row!.version;
}
