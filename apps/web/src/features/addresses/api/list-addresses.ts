import type { TAddressMode } from '@delivery/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAddress } from '@delivery/contract/address';
import { addressCallsOf } from '@delivery/contract/calls/addresses';
import { ApiError, expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

/** The customer's addresses (getDataAddressCustomer), or one of them with `addressId`. */
export async function listAddresses(
  token: string,
  mode: TAddressMode,
  addressId?: number,
  signal?: AbortSignal,
): Promise<TAddress[]> {
  const answer = expectSuccess(
    await call(addressCallsOf(mode).getDataAddressCustomer, { token, address_id: addressId }, { signal }),
  );
  return answer.addresses;
}

export const addressesQueryKey = ['addresses'] as const;

export const addressesQueryOptions = (token: string, mode: TAddressMode) =>
  queryOptions({
    queryKey: [...addressesQueryKey, mode, token],
    queryFn: ({ signal }) => listAddresses(token, mode, undefined, signal),
    staleTime: 30_000,
  });

export function useAddresses(token: string | null, mode: TAddressMode) {
  return useQuery({ ...addressesQueryOptions(token ?? '', mode), enabled: token !== null });
}

export const addressQueryOptions = (token: string, mode: TAddressMode, addressId: number) =>
  queryOptions({
    queryKey: [...addressesQueryKey, mode, token, addressId],
    queryFn: async ({ signal }) => {
      const [address] = await listAddresses(token, mode, addressId, signal);
      if (!address) throw new ApiError('invalid-response', 'getDataAddressCustomer answered no address');
      return address;
    },
  });

export function useAddress(token: string | null, mode: TAddressMode, addressId: number | null) {
  return useQuery({
    ...addressQueryOptions(token ?? '', mode, addressId ?? 0),
    enabled: token !== null && addressId !== null,
  });
}
