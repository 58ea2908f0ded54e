import { couponCalls } from '@delivery/contract/calls/coupons';
import type { TShopCashback } from '@delivery/contract/coupons';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

const cashbackKey = (shopId: number) => ['cashback', shopId] as const;

const cashbackQuery = (shopId: number) =>
  queryOptions({
    queryKey: cashbackKey(shopId),
    queryFn: ({ signal }) =>
      callOk(couponCalls.shopCashback, { shop_id: shopId }, { signal }).then((answer) => answer.cashback),
  });

/** The shop's cashback percentage and expiry, with the version its next save names. */
export const useShopCashback = (shopId: number) => useQuery(cashbackQuery(shopId));

/** Saves the shop's cashback at the version read; the settings are read again, saved or refused. */
export function useSaveShopCashback(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: TShopCashback) =>
      callOk(couponCalls.saveShopCashback, {
        shop_id: shopId,
        version: settings.version,
        percent: settings.percent,
        expiry_days: settings.expiry_days,
      }),
    onSuccess: (answer) => {
      client.setQueryData(cashbackKey(shopId), answer.cashback);
      showToast(answer.message);
    },
    onError: () => client.invalidateQueries({ queryKey: cashbackKey(shopId) }),
  });
}
