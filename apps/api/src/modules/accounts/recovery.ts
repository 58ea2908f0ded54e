import { isCpf, isEmail, maskEmail, maskPhone, onlyDigits } from '@delivery/contract/br-documents';
import type { CallBody } from '@delivery/contract/call';
import type { customerCalls } from '@delivery/contract/calls/customer';
import type { TFindCustomerResponse } from '@delivery/contract/customer';
import { envelope, type TEnvelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage, specMessages } from '@delivery/contract/messages';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { customers, verifications } from '../../db/schema/customers.ts';
import { AppError } from '../../http/app-error.ts';
import type { Tenant } from '../tenant/service.ts';
import { issueCode, newRequestId, smsCodeText, spellCode, spendCodeTry, type Verification } from './codes.ts';
import type { AccountsContext } from './context.ts';
import { byCpf, byEmail, byVerifiedPhone, findAccount } from './customers.ts';
import { checkNewPassword } from './register.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeSessions } from '../sessions/service.ts';

/** A recovery request lives this long from the search to the new password. */
const RECOVERY_TTL_MS = 30 * 60_000;

const invalid = (message: string) => new AppError(ErrorType.INVALID_INPUT, message);

/** Recovery step 1: the account by e-mail, CPF or phone (first given wins), with masked contacts. */
export async function findCustomer(
  ctx: AccountsContext,
  request: FastifyRequest,
  tenant: Tenant,
  body: CallBody<typeof customerCalls.findCustomer>,
): Promise<TFindCustomerResponse> {
  const email = body.email?.trim() ?? '';
  const cpf = body.cpf?.trim() ?? '';
  const phone = onlyDigits(`${body.phone_ddd ?? ''}${body.phone_number ?? ''}`);
  if (!email && !cpf && !phone) throw invalid(apiMessages.fillOneField);
  if (email && !isEmail(email)) throw invalid(apiMessages.invalidEmail);
  if (cpf && !isCpf(cpf)) throw invalid(apiMessages.invalidCpf);
  if (phone && phone.length !== 11) throw invalid(apiMessages.invalidPhone);
  await ctx.limits.recoveryPerIp(request, `recovery-ip:${request.ip}`);

  const where = email ? byEmail(email) : cpf ? byCpf(onlyDigits(cpf)) : byVerifiedPhone(phone);
  const account = await findAccount(ctx.db, tenant.id, where);
  if (!account) throw new AppError(ErrorType.NOT_FOUND, apiMessages.customerNotFound);

  const token = newToken();
  const id = newRequestId();
  await ctx.db.insert(verifications).values({
    id,
    profileId: tenant.id,
    purpose: 'recovery',
    customerId: account.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RECOVERY_TTL_MS),
  });
  // A code to a phone the account never proved could hand the account to that phone's owner.
  const phoneChannel = account.phoneVerifiedAt ? account.cellPhone : null;
  const channels: TFindCustomerResponse['tipo'] = [];
  if (account.email) channels.push('EMAIL');
  if (phoneChannel) channels.push('TELEFONE');
  return {
    error_type: ErrorType.OK,
    message: apiMessages.recoveryFound,
    token,
    message_id: id,
    tipo: channels,
    email: account.email ? maskEmail(account.email) : '',
    telefone: phoneChannel ? maskPhone(phoneChannel) : '',
  };
}

/** The live recovery request the token and id name together, or the one refusal for anything else. */
async function liveRequest(
  ctx: AccountsContext,
  tenant: Tenant,
  token: string,
  messageId?: string,
): Promise<Verification> {
  const [row] = await ctx.db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.tokenHash, sha256(token)),
        eq(verifications.profileId, tenant.id),
        eq(verifications.purpose, 'recovery'),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, new Date()),
        messageId ? eq(verifications.id, messageId) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw new AppError(ErrorType.CODE_REJECTED, apiMessages.recoveryExpired);
  return row;
}

