import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDistrict, TGetDistrictsRequest, TGetDistrictsResponse } from '@delivery/contract/addresses';
import { apiPaths } from '@delivery/contract/routes';
import { postExpectingSuccess } from '../../../lib/api-client.ts';

export async function getDistricts(cityId: number, signal?: AbortSignal): Promise<TDistrict[]> {
  const body: Omit<TGetDistrictsRequest, 'validate'> = { city_id: cityId };
  const answer = await postExpectingSuccess<TGetDistrictsResponse>(apiPaths.getDistricts, body, { signal });
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
