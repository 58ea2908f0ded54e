import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressPaths } from '@delivery/contract/routes';
import { postExpectingSuccess } from '../../../lib/api-client.ts';
import type { AddressMode } from '../address-form-rules.ts';
import { addressesQueryKey } from './list-addresses.ts';

/** Deletes one of the customer's addresses; resolves with the server's message for the toast. */
export async function deleteAddress(token: string, mode: AddressMode, addressId: number): Promise<string> {
  const path = mode === 'GEOCODE' ? addressPaths.geocodeDelete : addressPaths.delete;
  const answer = await postExpectingSuccess(path, { token, address_id: addressId });
  return answer.message;
}

export function useDeleteAddress(token: string, mode: AddressMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => deleteAddress(token, mode, addressId),
    // The list is not on screen while the form is: refetch it anyway, so it never shows a stale one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey, refetchType: 'all' }),
  });
}
