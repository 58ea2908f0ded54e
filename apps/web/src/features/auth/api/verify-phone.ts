import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { ApiError } from '@delivery/client/api-error';
import type { Session } from '../session.ts';
import { editCustomer } from './edit.ts';
import { checkCodeTyped } from './sms-code.ts';

/**
 * The profile's phone verification (decision 0053): the code typed back proves the phone, and
 * `edit` with its sms_token binds it to the signed-in account, verified. A phone another account
 * has verified answers that account's session instead: refused as in use, never signed into.
 */
export async function verifyPhone(
  session: Session,
  profileId: number,
  phone: string,
  messageId: string,
  code: string,
): Promise<Session> {
  const outcome = await checkCodeTyped(profileId, messageId, code, phone);
  if (outcome.kind === 'session') {
    // The code proved a phone this account verified already (a copy stored before it said so).
    if (outcome.session.customer.customer_id === session.customer.customer_id) return outcome.session;
    throw new ApiError('business', apiMessages.phoneInUse, 200, ErrorType.ALREADY_REGISTERED);
  }
  const saved = await editCustomer(session, { cell_phone: phone, sms_token: outcome.smsToken });
  return saved.session;
}
