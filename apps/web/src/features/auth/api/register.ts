import type { CallInput } from '@delivery/contract/call';
import { customerCalls } from '@delivery/contract/calls/customer';
import { ApiError, expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { signInContext, type SignInContext } from '../../../lib/sign-in-context.ts';
import { getItem, storageKeys } from '../../../lib/storage.ts';
import type { Session } from '../session.ts';
import type { SocialCredential } from './login.ts';

export type RegisterInput =
  | { mode: 'plain'; name: string; email: string; cell_phone: string; password: string; password2: string }
  | { mode: 'social'; name: string; email: string; cell_phone: string; credential: SocialCredential }
  | { mode: 'sms'; name: string; cell_phone: string; sms_token: string };

type Body = CallInput<typeof customerCalls.register>;

/**
 * The body of each sign-up mode; url_destino is the stored campaign origin (docs/product.md section 3),
 * `context` the environment (and in the native app midia_source and push_id).
 */
export function registerBody(
  profileId: number,
  input: RegisterInput,
  urlDestino: string | null,
  context: SignInContext = { environment: 'web' },
): Body {
  const base: Body = { profile_id: profileId, ...context, name: input.name.trim(), term: '1' };
  if (urlDestino) base.url_destino = urlDestino;
  if (input.mode === 'sms') return { ...base, cell_phone: input.cell_phone, sms_token: input.sms_token };
  if (input.mode === 'social') {
    return { ...base, email: input.email.trim(), cell_phone: input.cell_phone, ...input.credential };
  }
  return {
    ...base,
    email: input.email.trim(),
    cell_phone: input.cell_phone,
    password: input.password,
    password2: input.password2,
  };
}

/** Creates the account and its session; resolves with the server's welcome message for 'Bom trabalho'. */
export async function register(
  profileId: number,
  input: RegisterInput,
): Promise<{ session: Session; message: string }> {
  const [origin, context] = await Promise.all([getItem(storageKeys.midiaOrigem).catch(() => null), signInContext()]);
  const answer = expectSuccess(await call(customerCalls.register, registerBody(profileId, input, origin, context)));
  const customer = answer.customer[0];
  if (!customer || !answer.token) throw new ApiError('invalid-response', 'register answered no customer');
  return { session: { customer, token: answer.token }, message: answer.message };
}
