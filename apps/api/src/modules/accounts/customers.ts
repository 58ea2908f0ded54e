import { onlyDigits } from '@delivery/contract/br-documents';
import type { TCustomer } from '@delivery/contract/customer';
import { isWebPushId } from '@delivery/contract/push';
import { and, eq, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, type CustomerRow } from '../../db/schema/customers.ts';

/** The customer as the apps keep it; never the password hash or provider ids. */
export function toWireCustomer(c: CustomerRow): TCustomer {
  return {
    customer_id: c.id,
    name: c.name,
    email: c.email ?? '',
    cpf: c.cpf ?? '',
    cell_phone: c.cellPhone ?? '',
    phone_verified: c.cellPhone && c.phoneVerifiedAt ? '1' : '0',
    accept_terms: c.acceptTerms ? '1' : '0',
    accept_notification: c.acceptNotification ? '1' : '0',
    push_id: c.pushId ?? '',
    kind: c.kind,
    has_password: c.passwordHash ? '1' : '0',
  };
}

/** A live full account of the profile matching `where` (e-mail, CPF, phone, provider id). */
export async function findAccount(db: Database, profileId: number, where: SQL): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.profileId, profileId), eq(customers.kind, 'account'), isNull(customers.deletedAt), where))
    .limit(1);
  return row ?? null;
}

/**
 * An e-mail, CPF or phone as the accounts keep it: an e-mail trimmed and lower-cased, a CPF or
 * phone as its digits ('529.982.247-25' and '52998224725' are one CPF). Lookups and the limits
 * on attempts both use it, so no spelling of an identifier is a new account nor a fresh budget.
 * Anything else (a name, a comanda) is trimmed and lower-cased.
 */
export function normaliseIdentifier(typed: string): string {
  const value = typed.trim().toLowerCase();
  if (value.includes('@')) return value;
  return onlyDigits(value) || value;
}

export const byEmail = (email: string) => eq(customers.email, normaliseIdentifier(email));
export const byCpf = (cpf: string) => eq(customers.cpf, cpf);
/** Only a verified phone names an account: a typed one proves nothing (decision 0053). */
export const byVerifiedPhone = (phone: string) =>
  and(eq(customers.cellPhone, phone), isNotNull(customers.phoneVerifiedAt)) as SQL;

/**
 * The phone's owner has just typed its code: every other live account that only typed this
 * number loses it (and keeps everything else), so the number reaches no one but its owner.
 */
export async function releaseUnverifiedPhone(db: Database, profileId: number, phone: string, keeperId?: number) {
  await db
    .update(customers)
    .set({ cellPhone: null, updatedAt: new Date() })
    .where(
      and(
        eq(customers.profileId, profileId),
        eq(customers.cellPhone, phone),
        isNull(customers.phoneVerifiedAt),
        isNull(customers.deletedAt),
        keeperId === undefined ? undefined : ne(customers.id, keeperId),
      ),
    );
}

/** The unique index a failed insert or update ran into, if it was one of ours. */
export function uniqueViolation(error: unknown): 'email' | 'cpf' | 'phone' | 'google' | 'facebook' | 'guest' | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint ?? '';
  if (code !== '23505') return null;
  const match = /^customers_(email|cpf|phone|google|facebook|guest)_unique$/.exec(constraint);
  return (match?.[1] as ReturnType<typeof uniqueViolation>) ?? null;
}

/**
 * The push id a sign-in or sign-up keeps: a native app's token. A browser's subscription is
 * sent through atualizaPushId once the session exists, since its device is tied to that session
 * (decision 0041); kept here it would match the browser's and never be sent there.
 */
export const nativePushId = (pushId: string | undefined): string | null =>
  pushId && !isWebPushId(pushId) ? pushId : null;
