import type { TTenantSlider } from '@delivery/contract/tenant-settings';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sliders } from '../../db/schema/app-info.ts';

/* The home's slides as the tenant's operator edits them (tenant-settings holds the rules). */

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
