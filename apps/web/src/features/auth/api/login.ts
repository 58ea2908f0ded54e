import type { CallInput } from '@delivery/contract/call';
import { customerCalls } from '@delivery/contract/calls/customer';
import type { TSocialProfile } from '@delivery/contract/customer';
import { ErrorType } from '@delivery/contract/errors';
import { ApiError } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { callEnvironment } from '../../../lib/platform.ts';
import { signInContext } from '../../../lib/sign-in-context.ts';
import type { Session } from '../session.ts';

/** How the customer proves who they are; exactly one per call (docs/product.md section 3's login payloads). */
export type LoginCredentials =
  | { email_cpf: string; password: string }
  | { login_value: string }
  | { google_id_token: string }
  | { facebook_access_token: string };

export type SocialCredential = { google_id_token: string } | { facebook_access_token: string };

export type LoginOutcome = { kind: 'session'; session: Session } | { kind: 'social-unknown'; social: TSocialProfile };

type Body = CallInput<typeof customerCalls.login>;

/**
 * Signs in. A social identity with no account answers error_type 2 with the provider's data
 * (docs/product.md section 4): the caller opens sign-up with it. Any other refusal rejects with the
 * server's message.
 */
export async function login(profileId: number, credentials: LoginCredentials): Promise<LoginOutcome> {
  const body: Body = { profile_id: profileId, ...(await signInContext()), ...credentials };
  const answer = await call(customerCalls.login, body);
  if (answer.error_type === ErrorType.GO_BACK && answer.social)
    return { kind: 'social-unknown', social: answer.social };
  const customer = answer.customer?.[0];
  if (answer.error_type !== ErrorType.OK || !customer || !answer.token) {
    throw new ApiError('business', answer.message, 200, answer.error_type);
  }
  return { kind: 'session', session: { customer, token: answer.token } };
}

/** The token check's answer: the fresh customer, a dead token, or no verdict (offline, server error). */
export type SessionCheck = { status: 'valid'; session: Session } | { status: 'invalid' } | { status: 'unknown' };

/** Asks the server whether the stored token still opens a session (docs/product.md section 7: login token check). */
export async function checkSession(token: string, signal?: AbortSignal): Promise<SessionCheck> {
  const body: Body = { token, environment: callEnvironment() };
  try {
    const answer = await call(customerCalls.login, body, { signal });
    const customer = answer.customer?.[0];
    if (answer.error_type === ErrorType.OK && customer) {
      return { status: 'valid', session: { customer, token: answer.token || token } };
    }
    return answer.error_type === ErrorType.UNAUTHENTICATED ? { status: 'invalid' } : { status: 'unknown' };
  } catch (error) {
    if (error instanceof ApiError && error.errorType === ErrorType.UNAUTHENTICATED) return { status: 'invalid' };
    return { status: 'unknown' };
  }
}
