import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAddress, TAddressesResponse } from '@delivery/contract/address';
import { addressPaths } from '@delivery/contract/routes';
import { postExpectingSuccess } from '../../../lib/api-client.ts';

export type AddressMode = 'DISTRICT' | 'GEOCODE';

/** The customer's addresses (getDataAddressCustomer, or its Geocode variant in GEOCODE mode). */
export async function listAddresses(token: string, mode: AddressMode, signal?: AbortSignal): Promise<TAddress[]> {
  const path = mode === 'GEOCODE' ? addressPaths.geocodeList : addressPaths.list;
  const answer = await postExpectingSuccess<TAddressesResponse>(path, { token }, { signal });
  return answer.addresses;
}

// The address book's key: a change made there (a new address) refreshes this list as well.
export const checkoutAddressesQueryOptions = (token: string, mode: AddressMode) =>
  queryOptions({
    queryKey: ['addresses', mode, token],
    queryFn: ({ signal }) => listAddresses(token, mode, signal),
    staleTime: 30_000,
  });

export function useCheckoutAddresses(token: string, mode: AddressMode) {
  return useQuery(checkoutAddressesQueryOptions(token, mode));
}
