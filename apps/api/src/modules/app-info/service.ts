import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appReleases, sliders } from '../../db/schema/app-info.ts';

/** The home's slides as the tenant's operator edits them (tenant-settings holds the rules). */
export { readSlides, replaceSlides } from './slides-queries.ts';

/** Compares dotted versions numerically: '1.10' is newer than '1.9'. */
export function isOlderVersion(current: string, published: string): boolean {
  const a = current.split('.').map(Number);
  const b = published.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff < 0;
  }
  return false;
}

const platforms = { android: 'android', ios: 'ios' } as const;

/** The update the caller should install, or null when it is current or not a native app. */
export async function findAppUpdate(
  db: Database,
  profileId: number,
  caller: { sistema?: string | undefined; versao?: string | undefined },
): Promise<{ url: string; message: string } | null> {
  const platform = platforms[(caller.sistema ?? '').toLowerCase() as keyof typeof platforms];
  if (!platform || !caller.versao) return null;
  const [release] = await db
    .select()
    .from(appReleases)
    .where(and(eq(appReleases.profileId, profileId), eq(appReleases.platform, platform)))
    .limit(1);
  if (!release || !isOlderVersion(caller.versao, release.version)) return null;
  return { url: release.updateUrl, message: release.updateMessage };
}

export async function listSlides(db: Database, profileId: number) {
  return db
    .select({ slider_id: sliders.id, title: sliders.title, image: sliders.image, link: sliders.link })
    .from(sliders)
    .where(and(eq(sliders.profileId, profileId), eq(sliders.active, true)))
    .orderBy(asc(sliders.position), asc(sliders.id));
}
