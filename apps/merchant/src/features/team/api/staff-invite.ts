import { staffCalls } from '@delivery/contract/calls/staff';
import type { CallInput } from '@delivery/contract/call';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { teamKey } from './staff-list.ts';

/** Invites someone by e-mail; the team shows them as pending until they open the link. */
export const useInvite = (shopId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CallInput<typeof staffCalls.staffInvite>, 'shop_id'>) =>
      callOk(staffCalls.staffInvite, { ...input, shop_id: shopId }),
    onSuccess: (answer) => {
      showToast(answer.message);
      return client.invalidateQueries({ queryKey: teamKey(shopId) });
    },
  });
};
