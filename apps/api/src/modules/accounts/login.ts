import { isCpf, onlyDigits } from '@delivery/contract/br-documents';
import type { CallBody } from '@delivery/contract/call';
import type { customerCalls } from '@delivery/contract/calls/customer';
import type { TLoginResponse, SocialProvider } from '@delivery/contract/customer';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { customers, type CustomerRow } from '../../db/schema/customers.ts';
import { AppError } from '../../http/app-error.ts';
import type { SocialIdentity } from '../../providers/social.ts';
import { facebookAppSecretOf, type Tenant } from '../tenant/service.ts';
import type { AccountsContext } from './context.ts';
import {
  byCpf,
  byEmail,
  findAccount,
  nativePushId,
  normaliseIdentifier,
  toWireCustomer,
  uniqueViolation,
} from './customers.ts';
import { createSession, customerOfToken } from '../sessions/service.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.ts';

type LoginBody = CallBody<typeof customerCalls.login>;

const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

const invalidInput = (message: string) => new AppError(ErrorType.INVALID_INPUT, message);

/** Answers a session of `customer`, saving the device's push id when one came along. */
async function signIn(ctx: AccountsContext, customer: CustomerRow, body: LoginBody): Promise<TLoginResponse> {
  let current = customer;
  const pushId = nativePushId(body.push_id);
  if (pushId && pushId !== customer.pushId) {
    const [updated] = await ctx.db
      .update(customers)
      .set({ pushId, updatedAt: new Date() })
      .where(eq(customers.id, customer.id))
      .returning();
    current = updated ?? customer;
  }
  const token = await createSession(ctx.db, current, {
    days: ctx.config.SESSION_DAYS,
    environment: body.environment,
    midiaSource: body.midia_source,
  });
  return { error_type: ErrorType.OK, message: apiMessages.loggedIn, customer: [toWireCustomer(current)], token };
}

async function withPassword(ctx: AccountsContext, request: FastifyRequest, tenant: Tenant, body: LoginBody) {
  const identifier = normaliseIdentifier(body.email_cpf ?? '');
  if (!identifier || !body.password) throw invalidInput(apiMessages.fillAllFields);
  await ctx.limits.loginPerIdentifier(request, `login:${tenant.id}:${identifier}`);
  const where = identifier.includes('@') ? byEmail(identifier) : isCpf(identifier) ? byCpf(identifier) : null;
  const account = where ? await findAccount(ctx.db, tenant.id, where) : null;
  // The same answer, after the same work, whether the account is missing or the password wrong.
  const ok = await verifyPassword(body.password, account?.passwordHash ?? null, ctx.config.PASSWORD_HASH_COST);
  if (!account || !ok) throw new AppError(ErrorType.INVALID_CREDENTIALS, apiMessages.invalidCredentials);
  if (account.passwordHash && needsRehash(account.passwordHash, ctx.config.PASSWORD_HASH_COST)) {
    // Only now is the password at hand: the hash is made again at today's cost.
    await ctx.db
      .update(customers)
      .set({ passwordHash: await hashPassword(body.password, ctx.config.PASSWORD_HASH_COST) })
      .where(and(eq(customers.id, account.id), eq(customers.passwordHash, account.passwordHash)));
  }
  return signIn(ctx, account, body);
}

/**
 * Single-input sign-in for shops that seat customers (profile login.by_input '1'): the input
 * identifies a guest, never a full account, so knowing someone's CPF opens no account of theirs.
 */
async function withSingleInput(ctx: AccountsContext, request: FastifyRequest, tenant: Tenant, body: LoginBody) {
  const { login } = tenant.settings;
  if (login.by_input !== '1' || !login.input_type) {
    throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.loginByInputDisabled);
  }
  const value = (body.login_value ?? '').trim();
  await ctx.limits.loginPerIdentifier(request, `login:${tenant.id}:input:${normaliseIdentifier(value)}`);
  let guest: { name: string; cpf?: string; guestKey: string | null };
  switch (login.input_type) {
    case 'CPF': {
      if (!isCpf(value)) throw invalidInput(apiMessages.invalidCpf);
      const cpf = onlyDigits(value);
      if (await findAccount(ctx.db, tenant.id, byCpf(cpf))) {
        throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.guestCpfHasAccount);
      }
      guest = { name: 'Cliente', cpf, guestKey: `CPF:${cpf}` };
      break;
    }
    case 'NUMERO': {
      if (!/^\d{1,6}$/.test(value)) throw invalidInput(apiMessages.invalidComanda);
      const number = String(Number(value));
      guest = { name: `Comanda ${number}`, guestKey: `NUMERO:${number}` };
      break;
    }
    case 'TEXTO': {
      if (value.length < 2) throw invalidInput(apiMessages.invalidName);
      // Names are not unique: every sign-in by name is a new guest.
      guest = { name: value, guestKey: null };
      break;
    }
  }
  const existing = guest.guestKey
    ? await ctx.db
        .select()
        .from(customers)
        .where(
          and(eq(customers.profileId, tenant.id), eq(customers.guestKey, guest.guestKey), isNull(customers.deletedAt)),
        )
        .limit(1)
    : [];
  let row = existing[0];
  if (!row) {
    const [created] = await ctx.db
      .insert(customers)
      .values({
        profileId: tenant.id,
        kind: 'guest',
        name: guest.name,
        cpf: guest.cpf ?? null,
        guestKey: guest.guestKey,
      })
      .onConflictDoNothing()
      .returning();
    row =
      created ??
      (
        await ctx.db
          .select()
          .from(customers)
          .where(and(eq(customers.profileId, tenant.id), eq(customers.guestKey, guest.guestKey ?? '')))
          .limit(1)
      )[0];
  }
  if (!row) throw new Error('guest not created');
  return signIn(ctx, row, body);
}