/** Recovery step 2: the code by e-mail (EMAIL), SMS (TELEFONE) or a voice call (VOZ). */
export async function sendDataRecovery(
  ctx: AccountsContext,
  request: FastifyRequest,
  tenant: Tenant,
  body: CallBody<typeof customerCalls.sendDataRecovery>,
): Promise<TEnvelope> {
  const recovery = await liveRequest(ctx, tenant, body.token, body.message_id);
  const [account] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.id, recovery.customerId ?? 0), isNull(customers.deletedAt)));
  if (!account) throw new AppError(ErrorType.CODE_REJECTED, apiMessages.recoveryExpired);
  const destination = body.tipo === 'EMAIL' ? account.email : account.phoneVerifiedAt && account.cellPhone;
  if (!destination) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.channelUnavailable);

  await ctx.limits.codeSends(request, tenant.id, destination);

  const { code, codeHash, codeExpiresAt } = issueCode(ctx.codeKey, recovery.id);
  await ctx.db
    .update(verifications)
    .set({ codeHash, codeExpiresAt, attempts: 0, channel: body.tipo, destination })
    .where(eq(verifications.id, recovery.id));

  const title = tenant.settings.app.title || tenant.name;
  try {
    if (body.tipo === 'EMAIL') {
      await ctx.send(tenant.id, {
        channel: 'email',
        to: destination,
        subject: formatMessage(apiMessages.emailCodeSubject, { title }),
        text: formatMessage(apiMessages.emailCodeText, { name: account.name, code }),
      });
    } else if (body.tipo === 'TELEFONE') {
      await ctx.send(tenant.id, {
        channel: 'sms',
        to: destination,
        text: smsCodeText(title, code, request.hostname),
      });
    } else {
      const spelled = spellCode(code);
      await ctx.send(tenant.id, {
        channel: 'voice',
        to: destination,
        text: formatMessage(apiMessages.voiceCodeText, { title, spelled }),
      });
    }
  } catch (err) {
    request.log.error({ err }, 'recovery code not delivered');
    throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.sendFailed);
  }
  const shown = body.tipo === 'EMAIL' ? maskEmail(destination) : maskPhone(destination);
  return envelope(ErrorType.OK, formatMessage(apiMessages.codeSent, { destination: shown }));
}

/** Recovery step 3: the code is checked on the server. */
export async function checkCode(
  ctx: AccountsContext,
  tenant: Tenant,
  body: { token: string; message_id: string; code_typed: string },
): Promise<TEnvelope> {
  const recovery = await liveRequest(ctx, tenant, body.token, body.message_id);
  await spendCodeTry(ctx.db, ctx.codeKey, recovery, body.code_typed);
  return envelope(ErrorType.OK, apiMessages.codeChecked);
}

/** Recovery step 4: the new password, once the code was checked; every session of the account ends. */
export async function changePasswordByToken(
  ctx: AccountsContext,
  tenant: Tenant,
  body: CallBody<typeof customerCalls.changePasswordByToken>,
): Promise<TEnvelope> {
  const recovery = await liveRequest(ctx, tenant, body.token);
  if (!recovery.verifiedAt || !recovery.customerId)
    throw new AppError(ErrorType.CODE_REJECTED, apiMessages.noCodeRequested);
  const password = checkNewPassword(body.password, body.password2, specMessages.passwordsDoNotMatchRecovery);
  const passwordHash = await hashPassword(password, ctx.config.PASSWORD_HASH_COST);
  const [used] = await ctx.db
    .update(verifications)
    .set({ usedAt: new Date() })
    .where(and(eq(verifications.id, recovery.id), isNull(verifications.usedAt)))
    .returning({ id: verifications.id });
  if (!used) throw new AppError(ErrorType.CODE_REJECTED, apiMessages.recoveryExpired);
  await ctx.db
    .update(customers)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(customers.id, recovery.customerId));
  await revokeSessions(ctx.db, recovery.customerId);
  return envelope(ErrorType.OK, apiMessages.passwordChanged);
}
