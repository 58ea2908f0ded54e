import { staffCalls } from '@delivery/contract/calls/staff';
import type { CallInput } from '@delivery/contract/call';
import type { TStaffSessionResponse } from '@delivery/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { saveToken } from '../../../lib/session-token.ts';
import { staffMeKey } from './staff-me.ts';

/**
 * The three calls that open a session: sign-in, an accepted invitation, a new password from a reset
 * link. Each answers the token and the person; the token is kept and the person primes the
 * staffMe query, so the board opens without another round trip.
 */
function useOpenSession<TInput>(send: (input: TInput) => Promise<TStaffSessionResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      client.setQueryData([...staffMeKey, answer.token], answer);
      saveToken(answer.token);
    },
  });
}

export const useSignIn = () =>
  useOpenSession((input: CallInput<typeof staffCalls.staffSignIn>) => callOk(staffCalls.staffSignIn, input));

export const useAcceptInvite = () =>
  useOpenSession((input: CallInput<typeof staffCalls.staffAcceptInvite>) =>
    callOk(staffCalls.staffAcceptInvite, input),
  );

export const useNewPassword = () =>
  useOpenSession((input: CallInput<typeof staffCalls.staffNewPassword>) => callOk(staffCalls.staffNewPassword, input));
