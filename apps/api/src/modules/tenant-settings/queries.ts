import type { TProfileSettings } from '@delivery/contract/profile';
import type { TTenantSection, TTenantSlider } from '@delivery/contract/tenant-settings';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sliders } from '../../db/schema/app-info.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { staff } from '../../db/schema/staff.ts';
import { profileChanges, type ProfileChange } from '../../db/schema/tenant-settings.ts';

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

/** The profile's slides, active or not, in the order the home shows them. */
export async function readSlides(db: Database, profileId: number): Promise<TTenantSlider['slides']> {
  const rows = await db
    .select({
      slider_id: sliders.id,
      title: sliders.title,
      image: sliders.image,
      link: sliders.link,
      active: sliders.active,
    })
    .from(sliders)
    .where(eq(sliders.profileId, profileId))
    .orderBy(asc(sliders.position), asc(sliders.id));
  return rows.map((row) => ({ ...row, active: row.active ? '1' : '0' }));
}

type SlideValues = { slider_id?: number; title: string; image: string; link: string; active: '0' | '1' };

/**
 * Puts `slides` in place of the profile's, in their order: a slide with an id of the profile is
 * updated, one without is added, the profile's others are removed. An id of another profile
 * matches nothing here and is refused by the service before.
 */
export async function replaceSlides(db: Database, profileId: number, slides: readonly SlideValues[]): Promise<void> {
  const kept = slides.flatMap((slide) => (slide.slider_id ? [slide.slider_id] : []));
  await db
    .delete(sliders)
    .where(and(eq(sliders.profileId, profileId), kept.length ? notInArray(sliders.id, kept) : undefined));
  for (const [position, { slider_id, active, ...values }] of slides.entries()) {
    const row = { ...values, position, active: active === '1' };
    if (slider_id) {
      await db
        .update(sliders)
        .set(row)
        .where(and(eq(sliders.id, slider_id), eq(sliders.profileId, profileId)));
    } else {
      await db.insert(sliders).values({ ...row, profileId });
    }
  }
}
