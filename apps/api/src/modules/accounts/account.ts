import { isCpf, isEmail, isMobilePhone, onlyDigits } from '@delivery/contract/br-documents';
import type { CallBody } from '@delivery/contract/call';
import type { customerCalls } from '@delivery/contract/calls/customer';
import type { TCustomerResponse, TSessionResponse } from '@delivery/contract/customer';
import { envelope, type TEnvelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, type CustomerRow } from '../../db/schema/customers.ts';
import { AppError } from '../../http/app-error.ts';
import { allowsPrivateAddresses } from '../../http/outbound.ts';
import type { AccountsContext } from './context.ts';
import { releaseUnverifiedPhone, toWireCustomer } from './customers.ts';
import { checkNewPassword, conflictError, refuseVerifiedPhone } from './register.ts';
import { claimVerifiedPhone } from './sms-login.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createSession, endSession, revokeSessions, sessionKey } from '../sessions/service.ts';
import { forgetSessionDevices, keepCustomerPushId } from '../push/service.ts';

type Changes = Partial<typeof customers.$inferInsert>;

const invalid = (message: string) => new AppError(ErrorType.INVALID_INPUT, message);

async function update(
  ctx: AccountsContext,
  customer: CustomerRow,
  changes: Changes,
  db: Database = ctx.db,
): Promise<CustomerRow> {
  const [row] = await db
    .update(customers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(customers.id, customer.id))
    .returning()
    .catch(conflictError);
  if (!row) throw new Error('customer vanished');
  return row;
}

const answer = (message: string, customer: CustomerRow): TCustomerResponse => ({
  error_type: ErrorType.OK,
  message,
  customer: [toWireCustomer(customer)],
});

/**
 * `customer4api/edit`: name, e-mail, phone, CPF and, with the current one, a new password. A new
 * password ends every session, this one too, and answers a fresh token. A new phone is unverified
 * until an sms_token from checkCodeTyped comes with it (or alone, for the current phone).
 */
export async function editCustomer(
  ctx: AccountsContext,
  customer: CustomerRow,
  body: CallBody<typeof customerCalls.edit>,
): Promise<TCustomerResponse & { token?: string }> {
  const changes: Changes = {};
  if (body.name !== undefined) {
    if (!body.name.trim()) throw invalid(apiMessages.invalidName);
    changes.name = body.name.trim();
  }
  if (body.email !== undefined) {
    if (!isEmail(body.email)) throw invalid(apiMessages.invalidEmail);
    changes.email = body.email.trim().toLowerCase();
  }
  if (body.cell_phone !== undefined) {
    if (!isMobilePhone(body.cell_phone)) throw invalid(apiMessages.invalidPhone);
    changes.cellPhone = onlyDigits(body.cell_phone);
    if (changes.cellPhone !== customer.cellPhone) {
      changes.phoneVerifiedAt = null;
      if (!body.sms_token) await refuseVerifiedPhone(ctx, customer.profileId, changes.cellPhone, customer.id);
    }
  }
  if (body.cpf !== undefined) {
    if (body.cpf && !isCpf(body.cpf)) throw invalid(apiMessages.invalidCpf);
    changes.cpf = body.cpf ? onlyDigits(body.cpf) : null;
  }
  const changingPassword = body.password !== undefined;
  if (changingPassword) {
    if (customer.kind !== 'account') throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.loginByInputDisabled);
    if (
      customer.passwordHash &&
      !(await verifyPassword(body.current_password ?? '', customer.passwordHash, ctx.config.PASSWORD_HASH_COST))
    ) {
      throw new AppError(ErrorType.INVALID_CREDENTIALS, apiMessages.currentPasswordWrong);
    }
    changes.passwordHash = await hashPassword(
      checkNewPassword(body.password, body.password2, apiMessages.passwordsDoNotMatch),
      ctx.config.PASSWORD_HASH_COST,
    );
  }
  const updated = body.sms_token
    ? await verifyPhone(ctx, customer, changes, body.sms_token)
    : Object.keys(changes).length
      ? await update(ctx, customer, changes)
      : customer;
  if (!changingPassword) return answer(apiMessages.profileSaved, updated);
  await revokeSessions(ctx.db, customer.id);
  const token = await createSession(ctx.db, updated, { days: ctx.config.SESSION_DAYS });
  return { ...answer(apiMessages.profileSaved, updated), token } satisfies TSessionResponse;
}

/**
 * The changes with the phone an sms_token proved (the one sent, or the current one): it becomes
 * verified, and the accounts that only typed it lose it, in one transaction.
 */
async function verifyPhone(
  ctx: AccountsContext,
  customer: CustomerRow,
  changes: Changes,
  smsToken: string,
): Promise<CustomerRow> {
  const phone = changes.cellPhone ?? customer.cellPhone;
  if (customer.kind !== 'account' || !phone) throw invalid(apiMessages.invalidPhone);
  return ctx.db.transaction(async (tx) => {
    const verified = await claimVerifiedPhone(tx, customer.profileId, smsToken);
    if (!verified) throw new AppError(ErrorType.CODE_REJECTED, apiMessages.noCodeRequested);
    if (verified !== phone) throw invalid(apiMessages.invalidPhone);
    await releaseUnverifiedPhone(tx, customer.profileId, phone, customer.id);
    return update(ctx, customer, { ...changes, cellPhone: phone, phoneVerifiedAt: new Date() }, tx);
  });
}

export async function acceptTerms(ctx: AccountsContext, customer: CustomerRow): Promise<TCustomerResponse> {
  return answer(apiMessages.termsAccepted, await update(ctx, customer, { acceptTerms: true }));
}

export async function setNotifications(
  ctx: AccountsContext,
  customer: CustomerRow,
  accept: string | number | undefined,
): Promise<TCustomerResponse> {
  const acceptNotification = accept === undefined ? true : String(accept) === '1';
  return answer(apiMessages.preferencesSaved, await update(ctx, customer, { acceptNotification }));
}

/**
 * `app/atualizaPushId`: the device's push id, kept as the customer's. A browser's Web Push
 * subscription also becomes a device of this session, told of the customer's orders' status.
 */
export async function setPushId(
  ctx: AccountsContext,
  customer: CustomerRow,
  pushId: string,
  device: { sessionHash: string; userAgent: string },
): Promise<TCustomerResponse> {
  await keepCustomerPushId(
    ctx.db,
    customer,
    { pushId, ...device },
    { allowPrivate: allowsPrivateAddresses(ctx.config) },
  );
  return answer(apiMessages.pushIdSaved, await update(ctx, customer, { pushId }));
}

/**
 * `customer4api/logout`: this device's session ends, and with it the pushes to the devices it
 * subscribed; the customer's others stay signed in.
 */
export async function signOut(ctx: AccountsContext, customer: CustomerRow, token: string): Promise<TEnvelope> {
  await endSession(ctx.db, customer.id, token);
  await forgetSessionDevices(ctx.db, sessionKey(token));
  return envelope(ErrorType.OK, apiMessages.signedOut);
}
