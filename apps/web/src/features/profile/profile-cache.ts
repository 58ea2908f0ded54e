import { limits } from '@delivery/contract/constants';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import type { StoredProfile } from '../../lib/storage.ts';

const msPerMinute = 60_000;

/**
 * Age of a stored profile in hours, counted in whole minutes (docs/product.md's hour-and-minute
 * difference): 2 h 59 min 59 s is 2.983 h. NaN when the stored date cannot be read.
 */
export function profileCacheAgeHours(storedDate: string, now: Date): number {
  const fetchedAt = Date.parse(storedDate);
  if (Number.isNaN(fetchedAt)) return Number.NaN;
  return Math.floor((now.getTime() - fetchedAt) / msPerMinute) / 60;
}

/** Hours the profile may be kept: its own profile4api_getProfile, else the default of 3. */
export function profileCacheThresholdHours(stored: StoredProfile): number {
  // A profile stored by an older build may lack the cache map.
  const cache: Partial<TGetProfileResponse['cache']> | undefined = stored.data.cache;
  const configured = cache?.profile4api_getProfile;
  return typeof configured === 'number' && configured >= 0 ? configured : limits.profileCacheThresholdDefault;
}

/**
 * A stored profile must be fetched again when it is missing, its date is unreadable or in the
 * future (the clock moved), or its age exceeds the threshold.
 */
export function isProfileCacheStale(stored: StoredProfile | null | undefined, now: Date): boolean {
  if (!stored) return true;
  const age = profileCacheAgeHours(stored.date, now);
  if (Number.isNaN(age) || age < 0) return true;
  return age > profileCacheThresholdHours(stored);
}

export type StartupProfile =
  | { state: 'ready'; profile: TGetProfileResponse; source: 'network' | 'cache' }
  | { state: 'loading' }
  | { state: 'error' };

export type StartupInput = {
  /** undefined while storage is still being read. */
  stored: StoredProfile | null | undefined;
  storedIsStale: boolean;
  remote: { status: 'pending' | 'error' | 'success'; data: TGetProfileResponse | undefined };
};

/**
 * Which profile the app renders while the web start re-resolves it: the server's answer once it
 * is in (kept when a later refetch fails); meanwhile a fresh cache; after a failure any cache, even a stale one; otherwise loading,
 * or the start-up error when there is nothing to fall back on.
 */
export function pickStartupProfile({ stored, storedIsStale, remote }: StartupInput): StartupProfile {
  // A later background refetch may fail; the server's last answer still beats the start-up cache.
  if (remote.data) return { state: 'ready', profile: remote.data, source: 'network' };
  if (stored && (!storedIsStale || remote.status === 'error')) {
    return { state: 'ready', profile: stored.data, source: 'cache' };
  }
  if (remote.status === 'error' && stored !== undefined) return { state: 'error' };
  return { state: 'loading' };
}
