import { maskEmail, maskPhone } from '@delivery/contract/br-documents';
import type { CallBody } from '@delivery/contract/call';
import type { customerCalls } from '@delivery/contract/calls/customer';
import type { TDeleteInfoResponse, TSendDeleteCodeResponse } from '@delivery/contract/customer';
import { envelope, type TEnvelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { toReais } from '@delivery/contract/pricing';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { customers, verifications, type CustomerRow } from '../../db/schema/customers.ts';
import { AppError } from '../../http/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { eraseAddressesOf } from '../addresses/service.ts';
import { forgetFavouritesOf } from '../favourites/service.ts';
import { forgetCustomerDevices } from '../push/service.ts';
import { balanceOf, forfeitCashback } from '../rewards/service.ts';
import { revokeSessions } from '../sessions/service.ts';
import type { Tenant } from '../tenant/service.ts';
import { issueCode, newRequestId, spendCodeTry } from './codes.ts';
import type { AccountsContext } from './context.ts';
import { orderFacts } from './order-facts.ts';

/*
 * Deleting an account (decision 0066): refused while one of its orders is open; confirmed by the
 * account's password, or by a code for an account without one; the balance of cashback forfeited
 * as a ledger entry; the personal data erased. getDeleteInfo tells the app all of it beforehand,
 * from the same functions the deletion runs.
 */

type Confirmation =
  { with: 'password' | 'none' } | { with: 'code'; channel: 'TELEFONE' | 'EMAIL'; destination: string };

/**
 * How the account proves it is its owner's: a guest has nothing beyond the CPF or comanda it signed
 * in with; a password is asked of the account that has one; a code goes to the phone the account
 * verified, or else to its e-mail (a social sign-up's, verified by its provider). An account with
 * none of these confirms with a password it must first create.
 */
function confirmationOf(customer: CustomerRow): Confirmation {
  if (customer.kind !== 'account') return { with: 'none' };
  if (customer.passwordHash) return { with: 'password' };
  if (customer.phoneVerifiedAt && customer.cellPhone) {
    return { with: 'code', channel: 'TELEFONE', destination: customer.cellPhone };
  }
  if (customer.email) return { with: 'code', channel: 'EMAIL', destination: customer.email };
  return { with: 'password' };
}

/** Why the account may not be deleted now, or null. */
function refusalOf(customer: CustomerRow, openOrders: number): string | null {
  if (openOrders > 0) return apiMessages.deleteRefusedOpenOrders;
  const confirmation = confirmationOf(customer);
  if (confirmation.with === 'password' && !customer.passwordHash) return apiMessages.deleteNeedsPassword;
  return null;
}

async function refuseUndeletable(db: Database, customer: CustomerRow): Promise<void> {
  const refusal = refusalOf(customer, await orderFacts.get().openOrdersCountOf(db, customer));
  if (refusal) throw new AppError(ErrorType.NOT_ALLOWED, refusal);
}

/** `customer4api/getDeleteInfo`: what deleting the account would do now, and how it is confirmed. */
export async function getDeleteInfo(ctx: AccountsContext, customer: CustomerRow): Promise<TDeleteInfoResponse> {
  const [openOrders, { balanceCents }] = await Promise.all([
    orderFacts.get().openOrdersCountOf(ctx.db, customer),
    balanceOf(ctx.db, customer.id),
  ]);
  const confirmation = confirmationOf(customer);
  const codeTo =
    confirmation.with !== 'code'
      ? ''
      : confirmation.channel === 'EMAIL'
        ? maskEmail(confirmation.destination)
        : maskPhone(confirmation.destination);
  return {
    error_type: ErrorType.OK,
    message: apiMessages.ok,
    open_orders: openOrders,
    cashback: toReais(balanceCents),
    confirm_with: confirmation.with,
    code_to: codeTo,
    refusal: refusalOf(customer, openOrders),
  };
}

/**
 * `customer4api/sendDeleteCode`: the code that confirms deleting an account without a password,
 * made, kept and limited as every other code of the accounts (codes.ts), to the account's own
 * verified phone or e-mail, never to one the caller names.
 */
export async function sendDeleteCode(
  ctx: AccountsContext,
  request: FastifyRequest,
  tenant: Tenant,
  customer: CustomerRow,
): Promise<TSendDeleteCodeResponse> {
  await refuseUndeletable(ctx.db, customer);
  const confirmation = confirmationOf(customer);
  if (confirmation.with !== 'code') throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.deleteCodeNotNeeded);
  const { channel, destination } = confirmation;
  await ctx.limits.codeSends(request, tenant.id, destination);

  const id = newRequestId();
  const { code, codeHash, codeExpiresAt } = issueCode(ctx.codeKey, id);
  await ctx.db.insert(verifications).values({
    id,
    profileId: tenant.id,
    purpose: 'delete_account',
    customerId: customer.id,
    destination,
    channel,
    codeHash,
    codeExpiresAt,
    expiresAt: codeExpiresAt,
  });
  const title = tenant.settings.app.title || tenant.name;
  try {
    await ctx.send(
      tenant.id,
      channel === 'EMAIL'
        ? {
            channel: 'email',
            to: destination,
            subject: formatMessage(apiMessages.deleteCodeEmailSubject, { title }),
            text: formatMessage(apiMessages.deleteCodeEmailText, { name: customer.name, code }),
          }
        : { channel: 'sms', to: destination, text: formatMessage(apiMessages.deleteCodeSmsText, { title, code }) },
    );
  } catch (err) {
    request.log.error({ err }, 'account deletion code not delivered');
    throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.sendFailed);
  }
  const shown = channel === 'EMAIL' ? maskEmail(destination) : maskPhone(destination);
  return {
    error_type: ErrorType.OK,
    message: formatMessage(apiMessages.codeSent, { destination: shown }),
    message_id: id,
  };
}

