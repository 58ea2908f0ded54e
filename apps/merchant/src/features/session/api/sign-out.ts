import { staffCalls } from '@delivery/contract/calls/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { saveToken } from '../../../lib/session-token.ts';

/**
 * Ends the session on the server, then forgets it here whatever the answer: someone leaving the
 * counter must be signed out even when the network is down (the token then dies with its 30 days).
 */
export const useSignOut = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(staffCalls.staffSignOut, {}).catch(() => undefined),
    onSettled: () => {
      saveToken(null);
      client.clear();
    },
  });
};
