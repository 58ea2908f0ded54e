import { customerCalls } from '@delivery/contract/calls/customer';
import type { TCustomer, TDeleteInfoResponse } from '@delivery/contract/customer';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { clearSession, type Session } from '../session.ts';

/** Records the privacy policy as accepted; the customer comes back with accept_terms '1'. */
export async function saveAcceptTerms(session: Session): Promise<TCustomer> {
  const answer = expectSuccess(await call(customerCalls.saveAcceptTerms, { token: session.token }));
  return answer.customer[0] ?? { ...session.customer, accept_terms: '1' };
}

/** Turns offers by notification and e-mail on or off. */
export async function saveAcceptNotification(session: Session, accept: boolean): Promise<TCustomer> {
  const flag = accept ? '1' : '0';
  const answer = expectSuccess(
    await call(customerCalls.saveAcceptNotification, { token: session.token, accept_notification: flag }),
  );
  return answer.customer[0] ?? { ...session.customer, accept_notification: flag };
}

/**
 * Ends this device's session on the server, then forgets it here. Offline or refused, the device
 * still forgets it: signing out never fails for the customer.
 */
export async function signOut(session: Session): Promise<void> {
  await call(customerCalls.logout, { token: session.token }).catch(() => undefined);
  await clearSession();
}

/**
 * What deleting the account would do now (decision 0066): its open orders, which refuse it; the
 * cashback it forfeits; whether the password or a code confirms it.
 */
export async function getDeleteInfo(session: Session, signal?: AbortSignal): Promise<TDeleteInfoResponse> {
  return expectSuccess(await call(customerCalls.getDeleteInfo, { token: session.token }, { signal }));
}

/** Sends the code that confirms the deletion of an account without a password; answers its id and the server's words. */
export async function sendDeleteCode(session: Session): Promise<{ messageId: string; message: string }> {
  const answer = expectSuccess(await call(customerCalls.sendDeleteCode, { token: session.token }));
  return { messageId: answer.message_id, message: answer.message };
}

/** The account's proof: its password, or the code sent to it; nothing for a guest. */
export type DeleteProof = { password: string } | { messageId: string; code: string } | Record<string, never>;

/**
 * Deletes the account (LGPD): the server erases the personal data and ends every session, on every
 * device; this one then forgets it. Resolves with the server's farewell for the toast.
 */
export async function deleteAccount(session: Session, proof: DeleteProof): Promise<string> {
  const fields =
    'password' in proof
      ? { password: proof.password }
      : 'code' in proof
        ? { message_id: proof.messageId, code_typed: proof.code }
        : {};
  const answer = expectSuccess(await call(customerCalls.delete, { token: session.token, ...fields }));
  await clearSession();
  return answer.message;
}