type DeleteBody = CallBody<typeof customerCalls.delete>;

/** The password or the code the account confirms with; a refusal leaves everything as it was. */
async function checkProof(
  ctx: AccountsContext,
  request: FastifyRequest,
  tenant: Tenant,
  customer: CustomerRow,
  body: DeleteBody,
): Promise<void> {
  const confirmation = confirmationOf(customer);
  if (confirmation.with === 'none') return;
  if (confirmation.with === 'password') {
    if (!body.password) throw new AppError(ErrorType.INVALID_INPUT, apiMessages.deletePasswordRequired);
    // Every try counts, as a sign-in's do: a stolen session cannot guess the password at leisure.
    await ctx.limits.loginPerIdentifier(request, `delete:${tenant.id}:${customer.id}`);
    if (!(await verifyPassword(body.password, customer.passwordHash, ctx.config.PASSWORD_HASH_COST))) {
      throw new AppError(ErrorType.INVALID_CREDENTIALS, apiMessages.deletePasswordWrong);
    }
    return;
  }
  if (!body.message_id || !body.code_typed) {
    throw new AppError(ErrorType.INVALID_INPUT, apiMessages.deleteCodeRequired);
  }
  const [sent] = await ctx.db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.id, body.message_id),
        eq(verifications.profileId, tenant.id),
        eq(verifications.purpose, 'delete_account'),
        eq(verifications.customerId, customer.id),
        isNull(verifications.usedAt),
      ),
    )
    .limit(1);
  if (!sent) throw new AppError(ErrorType.CODE_REJECTED, apiMessages.noCodeRequested);
  await spendCodeTry(ctx.db, ctx.codeKey, sent, body.code_typed);
}

/**
 * `customer4api/delete`: the row stays (the shop's orders point at it, for its books) but every
 * personal field is emptied, the cashback balance is forfeited, pending codes, addresses and
 * favourite shops are dropped and every session ends. The customer's row is locked first, so an
 * order placed meanwhile is either counted as open here or waits for the deletion to end.
 */
export async function deleteCustomer(
  ctx: AccountsContext,
  request: FastifyRequest,
  tenant: Tenant,
  customer: CustomerRow,
  body: DeleteBody,
): Promise<TEnvelope> {
  await refuseUndeletable(ctx.db, customer);
  await checkProof(ctx, request, tenant, customer, body);
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, customer.id), isNull(customers.deletedAt)))
      .for('update');
    if (!locked) throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.sessionExpired);
    await refuseUndeletable(tx, locked);
    await forfeitCashback(tx, locked);
    await tx
      .update(customers)
      .set({
        name: 'Cliente removido',
        email: null,
        cpf: null,
        cellPhone: null,
        phoneVerifiedAt: null,
        passwordHash: null,
        googleId: null,
        facebookId: null,
        guestKey: null,
        pushId: null,
        signupOrigin: null,
        acceptNotification: false,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customer.id));
    await tx.delete(verifications).where(eq(verifications.customerId, customer.id));
    await eraseAddressesOf(tx, customer.id);
    await forgetFavouritesOf(tx, customer.id);
    await forgetCustomerDevices(tx, customer.id);
    await revokeSessions(tx, customer.id);
  });
  return envelope(ErrorType.OK, apiMessages.accountDeleted);
}
