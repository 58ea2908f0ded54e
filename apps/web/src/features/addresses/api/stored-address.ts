import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCity } from '@delivery/contract/addresses';
import { getItem, setItem, storageKeys, type StoredAddress } from '../../../lib/storage.ts';

export const storedAddressQueryKey = ['storage', storageKeys.address] as const;

export const storedAddressQueryOptions = queryOptions({
  queryKey: storedAddressQueryKey,
  queryFn: async () => (await getItem(storageKeys.address)) ?? null,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export const addressFromCity = (city: TCity): StoredAddress => ({ city_id: city.city_id, city: city.city_name });

export function useStoredAddress() {
  return useQuery(storedAddressQueryOptions);
}

/** Stores where to deliver: a city ({city_id, city}, docs/product.md section 3) or a saved address with its fields. */
export function useStoreAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (address: StoredAddress) => {
      await setItem(storageKeys.address, address);
      return address;
    },
    onSuccess: (address) => queryClient.setQueryData(storedAddressQueryKey, address),
  });
}
