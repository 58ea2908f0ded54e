import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
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
  if (!served) throw new AppError(ErrorType.NOT_FOUND, apiMessages.cityNotFound, 404);
  return db
    .select({ district_id: districts.id, district_name: districts.name })
    .from(districts)
    .where(eq(districts.cityId, cityId))
    .orderBy(asc(districts.name));
}
