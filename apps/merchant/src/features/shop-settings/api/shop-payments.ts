import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { TPaymentSettingsInput } from '@delivery/contract/shop-payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

export const shopPaymentsKey = (shopId: number) => ['shop-payments', shopId] as const;

/** How the shop is paid, as saved, with the version a save names; secrets only as set or not. */
export const shopPaymentsQuery = (shopId: number) =>
  queryOptions({
    queryKey: shopPaymentsKey(shopId),
    queryFn: ({ signal }) => callOk(shopSettingsCalls.shopPayments, { shop_id: shopId }, { signal }),
  });

export const useShopPayments = (shopId: number) => useQuery(shopPaymentsQuery(shopId));

/**
 * Saves the payments at the version the form was filled with: the answer (the new version) becomes
 * what the page shows; a refusal leaves the form as typed, with the server's message.
 */
export function useSaveShopPayments(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TPaymentSettingsInput & { version: number }) =>
      callOk(shopSettingsCalls.saveShopPayments, { ...input, shop_id: shopId }),
    onSuccess: (answer) => {
      showToast(answer.message);
      client.setQueryData(shopPaymentsKey(shopId), answer);
    },
  });
}
