import { staffCalls } from '@delivery/contract/calls/staff';
import { useMutation } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';

/** Asks for a reset link by e-mail; the answer is the same whether the e-mail has an account. */
export const usePasswordReset = () =>
  useMutation({ mutationFn: (email: string) => callOk(staffCalls.staffPasswordReset, { email }) });
