import { catalogCalls } from '@delivery/contract/calls/catalog';
import type { TShopDetail } from '@delivery/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

export const shopKey = (shopId: number) => ['shop', shopId] as const;

/**
 * The shop as its customers see it (the catalog's getShop): the only call that carries its
 * estimate and until when it is paused.
 */
export const shopQuery = (shopId: number) =>
  queryOptions({
    queryKey: shopKey(shopId),
    queryFn: ({ signal }) => call(catalogCalls.getShop, { shop_id: shopId }, { signal }).then(expectSuccess),
    select: (answer): TShopDetail => answer.shop,
    staleTime: 60_000,
  });

export const useShopDetail = (shopId: number) => useQuery(shopQuery(shopId));

/** What the accept dialog proposes when the shop has no estimate of its own. */
export const fallbackEstimateMinutes = 40;

/**
 * The upper end of the shop's public estimate ('40–50 min' on its page): what the customer was
 * told to expect, so the natural promise when accepting; 40 minutes when it is unknown.
 */
export const proposedEstimate = (shop: Pick<TShopDetail, 'estimate_max'> | undefined): number =>
  shop && shop.estimate_max > 0 ? shop.estimate_max : fallbackEstimateMinutes;

/** Until when the shop is paused, when it is and the time has not passed. */
export function pausedUntil(shop: Pick<TShopDetail, 'status'> | undefined, now: number): string | null {
  const until = shop?.status.paused_until;
  return until && Date.parse(until) > now ? until : null;
}
