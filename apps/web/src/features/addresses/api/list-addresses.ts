import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAddress, TAddressesResponse } from '@delivery/contract/address';
import { addressPaths } from '@delivery/contract/routes';
import { ApiError, postExpectingSuccess } from '../../../lib/api-client.ts';
import type { AddressMode } from '../address-form-rules.ts';

/** The customer's addresses (getDataAddressCustomer), or one of them with `addressId`. */
export async function listAddresses(
  token: string,
  mode: AddressMode,
  addressId?: number,
  signal?: AbortSignal,
): Promise<TAddress[]> {
  const path = mode === 'GEOCODE' ? addressPaths.geocodeList : addressPaths.list;
  const answer = await postExpectingSuccess<TAddressesResponse>(path, { token, address_id: addressId }, { signal });
  return answer.addresses;
}

export const addressesQueryKey = ['addresses'] as const;

export const addressesQueryOptions = (token: string, mode: AddressMode) =>
  queryOptions({
    queryKey: [...addressesQueryKey, mode, token],
    queryFn: ({ signal }) => listAddresses(token, mode, undefined, signal),
    staleTime: 30_000,
  });

export function useAddresses(token: string | null, mode: AddressMode) {
  return useQuery({ ...addressesQueryOptions(token ?? '', mode), enabled: token !== null });
}

export const addressQueryOptions = (token: string, mode: AddressMode, addressId: number) =>
  queryOptions({
    queryKey: [...addressesQueryKey, mode, token, addressId],
    queryFn: async ({ signal }) => {
      const [address] = await listAddresses(token, mode, addressId, signal);
      if (!address) throw new ApiError('invalid-response', 'getDataAddressCustomer answered no address');
      return address;
    },
  });

export function useAddress(token: string | null, mode: AddressMode, addressId: number | null) {
  return useQuery({
    ...addressQueryOptions(token ?? '', mode, addressId ?? 0),
    enabled: token !== null && addressId !== null,
  });
}
