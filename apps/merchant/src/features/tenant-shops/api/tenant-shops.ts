import type { CallInput } from '@delivery/contract/call';
import { tenantShopCalls } from '@delivery/contract/calls/tenant-shops';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

const tenantShopsKey = ['tenant-shops'] as const;
const tenantPlacesKey = ['tenant-places'] as const;

const tenantShopsQuery = queryOptions({
  queryKey: tenantShopsKey,
  queryFn: ({ signal }) => callOk(tenantShopCalls.tenantShops, {}, { signal }),
});

/** Every shop of the profile, listed to customers or not, and the cities a new one may be in. */
export const useTenantShops = () => useQuery(tenantShopsQuery);

/**
 * A change of the profile's shops: the server's message as a toast, the list read again, and
 * `onChanged` told (the header's shops are the signed-in person's, read apart). A refusal is
 * shown where the change was asked for.
 */
function useTenantShopEdit<K extends 'createShop' | 'setShopActive'>(call: K, onChanged: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CallInput<(typeof tenantShopCalls)[K]>, 'token'>) =>
      callOk(tenantShopCalls[call], input as CallInput<(typeof tenantShopCalls)[K]>),
    onSuccess: (answer) => {
      showToast(answer.message);
      onChanged();
    },
    onSettled: () => client.invalidateQueries({ queryKey: tenantShopsKey }),
  });
}

/** Adds a shop and invites its owner; the form shows a refusal itself. */
export const useCreateShop = (onChanged: () => void) => useTenantShopEdit('createShop', onChanged);
/** Opens a shop to customers or takes it off their lists; its row shows a refusal, with where to put it right. */
export const useSetShopActive = (onChanged: () => void) => useTenantShopEdit('setShopActive', onChanged);

const tenantPlacesQuery = queryOptions({
  queryKey: tenantPlacesKey,
  queryFn: ({ signal }) => callOk(tenantShopCalls.tenantPlaces, {}, { signal }).then((answer) => answer.cities),
});

/** The cities the profile serves, with their state and districts. */
export const useTenantPlaces = () => useQuery(tenantPlacesQuery);

/**
 * A city served or a district added: the answer is the new list, kept as the query's; the shops'
 * list is read again (a new shop may be in the new city). The form shows a refusal itself.
 */
function usePlaceEdit<K extends 'serveCity' | 'addDistrict'>(call: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CallInput<(typeof tenantShopCalls)[K]>, 'token'>) =>
      callOk(tenantShopCalls[call], input as CallInput<(typeof tenantShopCalls)[K]>),
    onSuccess: (answer) => {
      showToast(answer.message);
      client.setQueryData(tenantPlacesKey, answer.cities);
      return client.invalidateQueries({ queryKey: tenantShopsKey });
    },
  });
}

export const useServeCity = () => usePlaceEdit('serveCity');
export const useAddDistrict = () => usePlaceEdit('addDistrict');
