import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDistrict } from '@delivery/contract/addresses';
import { placeCalls } from '@delivery/contract/calls/places';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

export async function getDistricts(cityId: number, signal?: AbortSignal): Promise<TDistrict[]> {
  const answer = expectSuccess(await call(placeCalls.getDistricts, { city_id: cityId }, { signal }));
  return answer.districts;
}

export const districtsQueryOptions = (cityId: number) =>
  queryOptions({
    queryKey: ['districts', cityId],
    queryFn: ({ signal }) => getDistricts(cityId, signal),
    staleTime: 5 * 60_000,
  });

export function useDistricts(cityId: number | null) {
  return useQuery({ ...districtsQueryOptions(cityId ?? 0), enabled: cityId !== null });
}
