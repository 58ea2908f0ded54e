import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { TDeliverySettingsInput } from '@delivery/contract/shop-delivery';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

export const shopDeliveryKey = (shopId: number) => ['shop-delivery', shopId] as const;

/** The shop's delivery section as saved, with the version a save names. */
export const shopDeliveryQuery = (shopId: number) =>
  queryOptions({
    queryKey: shopDeliveryKey(shopId),
    queryFn: ({ signal }) => callOk(shopSettingsCalls.shopDelivery, { shop_id: shopId }, { signal }),
  });

export const useShopDelivery = (shopId: number) => useQuery(shopDeliveryQuery(shopId));

/**
 * Saves the delivery section at the version the form was filled with: the answer (the new
 * version) becomes what the page shows; a refusal leaves the form as typed, with the server's message.
 */
export function useSaveShopDelivery(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TDeliverySettingsInput & { version: number }) =>
      callOk(shopSettingsCalls.saveShopDelivery, { ...input, shop_id: shopId }),
    onSuccess: (answer) => {
      showToast(answer.message);
      client.setQueryData(shopDeliveryKey(shopId), answer);
    },
  });
}
