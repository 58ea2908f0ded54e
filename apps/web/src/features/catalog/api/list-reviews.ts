import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import type { TListReviewsResponse } from '@delivery/contract/catalog';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

export async function listReviews(shopId: number, page: number, signal?: AbortSignal): Promise<TListReviewsResponse> {
  return expectSuccess(await call(catalogCalls.listReviews, { shop_id: shopId, page }, { signal }));
}

/** One page of a shop's reviews; the first also carries its rating and bars. */
export const reviewsQueryOptions = (shopId: number, page: number) =>
  queryOptions({
    queryKey: ['reviews', shopId, page],
    queryFn: ({ signal }) => listReviews(shopId, page, signal),
    staleTime: 60_000,
  });

export function useReviews(shopId: number, page: number) {
  return useQuery(reviewsQueryOptions(shopId, page));
}
