import { whatsAppCalls } from '@delivery/contract/calls/whatsapp';
import type { TSaveWhatsAppInput, TWhatsAppSettingsResponse } from '@delivery/contract/whatsapp-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

const whatsAppKey = ['whatsapp-settings'] as const;

/** The tenant's number and each template's approval, read from Meta on every visit. */
export const useWhatsAppSettings = () =>
  useQuery({
    queryKey: whatsAppKey,
    queryFn: ({ signal }) => callOk(whatsAppCalls.whatsAppSettings, {}, { signal }),
  });

/** A change whose answer (the settings as they are now) replaces what the page shows. */
function useWhatsAppChange<I>(send: (input: I) => Promise<TWhatsAppSettingsResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      showToast(answer.message);
      client.setQueryData(whatsAppKey, answer);
    },
  });
}

export const useSaveWhatsApp = () =>
  useWhatsAppChange((input: TSaveWhatsAppInput) => callOk(whatsAppCalls.saveWhatsApp, input));
export const useSubmitWhatsAppTemplates = () =>
  useWhatsAppChange(() => callOk(whatsAppCalls.submitWhatsAppTemplates, {}));
export const useRemoveWhatsApp = () => useWhatsAppChange(() => callOk(whatsAppCalls.removeWhatsApp, {}));

const shopAlertKey = (shopId: number) => ['whatsapp-shop-alert', shopId] as const;

/** The number a shop's staff get a new order on when no board of it is open. */
export const useShopWhatsAppAlert = (shopId: number) =>
  useQuery({
    queryKey: shopAlertKey(shopId),
    queryFn: ({ signal }) => callOk(whatsAppCalls.shopWhatsAppAlert, { shop_id: shopId }, { signal }),
  });

export function useSaveShopWhatsAppAlert(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => callOk(whatsAppCalls.saveShopWhatsAppAlert, { shop_id: shopId, phone }),
    onSuccess: (answer) => {
      showToast(answer.message);
      client.setQueryData(shopAlertKey(shopId), answer);
    },
  });
}
