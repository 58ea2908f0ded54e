import { queryOptions } from '@tanstack/react-query';
import { limits } from '@delivery/contract/constants';
import { citiesQueryOptions, getCities } from '../features/addresses/api/get-cities.ts';
import { storedAddressQueryKey } from '../features/addresses/api/stored-address.ts';
import { slidesQueryOptions } from '../features/home-slider/get-slides.ts';
import { getProfile } from '../features/profile/api/get-profile.ts';
import { storedProfileQueryOptions } from '../features/profile/stored-profile.ts';
import { bannerHiddenUntilQueryOptions } from '../features/smart-banner/banner-hidden.ts';
import { queryClient } from '../lib/query-client.ts';
import { getItem, removeItem, setItem, storageKeys } from '../lib/storage.ts';
import { resolveProfile } from './resolve-profile.ts';

const msPerHour = 3_600_000;

/**
 * The profile as the server resolves it for this host. It counts as fresh for the profile's own
 * cache hours, so a tab left open refetches it on focus once that time has passed.
 */
export const resolvedProfileQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: ['profile', domain],
    queryFn: async ({ signal }) => {
      const { profile, newAddress } = await resolveProfile({
        fetchProfile: () => getProfile(domain, signal),
        fetchCities: (profileId) =>
          profileId === undefined
            ? getCities(undefined, signal)
            : queryClient.fetchQuery(citiesQueryOptions(profileId)),
        readStoredProfile: () => getItem(storageKeys.profile),
        setItem,
        removeItem,
        now: () => new Date(),
      });
      if (newAddress !== undefined) queryClient.setQueryData(storedAddressQueryKey, newAddress);
      return profile;
    },
    staleTime: (query) =>
      (query.state.data?.cache.profile4api_getProfile ?? limits.profileCacheThresholdDefault) * msPerHour,
    refetchOnWindowFocus: true,
    // A failed start is retried by the person (the retry button), not again on every mount.
    retryOnMount: false,
  });

/** The tenant's host: the page's on the web, the API's in the native app (whose page is localhost). */
export const startupDomain = (): string =>
  import.meta.env.VITE_API_URL ? new URL(import.meta.env.VITE_API_URL).hostname : window.location.hostname;

/**
 * The address the visitor arrived at and the page that sent them, read when the app's code first
 * runs: the start-up redirects (a SINGLE home to its shop) drop the query before marketing's lazy
 * code reads them (features/marketing).
 */
export const landing = { url: window.location.href, referrer: document.referrer } as const;

/** Starts reading the cache and re-resolving the profile before React and the texts are ready. */
export function prefetchStartup(): void {
  void queryClient.prefetchQuery(storedProfileQueryOptions);
  void queryClient.prefetchQuery(resolvedProfileQueryOptions(startupDomain()));
  // The home's banner and slides, beside the profile: drawn with the home, they push nothing down.
  if (window.location.pathname === '/') {
    void queryClient.prefetchQuery(slidesQueryOptions);
    void queryClient.prefetchQuery(bannerHiddenUntilQueryOptions);
  }
}
