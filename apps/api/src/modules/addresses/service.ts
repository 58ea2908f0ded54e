import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { foldText, slugify } from '@delivery/contract/text';
import { and, asc, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scalarSql } from '../../db/scalar-sql.ts';
import { preparedPerDatabase, statementName } from '../../db/prepared.ts';
import { addresses } from '../../db/schema/customers.ts';
import { cities, districts, profileCities } from '../../db/schema/places.ts';
import { AppError } from '../../http/app-error.ts';

/*
 * What other modules may ask of addresses: the places a profile serves, a customer's saved
 * address (where checkout delivers, where the shop search looks from) and forgetting them all.
 * The places tables are this module's (db/schema/owners.ts): a statement of another module that
 * needs a city's column in the same query takes it from the SQL pieces below.
 */

/** A city's slug, name and state (UF), or null for no such city. */
export async function cityOf(
  db: Database,
  cityId: number,
): Promise<{ slug: string; name: string; state: string } | null> {
  const [row] = await db
    .select({ slug: cities.slug, name: cities.name, state: cities.state })
    .from(cities)
    .where(eq(cities.id, cityId));
  return row ?? null;
}

/** SQL: the name of the city of `cityId` (a column or value of the caller's statement). */
export const cityNameSql = (cityId: SQLWrapper): SQL<string> =>
  scalarSql<string>(sql`(select ${cities.name} from ${cities} where ${cities.id} = ${cityId})`);

/** SQL: the state (UF) of the city of `cityId`, null when `cityId` is. */
export const cityStateSql = (cityId: SQLWrapper): SQL<string | null> =>
  scalarSql<string | null>(sql`(select ${cities.state} from ${cities} where ${cities.id} = ${cityId})`);

/** SQL (a boolean): `cityId` is a city of permalink slug `slug`. */
export const isCityOfSlugSql = (cityId: SQLWrapper, slug: string): SQL<boolean> =>
  scalarSql(sql`${cityId} in (select ${cities.id} from ${cities} where ${cities.slug} = ${slug})`);

type AddressRow = typeof addresses.$inferSelect;

/** SQL for another module's statement: a column of the address of `addressId` (null for none). */
export const addressColumnSql = <K extends keyof AddressRow>(
  addressId: SQLWrapper,
  column: K,
): SQL<AddressRow[K] | null> =>
  scalarSql<AddressRow[K] | null>(
    sql`(select ${addresses[column]} from ${addresses} where ${addresses.id} = ${addressId})`,
  ).mapWith(addresses[column]) as SQL<AddressRow[K] | null>;

/** Every district of a city (what a shop delivering by district may serve). */
export async function districtsOfCity(db: Database, cityId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.cityId, cityId));
}

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

/**
 * The profile's cities with their districts and state, for its operators. A city is geography
 * shared by tenants: the operator adds the profile's service to it, and districts to it.
 */
export async function citiesWithDistricts(db: Database, profileId: number) {
  const served = await db
    .select({ id: cities.id, name: cities.name, state: cities.state })
    .from(profileCities)
    .innerJoin(cities, eq(cities.id, profileCities.cityId))
    .where(eq(profileCities.profileId, profileId))
    .orderBy(asc(profileCities.position), asc(cities.name));
  const rows = served.length
    ? await db
        .select({ id: districts.id, name: districts.name, cityId: districts.cityId })
        .from(districts)
        .where(
          inArray(
            districts.cityId,
            served.map((city) => city.id),
          ),
        )
        .orderBy(asc(districts.name))
    : [];
  return served.map((city) => ({ ...city, districts: rows.filter((row) => row.cityId === city.id) }));
}

/**
 * Serves a city, found by its name and state without case or accents or made, after the profile's
 * others. Answers false when the profile served it already.
 */
export async function serveCity(db: Database, profileId: number, place: { name: string; state: string }) {
  return db.transaction(async (tx) => {
    const known = await tx
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .where(eq(cities.state, place.state));
    let cityId = known.find((city) => foldText(city.name) === foldText(place.name))?.id;
    if (cityId === undefined) {
      const [made] = await tx
        .insert(cities)
        .values({ name: place.name, state: place.state, slug: slugify(place.name) })
        .returning({ id: cities.id });
      cityId = made!.id;
    }
    const added = await tx
      .insert(profileCities)
      .values({
        profileId,
        cityId,
        position: sql`(select coalesce(max(${profileCities.position}), -1) + 1 from ${profileCities} where ${profileCities.profileId} = ${profileId})`,
      })
      .onConflictDoNothing()
      .returning({ cityId: profileCities.cityId });
    return added.length > 0;
  });
}

/** Adds a district to a city the profile serves; false when the city has one of that name (any case or accents). */
export async function addDistrict(db: Database, profileId: number, cityId: number, name: string): Promise<boolean> {
  const known = await listDistricts(db, profileId, cityId);
  if (known.some((district) => foldText(district.district_name) === foldText(name))) return false;
  await db.insert(districts).values({ cityId, name }).onConflictDoNothing();
  return true;
}

export type { PlacesCache } from './places-cache.ts';
/** A shop's staff add and read the addresses of the customers they take orders for (decision 0100). */
export { addAddress, listAddresses, type Geocode } from './customer-addresses.ts';

/**
 * Every process hears that cities or districts changed, and forgets the lists it kept (places-cache.ts).
 * One channel for all: a district belongs to a city that other profiles may serve too.
 */
export const PLACES_CHANGED_CHANNEL = 'places_changed';

/** Announces a change of cities or districts, once it is committed. */
export async function announcePlacesChanged(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${PLACES_CHANGED_CHANNEL}, '')`);
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

const addressOfCustomer = preparedPerDatabase((db) =>
  db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.id, sql.placeholder('addressId')),
        eq(addresses.customerId, sql.placeholder('customerId')),
        isNull(addresses.deletedAt),
      ),
    )
    .prepare(statementName(db, 'address_of_customer')),
);

/** A live address of this customer, never another's, with its place for the delivery search. */
export async function findAddressOfCustomer(db: Database, customerId: number, addressId: number) {
  const [row] = await addressOfCustomer(db).execute({ addressId, customerId });
  if (!row) return null;
  const coordinates =
    row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
  return { cityId: row.cityId, districtId: row.districtId, coordinates, row };
}

/** A deleted account's addresses: emptied of everything personal and gone from its book. */
export async function eraseAddressesOf(db: Database, customerId: number): Promise<void> {
  await db
    .update(addresses)
    .set({
      street: '',
      number: '',
      complement: '',
      reference: '',
      cep: '',
      latitude: null,
      longitude: null,
      deletedAt: new Date(),
    })
    .where(eq(addresses.customerId, customerId));
}
