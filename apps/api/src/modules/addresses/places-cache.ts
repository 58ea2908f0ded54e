import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { ttlMemo } from '../../lib/ttl-memo.ts';
import { announcePlacesChanged, listCities, listDistricts, PLACES_CHANGED_CHANNEL } from './service.ts';

/**
 * The cities and districts customers choose from, kept per process (they change rarely: as long as
 * tenants are, or until an operator changes them). A change empties this process's lists at once
 * and every other's by NOTIFY, as the catalog's does.
 */
export type PlacesCache = {
  citiesOf(profileId: number): ReturnType<typeof listCities>;
  districtsOf(profileId: number, cityId: number): ReturnType<typeof listDistricts>;
  /** After an operator's change is committed. */
  changed(db: Database): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    places: PlacesCache;
  }
}

export async function registerPlacesCache(app: FastifyInstance): Promise<void> {
  const ttl = app.config.TENANT_CACHE_MS;
  const cities = ttlMemo((profileId: number) => listCities(app.db, profileId), ttl);
  const districts = ttlMemo((key: `${number}:${number}`) => {
    const [profileId, cityId] = key.split(':').map(Number) as [number, number];
    return listDistricts(app.db, profileId, cityId);
  }, ttl);
  const forget = () => {
    cities.clear();
    districts.clear();
  };
  const unlisten = await app.database.listen(PLACES_CHANGED_CHANNEL, forget);
  app.addHook('onClose', async () => unlisten());
  app.decorate('places', {
    citiesOf: cities,
    districtsOf: (profileId, cityId) => districts(`${profileId}:${cityId}`),
    changed: async (db) => {
      await announcePlacesChanged(db);
      forget();
    },
  } satisfies PlacesCache);
}
