import { catalogCalls } from '@delivery/contract/calls/catalog';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** What the accept dialog proposes when the shop has no estimate of its own. */
export const fallbackEstimateMinutes = 40;

/**
 * The upper end of the shop's public estimate ('40–50 min' on its page): what the customer was told
 * to expect, so the natural promise when accepting. The catalog's getShop is the only call that
 * carries it; any failure falls back to 40 minutes.
 */
export function useShopEstimate(shopId: number): number {
  const { data } = useQuery({
    queryKey: ['shop-estimate', shopId],
    queryFn: ({ signal }) => call(catalogCalls.getShop, { shop_id: shopId }, { signal }),
    staleTime: 30 * 60_000,
    retry: false,
  });
  const estimate = data && data.error_type === 0 ? data.shop?.estimate_max : undefined;
  return estimate && estimate > 0 ? estimate : fallbackEstimateMinutes;
}
