import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@delivery/contract/call';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import type { Segment, TShopSummary } from '@delivery/contract/catalog';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

export type ShopFilters = {
  cityId: number;
  districtId?: number | null;
  segment?: Segment | null;
  openNow?: boolean;
  q?: string;
};

export async function listShops(filters: ShopFilters, signal?: AbortSignal): Promise<TShopSummary[]> {
  const fields: CallInput<typeof catalogCalls.listShops> = {
    city_id: filters.cityId,
    district_id: filters.districtId ?? undefined,
    segment: filters.segment ?? undefined,
    open_now: filters.openNow ? '1' : undefined,
    q: filters.q?.trim() || undefined,
  };
  const answer = expectSuccess(await call(catalogCalls.listShops, fields, { signal }));
  return answer.shops;
}

export const listShopsQueryOptions = (filters: ShopFilters) =>
  queryOptions({
    queryKey: [
      'shops',
      filters.cityId,
      filters.districtId ?? null,
      filters.segment ?? null,
      Boolean(filters.openNow),
      filters.q?.trim() ?? '',
    ],
    queryFn: ({ signal }) => listShops(filters, signal),
    staleTime: 60_000,
  });

/** A city's shops; while a new filter loads, the previous list stays on screen. */
export function useShops(filters: ShopFilters | null) {
  return useQuery({
    ...listShopsQueryOptions(filters ?? { cityId: 0 }),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
}
