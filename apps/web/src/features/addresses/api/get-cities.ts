import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCity } from '@delivery/contract/addresses';
import { placeCalls } from '@delivery/contract/calls/places';
import { expectSuccess } from '@delivery/client/api-error';
import { call, configuredProfileId } from '../../../lib/api-client.ts';
import { callEnvironment } from '../../../lib/platform.ts';

/** The cities of the profile, or with no id those of the host's tenant (the native app's configured one). */
export async function getCities(profileId: number | undefined, signal?: AbortSignal): Promise<TCity[]> {
  const answer = expectSuccess(
    await call(
      placeCalls.cities,
      { profile_id: profileId ?? configuredProfileId, environment: callEnvironment() },
      { signal },
    ),
  );
  return answer.cities;
}

export const citiesQueryOptions = (profileId: number) =>
  queryOptions({
    queryKey: ['cities', profileId],
    queryFn: ({ signal }) => getCities(profileId, signal),
    staleTime: 5 * 60_000,
  });

export function useCities(profileId: number) {
  return useQuery(citiesQueryOptions(profileId));
}
