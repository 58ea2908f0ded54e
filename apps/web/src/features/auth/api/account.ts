import { customerCalls } from '@delivery/contract/calls/customer';
import type { TCustomer } from '@delivery/contract/customer';
import { call, expectSuccess } from '../../../lib/api-client.ts';
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
 * Deletes the account (LGPD): the server erases the personal data and ends every session, on every
 * device; this one then forgets it. Resolves with the server's farewell for the toast.
 */
export async function deleteAccount(session: Session): Promise<string> {
  const answer = expectSuccess(await call(customerCalls.delete, { token: session.token }));
  await clearSession();
  return answer.message;
}
