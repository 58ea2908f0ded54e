import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCitiesRequest, TCitiesResponse, TCity } from '@delivery/contract/addresses';
import { apiPaths } from '@delivery/contract/routes';
import { postExpectingSuccess } from '../../../lib/api-client.ts';

export async function getCities(profileId: number, signal?: AbortSignal): Promise<TCity[]> {
  const body: Omit<TCitiesRequest, 'validate'> = { profile_id: profileId, environment: 'web' };
  const answer = await postExpectingSuccess<TCitiesResponse>(apiPaths.cities, body, { signal });
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
