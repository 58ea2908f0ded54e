import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { THoursSettingsInput } from '@delivery/contract/shop-hours';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

export const shopHoursKey = (shopId: number) => ['shop-hours', shopId] as const;

/** The shop's hours section as saved, with the version a save names. */
export const shopHoursQuery = (shopId: number) =>
  queryOptions({
    queryKey: shopHoursKey(shopId),
    queryFn: ({ signal }) => callOk(shopSettingsCalls.shopHours, { shop_id: shopId }, { signal }),
  });

export const useShopHours = (shopId: number) => useQuery(shopHoursQuery(shopId));

/**
 * Saves the hours at the version the form was filled with: the answer (the new version) becomes
 * what the page shows; a refusal leaves the form as typed, with the server's message.
 */
export function useSaveShopHours(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: THoursSettingsInput & { version: number }) =>
      callOk(shopSettingsCalls.saveShopHours, { ...input, shop_id: shopId }),
    onSuccess: (answer) => {
      showToast(answer.message);
      client.setQueryData(shopHoursKey(shopId), answer);
    },
  });
}
