import { staffCalls } from '@delivery/contract/calls/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@delivery/client/api-error';
import { callOk } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';
import { teamKey } from './staff-list.ts';

/** Takes someone's role in the shop away. */
export const useRemoveFromTeam = (shopId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (staffId: number) => callOk(staffCalls.staffRemove, { shop_id: shopId, staff_id: staffId }),
    onSuccess: (answer) => showToast(answer.message),
    onError: (error) => showToast(serverMessage(error) ?? messages.app.unknownError, 'error'),
    onSettled: () => client.invalidateQueries({ queryKey: teamKey(shopId) }),
  });
};
