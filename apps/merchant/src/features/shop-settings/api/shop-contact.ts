import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { TContact } from '@delivery/contract/contact';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

export const shopContactKey = (shopId: number) => ['shop-contact', shopId] as const;

/** The shop's phone, WhatsApp and e-mail, with the version a save names. */
export const shopContactQuery = (shopId: number) =>
  queryOptions({
    queryKey: shopContactKey(shopId),
    queryFn: ({ signal }) => callOk(shopSettingsCalls.shopContact, { shop_id: shopId }, { signal }),
  });

export const useShopContact = (shopId: number) => useQuery(shopContactQuery(shopId));

/** Saves the contact at the version the form was filled with; a refusal leaves the form as typed. */
export function useSaveShopContact(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TContact & { version: number }) =>
      callOk(shopSettingsCalls.saveShopContact, { ...input, shop_id: shopId }),
    onSuccess: (answer) => {
      showToast(answer.message);
      client.setQueryData(shopContactKey(shopId), answer);
    },
  });
}
