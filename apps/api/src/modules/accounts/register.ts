import { isCpf, isEmail, isMobilePhone, onlyDigits } from '@delivery/contract/br-documents';
import type { CallBody } from '@delivery/contract/call';
import type { customerCalls } from '@delivery/contract/calls/customer';
import type { TSessionResponse } from '@delivery/contract/customer';
import { limits } from '@delivery/contract/constants';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { FastifyRequest } from 'fastify';
import { customers } from '../../db/schema/customers.ts';
import { AppError } from '../../http/app-error.ts';
import type { Tenant } from '../tenant/service.ts';
import type { AccountsContext } from './context.ts';
import {
  byVerifiedPhone,
  findAccount,
  normaliseIdentifier,
  releaseUnverifiedPhone,
  toWireCustomer,
  uniqueViolation,
} from './customers.ts';
import { verifySocial } from './login.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createSession } from '../sessions/service.ts';
import { nativePushId } from './customers.ts';
import { claimVerifiedPhone } from './sms-login.ts';

type RegisterBody = CallBody<typeof customerCalls.register>;

const invalid = (message: string) => new AppError(ErrorType.INVALID_INPUT, message);

const conflictMessages = {
  email: apiMessages.emailInUse,
  cpf: apiMessages.cpfInUse,
  phone: apiMessages.phoneInUse,
  google: formatMessage(apiMessages.socialCredentialRequired, { provider: 'Google' }),
  facebook: formatMessage(apiMessages.socialCredentialRequired, { provider: 'Facebook' }),
  guest: apiMessages.cpfInUse,
} as const;

/** Maps a unique-index refusal to the pt-BR conflict answer; rethrows anything else. */
export function conflictError(error: unknown): never {
  const field = uniqueViolation(error);
  if (field) throw new AppError(ErrorType.ALREADY_REGISTERED, conflictMessages[field]);
  throw error;
}

/** The server's copy of docs/product.md section 5's password rules. */
export function checkNewPassword(
  password: string | undefined,
  password2: string | undefined,
  mismatch: string,
): string {
  if (!password) throw invalid(apiMessages.fillAllFields);
  if (password.length < limits.passwordMinLength) throw invalid(apiMessages.passwordTooShort);
  if (password2 !== undefined && password !== password2) throw invalid(mismatch);
  return password;
}

/** "Este celular já está cadastrado" when an account has proven this phone with its code. */
export async function refuseVerifiedPhone(ctx: AccountsContext, tenantId: number, phone: string, exceptId?: number) {
  const owner = await findAccount(ctx.db, tenantId, byVerifiedPhone(phone));
  if (owner && owner.id !== exceptId) throw new AppError(ErrorType.ALREADY_REGISTERED, apiMessages.phoneInUse);
}

/**
 * Counts a sign-up before anything is checked or hashed: per address, and per e-mail, CPF and
 * phone it names (however written), so neither a flood from one address nor one identifier
 * probed from many addresses gets past its limit.
 */
async function countSignUp(ctx: AccountsContext, request: FastifyRequest, tenant: Tenant, body: RegisterBody) {
  await ctx.limits.signUpsPerIp(request, `signup-ip:${request.ip}`);
  const named = [body.email, body.cpf, body.cell_phone].map((typed) => normaliseIdentifier(typed ?? ''));
  for (const identifier of new Set(named.filter(Boolean))) {
    await ctx.limits.signUpsPerIdentifier(request, `signup:${tenant.id}:${identifier}`);
  }
}

/**
 * `customer4api/register` in its three modes, chosen by the fields sent: plain (e-mail and
 * password), social (a provider credential, verified again here) and SMS (an sms_token from
 * checkCodeTyped). docs/product.md section 5's rules hold here too, whatever the app checked.
 */
export async function signUp(
  ctx: AccountsContext,
  request: FastifyRequest,
  tenant: Tenant,
  body: RegisterBody,
): Promise<TSessionResponse> {
  await countSignUp(ctx, request, tenant, body);
  const name = body.name.trim();
  if (!name) throw invalid(apiMessages.invalidName);
  if (!body.term) throw invalid(apiMessages.acceptPrivacyPolicy);
  const cpf = body.cpf ? onlyDigits(body.cpf) : null;
  if (body.cpf && !isCpf(body.cpf)) throw invalid(apiMessages.invalidCpf);
  if (body.cell_phone && !isMobilePhone(body.cell_phone)) throw invalid(apiMessages.invalidPhone);
  let phone = body.cell_phone ? onlyDigits(body.cell_phone) : null;

  let email: string | null = null;
  let passwordHash: string | null = null;
  let googleId: string | null = null;
  let facebookId: string | null = null;

  if (body.google_id_token || body.facebook_access_token) {
    const provider = body.google_id_token ? 'google' : 'facebook';
    const identity = await verifySocial(
      ctx,
      tenant,
      provider,
      body.google_id_token ?? body.facebook_access_token ?? '',
    );
    if (provider === 'google') googleId = identity.id;
    else facebookId = identity.id;
    email = identity.email ?? (body.email && isEmail(body.email) ? body.email.trim().toLowerCase() : null);
    if (!email) throw invalid(apiMessages.invalidEmail);
    if (!phone) throw invalid(apiMessages.invalidPhone);
  } else if (!body.sms_token) {
    if (!body.email || !isEmail(body.email)) throw invalid(apiMessages.invalidEmail);
    email = normaliseIdentifier(body.email);
    if (!phone) throw invalid(apiMessages.invalidPhone);
    passwordHash = await hashPassword(
      checkNewPassword(body.password, body.password2, apiMessages.passwordsDoNotMatch),
      ctx.config.PASSWORD_HASH_COST,
    );
  }

  // A typed phone is a contact until its code is typed back; one already proven is someone's.
  if (!body.sms_token && phone) await refuseVerifiedPhone(ctx, tenant.id, phone);

  const created = await ctx.db
    .transaction(async (tx) => {
      let phoneVerifiedAt: Date | null = null;
      if (body.sms_token) {
        const verified = await claimVerifiedPhone(tx, tenant.id, body.sms_token);
        if (!verified) throw new AppError(ErrorType.CODE_REJECTED, apiMessages.noCodeRequested);
        if (phone && phone !== verified) throw invalid(apiMessages.invalidPhone);
        phone = verified;
        phoneVerifiedAt = new Date();
        await releaseUnverifiedPhone(tx, tenant.id, verified);
      }
      const [row] = await tx
        .insert(customers)
        .values({
          profileId: tenant.id,
          kind: 'account',
          name,
          email,
          cpf,
          cellPhone: phone,
          phoneVerifiedAt,
          passwordHash,
          googleId,
          facebookId,
          acceptTerms: true,
          pushId: nativePushId(body.push_id),
          signupOrigin: body.url_destino ?? null,
        })
        .returning();
      if (!row) throw new Error('customer not created');
      return row;
    })
    .catch(conflictError);

  const token = await createSession(ctx.db, created, {
    days: ctx.config.SESSION_DAYS,
    environment: body.environment,
    midiaSource: body.midia_source,
  });
  return { error_type: ErrorType.OK, message: apiMessages.registered, customer: [toWireCustomer(created)], token };
}
