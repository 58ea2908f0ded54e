import type { TCity } from '@delivery/contract/addresses';
import { typeFlows } from '@delivery/contract/constants';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import type { StorageKey, StorageValue, StoredAddress, StoredProfile } from '../lib/storage.ts';

export type ResolveProfileDeps = {
  fetchProfile: () => Promise<TGetProfileResponse>;
  /** The cities of a profile, or with no id those of the host's tenant (the server resolves it). */
  fetchCities: (profileId?: number) => Promise<TCity[]>;
  readStoredProfile: () => Promise<StoredProfile | null>;
  setItem: <K extends StorageKey>(key: K, value: StorageValue<K>) => Promise<void>;
  removeItem: (key: StorageKey) => Promise<void>;
  now: () => Date;
};

export type ResolvedProfile = {
  profile: TGetProfileResponse;
  /** Set when the tenant changed and its address was reset: the first city, or null when none could be read. */
  newAddress: StoredAddress | null | undefined;
};

/**
 * docs/product.md section 4: the web start re-resolves the profile. When the stored profile id differs,
 * the profile is replaced and, for MARKETPLACE or SINGLE flows, the profile's first city becomes
 * the stored Address; the previous tenant's Address never survives the switch.
 */
export async function resolveProfile(deps: ResolveProfileDeps): Promise<ResolvedProfile> {
  // A first start will need the tenant's first city: it is asked for beside the profile, by the
  // host alone, rather than one round trip after it.
  let hostCities: Promise<TCity[]> | undefined;
  const [previous, profile] = await Promise.all([
    deps.readStoredProfile().then((stored) => {
      if (!stored) hostCities = deps.fetchCities().catch(() => []);
      return stored;
    }),
    deps.fetchProfile(),
  ]);
  const changed = previous?.data.profile_id !== profile.profile_id;

  let newAddress: StoredAddress | null | undefined;
  if (changed) {
    newAddress = null;
    if ((typeFlows as readonly string[]).includes(profile.site.type_flow)) {
      const cities = await (hostCities ?? deps.fetchCities(profile.profile_id).catch(() => []));
      const first = cities[0];
      if (first) newAddress = { city_id: first.city_id, city: first.city_name };
    }
    if (newAddress) await deps.setItem('Address', newAddress);
    else await deps.removeItem('Address');
  }

  await deps.setItem('profile_id', profile.profile_id);
  await deps.setItem('profile', { date: deps.now().toISOString(), cache: profile.cache, data: profile });
  return { profile, newAddress };
}
