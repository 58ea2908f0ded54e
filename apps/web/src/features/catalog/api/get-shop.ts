import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGetShopRequest, TGetShopResponse, TShopDetail } from '@delivery/contract/catalog';
import { catalogPaths } from '@delivery/contract/routes';
import { getExpectingSuccess } from '../../../lib/api-client.ts';

/** A shop by its id, or by the permalink {city}/{segment}/{slug}; the district gives its fee there. */
export type ShopRef =
  | { shopId: number; districtId?: number | null }
  | { city: string; segment: string; slug: string; districtId?: number | null };

export async function getShop(ref: ShopRef, signal?: AbortSignal): Promise<TShopDetail> {
  const fields: Omit<TGetShopRequest, 'validate'> =
    'shopId' in ref
      ? { shop_id: ref.shopId, district_id: ref.districtId ?? undefined }
      : { city: ref.city, segment: ref.segment, slug: ref.slug, district_id: ref.districtId ?? undefined };
  const answer = await getExpectingSuccess<TGetShopResponse>(catalogPaths.getShop, fields, { signal });
  return answer.shop;
}

export const shopQueryOptions = (ref: ShopRef) =>
  queryOptions({
    queryKey:
      'shopId' in ref
        ? (['shop', 'id', ref.shopId, ref.districtId ?? null] as const)
        : (['shop', 'permalink', ref.city, ref.segment, ref.slug, ref.districtId ?? null] as const),
    queryFn: ({ signal }) => getShop(ref, signal),
    staleTime: 60_000,
  });

export function useShop(ref: ShopRef | null) {
  return useQuery({ ...shopQueryOptions(ref ?? { shopId: 0 }), enabled: ref !== null });
}
