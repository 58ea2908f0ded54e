import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@delivery/contract/call';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import type { TShopDetail } from '@delivery/contract/catalog';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { getItem, setItem, shopInfoKey, storageKeys } from '../../../lib/storage.ts';
import { withDeviceCopy } from './device-copy.ts';

/** A shop by its id, or by the permalink {city}/{segment}/{slug}; the district gives its fee there. */
export type ShopRef =
  | { shopId: number; districtId?: number | null }
  | { city: string; segment: string; slug: string; districtId?: number | null };

export async function getShop(ref: ShopRef, signal?: AbortSignal): Promise<TShopDetail> {
  const fields: CallInput<typeof catalogCalls.getShop> =
    'shopId' in ref
      ? { shop_id: ref.shopId, district_id: ref.districtId ?? undefined }
      : { city: ref.city, segment: ref.segment, slug: ref.slug, district_id: ref.districtId ?? undefined };
  const fetchFresh = async () => expectSuccess(await call(catalogCalls.getShop, fields, { signal })).shop;
  if ('shopId' in ref) return withDeviceCopy(shopInfoKey(ref.shopId), fetchFresh);
  // A permalink names no id until it is answered: the copy is kept by id, found by `perma_links`.
  const link = `${ref.city}/${ref.segment}/${ref.slug}`;
  try {
    const shop = await fetchFresh();
    void keepPermalink(link, shop);
    return shop;
  } catch (error) {
    const id = (await getItem(storageKeys.permaLinks).catch(() => null))?.[link];
    if (id === undefined) throw error;
    return withDeviceCopy(shopInfoKey(id), () => Promise.reject(error));
  }
}

async function keepPermalink(link: string, shop: TShopDetail): Promise<void> {
  try {
    await setItem(shopInfoKey(shop.shop_id), shop);
    const links = (await getItem(storageKeys.permaLinks)) ?? {};
    if (links[link] !== shop.shop_id) await setItem(storageKeys.permaLinks, { ...links, [link]: shop.shop_id });
  } catch {
    // Keeping the copy must never fail the read.
  }
}

export const shopQueryOptions = (ref: ShopRef) =>
  queryOptions({
    queryKey:
      'shopId' in ref
        ? (['shop', 'id', ref.shopId, ref.districtId ?? null] as const)
        : (['shop', 'permalink', ref.city, ref.segment, ref.slug, ref.districtId ?? null] as const),
    queryFn: ({ signal }) => getShop(ref, signal),
    staleTime: 60_000,
    // Offline, the query still runs once, so the copy kept on the device is shown.
    networkMode: 'offlineFirst',
  });

export function useShop(ref: ShopRef | null) {
  return useQuery({ ...shopQueryOptions(ref ?? { shopId: 0 }), enabled: ref !== null });
}
