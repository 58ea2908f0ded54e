import { describe, expect, it } from 'vitest';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import type { StoredProfile } from '../../lib/storage.ts';
import {
  isProfileCacheStale,
  pickStartupProfile,
  profileCacheAgeHours,
  profileCacheThresholdHours,
} from './profile-cache.ts';

const now = new Date('2025-03-10T12:00:00.000Z');

function profile(id: number, cacheHours?: number): TGetProfileResponse {
  const data = { profile_id: id, error_type: 0, message: 'Sucesso' } as TGetProfileResponse;
  return cacheHours === undefined ? data : { ...data, cache: { profile4api_getProfile: cacheHours } };
}

function stored(minutesAgo: number, cacheHours?: number): StoredProfile {
  const data = profile(200, cacheHours);
  return { date: new Date(now.getTime() - minutesAgo * 60_000).toISOString(), cache: data.cache, data };
}

describe('profileCacheAgeHours', () => {
  it('counts whole minutes', () => {
    expect(profileCacheAgeHours(new Date(now.getTime() - (179 * 60_000 + 59_000)).toISOString(), now)).toBe(179 / 60);
    expect(profileCacheAgeHours('2025-03-10T09:30:00.000Z', now)).toBe(2.5);
  });

  it('is NaN for an unreadable date', () => {
    expect(profileCacheAgeHours('ontem', now)).toBeNaN();
  });
});

describe('profileCacheThresholdHours', () => {
  it('uses the profile’s own value, zero included', () => {
    expect(profileCacheThresholdHours(stored(0, 12))).toBe(12);
    expect(profileCacheThresholdHours(stored(0, 0))).toBe(0);
  });

  it('defaults to 3 hours when the cache map is absent', () => {
    expect(profileCacheThresholdHours(stored(0))).toBe(3);
  });
});

describe('isProfileCacheStale', () => {
  it('is stale when nothing is stored', () => {
    expect(isProfileCacheStale(null, now)).toBe(true);
    expect(isProfileCacheStale(undefined, now)).toBe(true);
  });

  it('keeps a profile up to the default threshold and refetches past it', () => {
    expect(isProfileCacheStale(stored(0), now)).toBe(false);
    expect(isProfileCacheStale(stored(180), now)).toBe(false);
    expect(isProfileCacheStale(stored(181), now)).toBe(true);
  });

  it('follows the configured threshold', () => {
    expect(isProfileCacheStale(stored(300, 6), now)).toBe(false);
    expect(isProfileCacheStale(stored(361, 6), now)).toBe(true);
    expect(isProfileCacheStale(stored(1, 0), now)).toBe(true);
  });

  it('is stale when the date is unreadable or in the future', () => {
    expect(isProfileCacheStale({ ...stored(0), date: 'x' }, now)).toBe(true);
    expect(isProfileCacheStale(stored(-10), now)).toBe(true);
  });
});

describe('pickStartupProfile', () => {
  const fresh = stored(10);
  const old = stored(600);
  const server = profile(201, 3);

  it('renders a fresh cache at once while the web start re-resolves', () => {
    expect(
      pickStartupProfile({ stored: fresh, storedIsStale: false, remote: { status: 'pending', data: undefined } }),
    ).toEqual({
      state: 'ready',
      profile: fresh.data,
      source: 'cache',
    });
  });

  it('waits for the server when the cache is stale or missing', () => {
    expect(
      pickStartupProfile({ stored: old, storedIsStale: true, remote: { status: 'pending', data: undefined } }),
    ).toEqual({
      state: 'loading',
    });
    expect(
      pickStartupProfile({ stored: null, storedIsStale: true, remote: { status: 'pending', data: undefined } }),
    ).toEqual({
      state: 'loading',
    });
  });

  it('prefers the server’s answer over any cache', () => {
    expect(
      pickStartupProfile({ stored: fresh, storedIsStale: false, remote: { status: 'success', data: server } }),
    ).toEqual({
      state: 'ready',
      profile: server,
      source: 'network',
    });
  });

  it('keeps the server’s last answer when a later refetch fails', () => {
    expect(pickStartupProfile({ stored: old, storedIsStale: true, remote: { status: 'error', data: server } })).toEqual(
      {
        state: 'ready',
        profile: server,
        source: 'network',
      },
    );
  });

  it('keeps working from a cache, even a stale one, when the server fails', () => {
    expect(
      pickStartupProfile({ stored: old, storedIsStale: true, remote: { status: 'error', data: undefined } }),
    ).toEqual({
      state: 'ready',
      profile: old.data,
      source: 'cache',
    });
  });

  it('fails only when the server fails and nothing is stored', () => {
    expect(
      pickStartupProfile({ stored: null, storedIsStale: true, remote: { status: 'error', data: undefined } }),
    ).toEqual({
      state: 'error',
    });
    expect(
      pickStartupProfile({ stored: undefined, storedIsStale: true, remote: { status: 'error', data: undefined } }),
    ).toEqual({
      state: 'loading',
    });
  });
});
