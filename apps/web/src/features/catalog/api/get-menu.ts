import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategory, TGetMenuResponse } from '@delivery/contract/catalog';
import { catalogPaths } from '@delivery/contract/routes';
import { getExpectingSuccess } from '../../../lib/api-client.ts';

/** A shop's menu by GET: the API answers 304 while its ETag holds, so a revisit costs no body. */
export async function getMenu(shopId: number, signal?: AbortSignal): Promise<TCategory[]> {
  const answer = await getExpectingSuccess<TGetMenuResponse>(catalogPaths.getMenu, { shop_id: shopId }, { signal });
  return answer.categories;
}

export const menuQueryKey = (shopId: number) => ['menu', shopId] as const;

export const menuQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: menuQueryKey(shopId),
    queryFn: ({ signal }) => getMenu(shopId, signal),
    staleTime: 60_000,
  });

export function useMenu(shopId: number | undefined) {
  return useQuery({ ...menuQueryOptions(shopId ?? 0), enabled: shopId !== undefined });
}
