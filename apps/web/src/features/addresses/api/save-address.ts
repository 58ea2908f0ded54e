import type { TAddressMode } from '@delivery/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddress } from '@delivery/contract/address';
import type { CallInput } from '@delivery/contract/call';
import { addressCallsOf, type addressCalls } from '@delivery/contract/calls/addresses';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { addressesQueryKey } from './list-addresses.ts';

export type AddressInput = Omit<CallInput<typeof addressCalls.addAddress>, 'token' | 'profile_id'>;

/** addAddress, or editAddressFull when `addressId` is given; the geocode variants in GEOCODE mode. */
export async function saveAddress(
  token: string,
  mode: TAddressMode,
  input: AddressInput,
  addressId: number | null,
): Promise<{ address: TAddress; message: string }> {
  const calls = addressCallsOf(mode);
  const answer = expectSuccess(
    addressId === null
      ? await call(calls.addAddress, { ...input, token })
      : await call(calls.editAddressFull, { ...input, token, address_id: addressId }),
  );
  return { address: answer.address, message: answer.message };
}

export function useSaveAddress(token: string, mode: TAddressMode, addressId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressInput) => saveAddress(token, mode, input, addressId),
    // The list is not on screen while the form is: refetch it anyway, so it never shows a stale one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey, refetchType: 'all' }),
  });
}
