import type { TAddressMode } from '@delivery/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressCallsOf } from '@delivery/contract/calls/addresses';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { addressesQueryKey } from './list-addresses.ts';

/** Deletes one of the customer's addresses; resolves with the server's message for the toast. */
export async function deleteAddress(token: string, mode: TAddressMode, addressId: number): Promise<string> {
  const answer = expectSuccess(await call(addressCallsOf(mode).deleteAddress, { token, address_id: addressId }));
  return answer.message;
}

export function useDeleteAddress(token: string, mode: TAddressMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => deleteAddress(token, mode, addressId),
    // The list is not on screen while the form is: refetch it anyway, so it never shows a stale one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey, refetchType: 'all' }),
  });
}
