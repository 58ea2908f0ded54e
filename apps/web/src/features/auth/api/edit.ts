import type { CallInput } from '@delivery/contract/call';
import { customerCalls } from '@delivery/contract/calls/customer';
import { ApiError, expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import type { Session } from '../session.ts';

export type EditChanges = Omit<CallInput<typeof customerCalls.edit>, 'profile_id' | 'token'>;

/**
 * Saves the customer's data. A new password ends every session and answers a fresh token, which
 * replaces the stored one; resolves with the server's message for the toast.
 */
export async function editCustomer(
  session: Session,
  changes: EditChanges,
): Promise<{ session: Session; message: string }> {
  const answer = expectSuccess(await call(customerCalls.edit, { token: session.token, ...changes }));
  const customer = answer.customer?.[0];
  if (!customer) throw new ApiError('invalid-response', 'edit answered no customer');
  return { session: { customer, token: answer.token || session.token }, message: answer.message };
}
