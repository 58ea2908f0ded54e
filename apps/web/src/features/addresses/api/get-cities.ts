import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCity } from '@delivery/contract/addresses';
import { placeCalls } from '@delivery/contract/calls/places';
import { call, expectSuccess } from '../../../lib/api-client.ts';

/** The cities of the profile, or with no id those of the host's tenant. */
export async function getCities(profileId: number | undefined, signal?: AbortSignal): Promise<TCity[]> {
  const answer = expectSuccess(
    await call(placeCalls.cities, { profile_id: profileId, environment: 'web' }, { signal }),
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
