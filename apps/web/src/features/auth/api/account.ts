import type { TCustomer, TCustomerResponse } from '@delivery/contract/customer';
import { customerPaths } from '@delivery/contract/routes';
import { postExpectingSuccess } from '../../../lib/api-client.ts';
import type { Session } from '../session.ts';

type MaybeCustomer = { error_type: number; message: string; customer?: TCustomer[] };

/** Records the privacy policy as accepted; the customer comes back with accept_terms '1'. */
export async function saveAcceptTerms(session: Session): Promise<TCustomer> {
  const answer = await postExpectingSuccess<TCustomerResponse>(customerPaths.saveAcceptTerms, { token: session.token });
  return answer.customer[0] ?? { ...session.customer, accept_terms: '1' };
}

/** Turns offers by notification and e-mail on or off. */
export async function saveAcceptNotification(session: Session, accept: boolean): Promise<TCustomer> {
  const flag = accept ? '1' : '0';
  const answer = await postExpectingSuccess<MaybeCustomer>(customerPaths.saveAcceptNotification, {
    token: session.token,
    accept_notification: flag,
  });
  return answer.customer?.[0] ?? { ...session.customer, accept_notification: flag };
}
