import { formatPhone, isMobilePhone, onlyDigits } from '@delivery/contract/br-documents';
import type { TCheckCodeTypedResponse, TSendCodeCheckResponse } from '@delivery/contract/customer';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { verifications } from '../../db/schema/customers.ts';
import { AppError } from '../../http/app-error.ts';
import type { Tenant } from '../tenant/service.ts';
import { issueCode, newRequestId, smsCodeText, spendCodeTry } from './codes.ts';
import type { AccountsContext } from './context.ts';
import { byVerifiedPhone, findAccount, toWireCustomer } from './customers.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { createSession } from '../sessions/service.ts';

/** How long a verified phone may finish its sign-up. */
const SIGNUP_TTL_MS = 30 * 60_000;

/**
 * SMS sign-in, step 1: a code to the phone, and whether the phone has an account. Never the code.
 * Only an account that verified this phone counts: one that merely typed it is not its owner's.
 */
export async function sendCodeCheck(
  ctx: AccountsContext,
  request: FastifyRequest,
  tenant: Tenant,
  rawPhone: string,
): Promise<TSendCodeCheckResponse> {
  if (!isMobilePhone(rawPhone)) throw new AppError(ErrorType.INVALID_INPUT, apiMessages.invalidPhone);
  const phone = onlyDigits(rawPhone);
  await ctx.limits.codeSends(request, tenant.id, phone);

  const account = await findAccount(ctx.db, tenant.id, byVerifiedPhone(phone));
  const id = newRequestId();
  const { code, codeHash, codeExpiresAt } = issueCode(ctx.codeKey, id);
  await ctx.db.insert(verifications).values({
    id,
    profileId: tenant.id,
    purpose: 'sms_login',
    customerId: account?.id ?? null,
    destination: phone,
    channel: 'TELEFONE',
    codeHash,
    codeExpiresAt,
    expiresAt: new Date(Date.now() + SIGNUP_TTL_MS),
  });
  try {
    await ctx.send(tenant.id, {
      channel: 'sms',
      to: phone,
      text: smsCodeText(tenant.settings.app.title || tenant.name, code, request.hostname),
    });
  } catch (err) {
    request.log.error({ err }, 'SMS code not delivered');
    throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.sendFailed);
  }
  return {
    error_type: ErrorType.OK,
    message: formatMessage(apiMessages.codeSent, { destination: formatPhone(phone) }),
    message_id: id,
    registered: Boolean(account),
  };
}

/**
 * SMS sign-in, step 2: the code is checked here. A phone an account verified gets its session;
 * any other gets an sms_token that lets `register` create the account with this phone, or `edit`
 * verify it on the signed-in account, taking it from accounts that only typed it.
 */
export async function checkCodeTyped(
  ctx: AccountsContext,
  tenant: Tenant,
  body: { message_id: string; code_typed: string; environment?: string | undefined },
): Promise<TCheckCodeTypedResponse> {
  const [request] = await ctx.db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.id, body.message_id),
        eq(verifications.profileId, tenant.id),
        eq(verifications.purpose, 'sms_login'),
      ),
    )
    .limit(1);
  if (!request) throw new AppError(ErrorType.CODE_REJECTED, apiMessages.noCodeRequested);
  await spendCodeTry(ctx.db, ctx.codeKey, request, body.code_typed);

  const phone = request.destination ?? '';
  const account = await findAccount(ctx.db, tenant.id, byVerifiedPhone(phone));
  if (account) {
    await ctx.db.update(verifications).set({ usedAt: new Date() }).where(eq(verifications.id, request.id));
    const token = await createSession(ctx.db, account, {
      days: ctx.config.SESSION_DAYS,
      environment: body.environment,
    });
    return { error_type: ErrorType.OK, message: apiMessages.loggedIn, customer: [toWireCustomer(account)], token };
  }
  const smsToken = newToken();
  await ctx.db
    .update(verifications)
    .set({ tokenHash: sha256(smsToken) })
    .where(eq(verifications.id, request.id));
  return {
    error_type: ErrorType.OK,
    message: apiMessages.codeChecked,
    customer: [],
    token: '',
    phone,
    sms_token: smsToken,
  };
}

/** The phone an sms_token verified, if the token is live and unused; consumed by `register`. */
export async function claimVerifiedPhone(db: Database, tenantId: number, smsToken: string): Promise<string | null> {
  const [row] = await db
    .update(verifications)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verifications.tokenHash, sha256(smsToken)),
        eq(verifications.profileId, tenantId),
        eq(verifications.purpose, 'sms_login'),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ destination: verifications.destination });
  return row?.destination ?? null;
}
