import { describe, expect, it } from 'vitest';
import type { TCity } from '@delivery/contract/addresses';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import type { StoredProfile } from '../lib/storage.ts';
import { resolveProfile, type ResolveProfileDeps } from './resolve-profile.ts';

const now = new Date('2025-03-10T12:00:00.000Z');

function profile(id: number, typeFlow: 'MARKETPLACE' | 'SINGLE' = 'MARKETPLACE'): TGetProfileResponse {
  return {
    profile_id: id,
    error_type: 0,
    message: 'Sucesso',
    site: { type_flow: typeFlow },
    cache: { profile4api_getProfile: 3 },
  } as TGetProfileResponse;
}

function harness(stored: StoredProfile | null, server: TGetProfileResponse, cities: TCity[] | Error) {
  const store = new Map<string, unknown>(stored ? [['profile', stored]] : []);
  store.set('Address', { city_id: 1, city: 'Cidade antiga' });
  const citiesAsked: (number | undefined)[] = [];
  const deps: ResolveProfileDeps = {
    fetchProfile: () => Promise.resolve(server),
    fetchCities: (id) => {
      citiesAsked.push(id);
      return cities instanceof Error ? Promise.reject(cities) : Promise.resolve(cities);
    },
    readStoredProfile: () => Promise.resolve(stored),
    setItem: (key, value) => {
      store.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key) => {
      store.delete(key);
      return Promise.resolve();
    },
    now: () => now,
  };
  return { deps, store, citiesAsked };
}

const storedOf = (data: TGetProfileResponse): StoredProfile => ({
  date: '2025-03-10T11:00:00.000Z',
  cache: data.cache,
  data,
});
const campinas: TCity = { city_id: 7, city_name: 'Campinas' };

describe('resolveProfile', () => {
  it('stores the profile, its id and its first city on a first start', async () => {
    const { deps, store, citiesAsked } = harness(null, profile(200), [campinas, { city_id: 8, city_name: 'Valinhos' }]);
    let answerProfile = (_: TGetProfileResponse) => {};
    const slowProfile = new Promise<TGetProfileResponse>((resolve) => (answerProfile = resolve));
    const resolving = resolveProfile({ ...deps, fetchProfile: () => slowProfile });
    // The host's cities are asked for before the profile has answered.
    await expect.poll(() => citiesAsked).toEqual([undefined]);
    answerProfile(profile(200));
    const result = await resolving;
    expect(result.newAddress).toEqual({ city_id: 7, city: 'Campinas' });
    expect(store.get('Address')).toEqual({ city_id: 7, city: 'Campinas' });
    expect(store.get('profile_id')).toBe(200);
    expect(store.get('profile')).toEqual({
      date: now.toISOString(),
      cache: { profile4api_getProfile: 3 },
      data: profile(200),
    });
  });

  it('replaces another tenant’s profile and address', async () => {
    const { deps, store } = harness(storedOf(profile(999)), profile(201, 'SINGLE'), [campinas]);
    await resolveProfile(deps);
    expect(store.get('profile_id')).toBe(201);
    expect((store.get('profile') as StoredProfile).data.profile_id).toBe(201);
    expect(store.get('Address')).toEqual({ city_id: 7, city: 'Campinas' });
  });

  it('keeps the chosen address when the tenant is the same', async () => {
    const { deps, store, citiesAsked } = harness(storedOf(profile(200)), profile(200), [campinas]);
    const result = await resolveProfile(deps);
    expect(result.newAddress).toBeUndefined();
    expect(citiesAsked).toEqual([]);
    expect(store.get('Address')).toEqual({ city_id: 1, city: 'Cidade antiga' });
    expect((store.get('profile') as StoredProfile).date).toBe(now.toISOString());
  });

  it('drops the previous tenant’s address when the new one has no city to offer', async () => {
    for (const cities of [[], new Error('offline')]) {
      const { deps, store } = harness(storedOf(profile(999)), profile(200), cities);
      const result = await resolveProfile(deps);
      expect(result.newAddress).toBeNull();
      expect(store.has('Address')).toBe(false);
      expect(store.get('profile_id')).toBe(200);
    }
  });

  it('writes nothing when the server cannot be reached', async () => {
    const { deps, store } = harness(storedOf(profile(200)), profile(200), [campinas]);
    await expect(resolveProfile({ ...deps, fetchProfile: () => Promise.reject(new Error('offline')) })).rejects.toThrow(
      'offline',
    );
    expect((store.get('profile') as StoredProfile).date).toBe('2025-03-10T11:00:00.000Z');
  });
});
