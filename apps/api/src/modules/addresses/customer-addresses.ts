import type { TAddress } from '@delivery/contract/address';
import type { CallBody } from '@delivery/contract/call';
import type { addressCalls } from '@delivery/contract/calls/addresses';
import { onlyDigits } from '@delivery/contract/br-documents';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/customers.ts';
import { cities, districts, profileCities } from '../../db/schema/places.ts';
import { AppError } from '../../http/app-error.ts';
import type { CustomerRow } from '../../db/schema/customers.ts';
import type { Coordinates } from '../../providers/geocoder.ts';

type AddressInput = CallBody<typeof addressCalls.addAddress>;
type AddressRow = typeof addresses.$inferSelect;
export type Geocode = (query: string) => Promise<Coordinates | null>;

const invalid = (message: string) => new AppError(ErrorType.INVALID_INPUT, message);
/** Another customer's address and a missing one get the same answer: it tells nothing. */
const notFound = () => new AppError(ErrorType.NOT_FOUND, apiMessages.addressNotFound);

const formatCep = (digits: string) => (digits ? `${digits.slice(0, 5)}-${digits.slice(5)}` : '');

function toWire(row: AddressRow, cityName: string): TAddress {
  return {
    address_id: row.id,
    city_id: row.cityId,
    city: cityName,
    district_id: row.districtId,
    district: row.districtName,
    cep: formatCep(row.cep),
    street: row.street,
    number: row.number,
    complement: row.complement,
    reference: row.reference,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** The city, if this profile serves it. */
async function servedCity(db: Database, profileId: number, cityId: number) {
  const [city] = await db
    .select({ id: cities.id, name: cities.name, state: cities.state })
    .from(profileCities)
    .innerJoin(cities, eq(cities.id, profileCities.cityId))
    .where(and(eq(profileCities.profileId, profileId), eq(profileCities.cityId, cityId)));
  if (!city) throw new AppError(ErrorType.NOT_FOUND, apiMessages.cityNotFound);
  return city;
}

/**
 * Checks and completes an address: the CEP's format, the district of the city (DISTRICT mode) or
 * the coordinates of the written address (GEOCODE mode).
 */
async function resolve(db: Database, profileId: number, input: AddressInput, geocode: Geocode | null) {
  const cep = input.cep ? onlyDigits(input.cep) : '';
  if (input.cep && cep.length !== 8) throw invalid(apiMessages.invalidCep);
  if (!input.street.trim() || !input.number.trim()) throw invalid(apiMessages.fillAllFields);
  const city = await servedCity(db, profileId, input.city_id);
  let districtId: number | null = null;
  let districtName = (input.district ?? '').trim();
  let coordinates: Coordinates | null = null;
  if (geocode) {
    if (!districtName) throw invalid(apiMessages.districtRequired);
    const query = `${input.street}, ${input.number}, ${districtName}, ${city.name} - ${city.state}${cep ? `, ${cep}` : ''}`;
    coordinates = await geocode(query).catch(() => {
      throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.lookupFailed);
    });
    if (!coordinates) throw new AppError(ErrorType.NOT_FOUND, apiMessages.addressNotOnMap);
  } else {
    if (!input.district_id) throw invalid(apiMessages.districtRequired);
    const [district] = await db
      .select({ id: districts.id, name: districts.name })
      .from(districts)
      .where(and(eq(districts.id, input.district_id), eq(districts.cityId, city.id)));
    if (!district) throw invalid(apiMessages.districtNotInCity);
    districtId = district.id;
    districtName = district.name;
  }
  return {
    cityName: city.name,
    values: {
      cityId: city.id,
      districtId,
      districtName,
      cep,
      street: input.street.trim(),
      number: input.number.trim(),
      complement: input.complement?.trim() ?? '',
      reference: input.reference?.trim() ?? '',
      latitude: coordinates?.latitude ?? null,
      longitude: coordinates?.longitude ?? null,
    },
  };
}

const ownAddress = (customer: CustomerRow, addressId: number) =>
  and(eq(addresses.id, addressId), eq(addresses.customerId, customer.id), isNull(addresses.deletedAt));

export async function addAddress(db: Database, customer: CustomerRow, input: AddressInput, geocode: Geocode | null) {
  const { cityName, values } = await resolve(db, customer.profileId, input, geocode);
  const [row] = await db
    .insert(addresses)
    .values({ ...values, profileId: customer.profileId, customerId: customer.id })
    .returning();
  if (!row) throw new Error('address not saved');
  return toWire(row, cityName);
}

export async function editAddress(
  db: Database,
  customer: CustomerRow,
  addressId: number,
  input: AddressInput,
  geocode: Geocode | null,
) {
  const { cityName, values } = await resolve(db, customer.profileId, input, geocode);
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(ownAddress(customer, addressId))
    .returning();
  if (!row) throw notFound();
  return toWire(row, cityName);
}

export async function listAddresses(db: Database, customer: CustomerRow, addressId?: number): Promise<TAddress[]> {
  const rows = await db
    .select({ address: addresses, cityName: cities.name })
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(
      addressId
        ? ownAddress(customer, addressId)
        : and(eq(addresses.customerId, customer.id), isNull(addresses.deletedAt)),
    )
    .orderBy(asc(addresses.id));
  if (addressId && !rows.length) throw notFound();
  return rows.map((r) => toWire(r.address, r.cityName));
}

export async function deleteAddress(db: Database, customer: CustomerRow, addressId: number): Promise<void> {
  const [row] = await db
    .update(addresses)
    .set({ deletedAt: new Date() })
    .where(ownAddress(customer, addressId))
    .returning({ id: addresses.id });
  if (!row) throw notFound();
}