/** Checks a provider credential against the profile's own app; null when it does not hold. */
export async function verifySocial(
  ctx: AccountsContext,
  tenant: Tenant,
  provider: SocialProvider,
  credential: string,
): Promise<SocialIdentity> {
  const name = providerNames[provider];
  let identity: SocialIdentity | null;
  if (provider === 'google') {
    const clientId = tenant.settings.google.clientId;
    if (!clientId)
      throw new AppError(ErrorType.NOT_ALLOWED, formatMessage(apiMessages.socialDisabled, { provider: name }));
    identity = await ctx.social.google(credential, clientId);
  } else {
    const appId = tenant.settings.facebook.appId;
    const secret = await facebookAppSecretOf(ctx.db, tenant.id);
    if (!appId || !secret) {
      throw new AppError(ErrorType.NOT_ALLOWED, formatMessage(apiMessages.socialDisabled, { provider: name }));
    }
    identity = await ctx.social.facebook(credential, appId, secret);
  }
  if (!identity)
    throw new AppError(ErrorType.INVALID_CREDENTIALS, formatMessage(apiMessages.socialInvalid, { provider: name }));
  return identity;
}

async function withSocial(
  ctx: AccountsContext,
  request: FastifyRequest,
  tenant: Tenant,
  body: LoginBody,
  provider: SocialProvider,
  credential: string,
) {
  const identity = await verifySocial(ctx, tenant, provider, credential);
  const idColumn = provider === 'google' ? customers.googleId : customers.facebookId;
  let account = await findAccount(ctx.db, tenant.id, eq(idColumn, identity.id));
  if (!account && identity.email && identity.emailVerified) {
    // The provider vouches for this e-mail: the account that has it is this person's.
    const byMail = await findAccount(ctx.db, tenant.id, byEmail(identity.email));
    if (byMail) {
      const [linked] = await ctx.db
        .update(customers)
        .set(provider === 'google' ? { googleId: identity.id } : { facebookId: identity.id })
        .where(eq(customers.id, byMail.id))
        .returning()
        .catch((error: unknown) => {
          if (uniqueViolation(error)) return [byMail];
          throw error;
        });
      account = linked ?? byMail;
    }
  }
  if (!account) {
    return {
      error_type: ErrorType.GO_BACK,
      message: formatMessage(apiMessages.socialNotRegistered, { provider: providerNames[provider] }),
      social: { provider, name: identity.name, email: identity.email ?? '' },
    } satisfies TLoginResponse;
  }
  return signIn(ctx, account, body);
}

/**
 * A refusal of a sign-in attempt: a wrong password, a credential that does not hold, an input
 * refused. It spends the address's sign-in budget; a provider that could not answer does not.
 */
const isFailedAttempt = (error: unknown) =>
  error instanceof AppError &&
  error.errorType !== ErrorType.RATE_LIMITED &&
  error.errorType !== ErrorType.DELIVERY_FAILED;

/** `customer4api/login`: one call, every sign-in mode of docs/product.md section 3, chosen by the fields sent. */
export async function login(ctx: AccountsContext, request: FastifyRequest, tenant: Tenant, body: LoginBody) {
  // Checking a stored session is not a sign-in attempt: the app does it on every start, and the
  // customers behind one carrier address would be locked out by each other's reloads. A token is
  // 256 random bits, which no number of tries guesses.
  if (body.token) {
    const customer = await customerOfToken(ctx.db, tenant.id, body.token);
    return {
      error_type: ErrorType.OK,
      message: apiMessages.loggedIn,
      customer: [toWireCustomer(customer)],
      token: body.token,
    };
  }
  // Only failed attempts spend the address's budget, so many customers signing in from one
  // address never lock each other out; each account's own tries are counted whatever their end.
  const ipKey = `login-ip:${request.ip}`;
  await ctx.limits.loginPerIp.check(request, ipKey);
  try {
    return await attempt(ctx, request, tenant, body);
  } catch (error) {
    if (isFailedAttempt(error)) await ctx.limits.loginPerIp.spend(request, ipKey);
    throw error;
  }
}

async function attempt(ctx: AccountsContext, request: FastifyRequest, tenant: Tenant, body: LoginBody) {
  if (body.google_id_token) return withSocial(ctx, request, tenant, body, 'google', body.google_id_token);
  if (body.facebook_access_token) {
    return withSocial(ctx, request, tenant, body, 'facebook', body.facebook_access_token);
  }
  if (body.google_id || body.facebook_id) {
    const provider = body.google_id ? 'Google' : 'Facebook';
    throw invalidInput(formatMessage(apiMessages.socialCredentialRequired, { provider }));
  }
  if (body.login_value !== undefined) return withSingleInput(ctx, request, tenant, body);
  if (body.email_cpf !== undefined || body.password !== undefined) return withPassword(ctx, request, tenant, body);
  if (body.phone) throw invalidInput(apiMessages.phoneLoginUseSms);
  throw invalidInput(apiMessages.chooseLoginMode);
}
