import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { foldText } from '@delivery/contract/text';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cities, districts, profileCities } from '../../db/schema/places.ts';
import { AppError } from '../../http/app-error.ts';

/** The cities a profile serves, its default first. */
export async function listCities(db: Database, profileId: number) {
  return db
    .select({ city_id: cities.id, city_name: cities.name })
    .from(profileCities)
    .innerJoin(cities, eq(cities.id, profileCities.cityId))
    .where(eq(profileCities.profileId, profileId))
    .orderBy(asc(profileCities.position), asc(cities.name));
}

/** Districts of a city the profile serves; a city it does not serve is not found. */
export async function listDistricts(db: Database, profileId: number, cityId: number) {
  const [served] = await db
    .select({ cityId: profileCities.cityId })
    .from(profileCities)
    .where(and(eq(profileCities.profileId, profileId), eq(profileCities.cityId, cityId)))
    .limit(1);
  if (!served) throw new AppError(ErrorType.NOT_FOUND, apiMessages.cityNotFound);
  return db
    .select({ district_id: districts.id, district_name: districts.name })
    .from(districts)
    .where(eq(districts.cityId, cityId))
    .orderBy(asc(districts.name));
}

/** The served city and district a CEP's names stand for, matched without case or accents. */
export async function servedPlaceOf(
  db: Database,
  profileId: number,
  place: { state: string; city: string; district: string },
): Promise<{ cityId: number | null; districtId: number | null }> {
  const served = await db
    .select({ id: cities.id, name: cities.name })
    .from(profileCities)
    .innerJoin(cities, eq(cities.id, profileCities.cityId))
    .where(and(eq(profileCities.profileId, profileId), eq(cities.state, place.state)));
  const cityId = served.find((c) => foldText(c.name) === foldText(place.city))?.id ?? null;
  if (!cityId) return { cityId, districtId: null };
  const rows = await db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(eq(districts.cityId, cityId));
  return { cityId, districtId: rows.find((d) => foldText(d.name) === foldText(place.district))?.id ?? null };
}
