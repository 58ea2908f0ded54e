import { customerCalls } from '@delivery/contract/calls/customer';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import type { Session } from '../session.ts';

/** SMS sign-in, step 1: the server texts a 4-digit code to the phone. */
export async function sendCodeCheck(profileId: number, phone: string): Promise<{ messageId: string }> {
  const answer = expectSuccess(await call(customerCalls.sendCodeCheck, { profile_id: profileId, phone }));
  return { messageId: answer.message_id };
}

export type CodeCheckOutcome =
  { kind: 'session'; session: Session } | { kind: 'sign-up'; phone: string; smsToken: string };

/** SMS sign-in, step 2: a session when the phone has an account, else what SMS sign-up needs. */
export async function checkCodeTyped(
  profileId: number,
  messageId: string,
  code: string,
  typedPhone: string,
): Promise<CodeCheckOutcome> {
  const answer = expectSuccess(
    await call(customerCalls.checkCodeTyped, { profile_id: profileId, message_id: messageId, code_typed: code }),
  );
  const customer = answer.customer[0];
  if (customer && answer.token) return { kind: 'session', session: { customer, token: answer.token } };
  return { kind: 'sign-up', phone: answer.phone || typedPhone, smsToken: answer.sms_token ?? '' };
}
