import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import type { TCategory } from '@delivery/contract/catalog';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { menuKey } from '../../../lib/storage.ts';
import { withDeviceCopy } from './device-copy.ts';

/** A shop's menu by GET: the API answers 304 while its ETag holds, so a revisit costs no body. */
export function getMenu(shopId: number, signal?: AbortSignal): Promise<TCategory[]> {
  return withDeviceCopy(menuKey(shopId), async () => {
    const answer = expectSuccess(await call(catalogCalls.getMenu, { shop_id: shopId }, { signal }));
    return answer.categories;
  });
}

export const menuQueryKey = (shopId: number) => ['menu', shopId] as const;

export const menuQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: menuQueryKey(shopId),
    queryFn: ({ signal }) => getMenu(shopId, signal),
    staleTime: 60_000,
    // Offline, the query still runs once, so the copy kept on the device is shown.
    networkMode: 'offlineFirst',
  });

export function useMenu(shopId: number | undefined) {
  return useQuery({ ...menuQueryOptions(shopId ?? 0), enabled: shopId !== undefined });
}
