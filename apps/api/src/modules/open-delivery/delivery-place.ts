import type { Coordinates } from '../../providers/geocoder.ts';
import type { IntegrationOrder } from '../orders/service.ts';

export type Geocode = (query: string) => Promise<Coordinates | null>;

/** How many orders placed by the geocoder an app keeps, so a software reading one again asks once. */
const KEPT = 1000;

/**
 * Where a delivery's address is on the map, for the standard's `coordinates`: the address's own
 * point when the customer's was placed (a shop priced by distance places it), else the written
 * address geocoded, as the address book does. Null when the geocoder finds nothing or cannot be
 * reached: never another point (the shop's, or 0,0), which would send the courier elsewhere
 * (decision 0057). A miss is not kept: the next read asks again.
 */
export function deliveryPlaces(geocode: Geocode) {
  const placed = new Map<number, Coordinates>();
  return (source: IntegrationOrder) => deliveryPlaceOf(source, geocode, placed);
}

async function deliveryPlaceOf(
  source: IntegrationOrder,
  geocode: Geocode,
  placed: Map<number, Coordinates>,
): Promise<Coordinates | null> {
  const { order } = source;
  if (!order.address) return null;
  const { latitude, longitude } = source.address ?? {};
  if (latitude != null && longitude != null) return { latitude, longitude };
  const known = placed.get(order.id);
  if (known) return known;
  const { street, number, district, city, cep } = order.address;
  const state = source.address?.state;
  const query = `${street}, ${number}, ${district}, ${city}${state ? ` - ${state}` : ''}${cep ? `, ${cep}` : ''}`;
  const found = await geocode(query).catch(() => null);
  if (found) {
    if (placed.size >= KEPT) placed.delete(placed.keys().next().value!);
    placed.set(order.id, found);
  }
  return found;
}
