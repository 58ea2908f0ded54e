import { openDeliveryCalls } from '@delivery/contract/calls/open-delivery';
import type { TOpenDeliveryLinkResponse } from '@delivery/contract/open-delivery';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import type { SettingsInput } from '../settings-form.ts';

export const openDeliveryLinkKey = (shopId: number) => ['open-delivery-link', shopId] as const;
const eventsKey = (shopId: number) => ['open-delivery-events', shopId] as const;
const lastImportKey = (shopId: number) => ['open-delivery-import', shopId] as const;

/** The shop's link (never a secret) and the base URL its software uses. */
export const openDeliveryLinkQuery = (shopId: number) =>
  queryOptions({
    queryKey: openDeliveryLinkKey(shopId),
    queryFn: ({ signal }) => callOk(openDeliveryCalls.openDeliveryLink, { shop_id: shopId }, { signal }),
  });

export const useOpenDeliveryLink = (shopId: number) => useQuery(openDeliveryLinkQuery(shopId));

const linkOnly = ({
  error_type,
  message,
  link,
  base_url,
  app_id,
}: TOpenDeliveryLinkResponse): TOpenDeliveryLinkResponse => ({
  error_type,
  message,
  link,
  base_url,
  app_id,
});

/**
 * New credentials: the answer's secret is for the screen that asked, this once; the cache keeps
 * the link without it, so no later read of the page can show it again. No toast: the screen's own
 * warning says it, and a toast would lie over the secret being copied.
 */
export function useIssueOpenDeliveryCredentials(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callOk(openDeliveryCalls.issueOpenDeliveryCredentials, { shop_id: shopId }),
    onSuccess: (answer) => client.setQueryData(openDeliveryLinkKey(shopId), linkOnly(answer)),
  });
}

/** Saves on/off and the software's addresses; a refusal leaves the form as typed. */
export function useSaveOpenDelivery(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SettingsInput) => callOk(openDeliveryCalls.saveOpenDelivery, { ...input, shop_id: shopId }),
    onSuccess: (answer) => {
      showToast(answer.message);
      client.setQueryData(openDeliveryLinkKey(shopId), answer);
    },
  });
}

/** The last events written for the shop's software, read again every half minute while shown. */
export const useOpenDeliveryEvents = (shopId: number) =>
  useQuery({
    queryKey: eventsKey(shopId),
    queryFn: ({ signal }) => callOk(openDeliveryCalls.openDeliveryEvents, { shop_id: shopId }, { signal }),
    refetchInterval: 30_000,
  });

/** The shop's last menu import, with its report. */
export const useLastOpenDeliveryImport = (shopId: number) =>
  useQuery({
    queryKey: lastImportKey(shopId),
    queryFn: ({ signal }) => callOk(openDeliveryCalls.lastOpenDeliveryImport, { shop_id: shopId }, { signal }),
  });

/** Imports the menu now; the answer (success or not) becomes the last import shown. */
export function useImportOpenDeliveryMenu(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callOk(openDeliveryCalls.importOpenDeliveryMenu, { shop_id: shopId }),
    onSuccess: (answer) => {
      showToast(answer.message, answer.import?.outcome === 'fail' ? 'error' : 'info');
      client.setQueryData(lastImportKey(shopId), answer);
    },
  });
}
