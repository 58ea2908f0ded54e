import type { TAddressMode } from '@delivery/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAddress } from '@delivery/contract/address';
import { addressCallsOf } from '@delivery/contract/calls/addresses';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

/** The customer's addresses (getDataAddressCustomer, or its Geocode variant in GEOCODE mode). */
export async function listAddresses(token: string, mode: TAddressMode, signal?: AbortSignal): Promise<TAddress[]> {
  const answer = expectSuccess(await call(addressCallsOf(mode).getDataAddressCustomer, { token }, { signal }));
  return answer.addresses;
}

// The address book's key: a change made there (a new address) refreshes this list as well.
export const checkoutAddressesQueryOptions = (token: string, mode: TAddressMode) =>
  queryOptions({
    queryKey: ['addresses', mode, token],
    queryFn: ({ signal }) => listAddresses(token, mode, signal),
    staleTime: 30_000,
  });

export function useCheckoutAddresses(token: string, mode: TAddressMode) {
  return useQuery(checkoutAddressesQueryOptions(token, mode));
}
