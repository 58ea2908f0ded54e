import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddAddressRequest, TAddress, TAddressResponse, TEditAddressRequest } from '@delivery/contract/address';
import { addressPaths } from '@delivery/contract/routes';
import { postExpectingSuccess } from '../../../lib/api-client.ts';
import type { AddressMode } from '../address-form-rules.ts';
import { addressesQueryKey } from './list-addresses.ts';

export type AddressInput = Omit<TAddAddressRequest, 'validate' | 'token' | 'profile_id'>;

/** addAddress, or editAddressFull when `addressId` is given; the geocode variants in GEOCODE mode. */
export async function saveAddress(
  token: string,
  mode: AddressMode,
  input: AddressInput,
  addressId: number | null,
): Promise<{ address: TAddress; message: string }> {
  const geocode = mode === 'GEOCODE';
  let answer: TAddressResponse;
  if (addressId === null) {
    const body: Omit<TAddAddressRequest, 'validate'> = { ...input, token };
    answer = await postExpectingSuccess<TAddressResponse>(geocode ? addressPaths.geocodeAdd : addressPaths.add, body);
  } else {
    const body: Omit<TEditAddressRequest, 'validate'> = { ...input, token, address_id: addressId };
    answer = await postExpectingSuccess<TAddressResponse>(geocode ? addressPaths.geocodeEdit : addressPaths.edit, body);
  }
  return { address: answer.address, message: answer.message };
}

export function useSaveAddress(token: string, mode: AddressMode, addressId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressInput) => saveAddress(token, mode, input, addressId),
    // The list is not on screen while the form is: refetch it anyway, so it never shows a stale one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey, refetchType: 'all' }),
  });
}
