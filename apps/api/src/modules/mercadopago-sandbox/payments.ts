import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import {
  sandboxMpCards,
  sandboxMpPayments,
  sandboxMpRefunds,
  sandboxMpSellers,
  type SandboxMpStatus,
} from '../../db/schema/sandbox-mercadopago.ts';
import { spendToken, type SandboxCardToken } from './card-tokens.ts';
import { brandById } from './cards.ts';
import { decisions, outcomeOfName, type Outcome } from './outcomes.ts';

export type SandboxPayment = typeof sandboxMpPayments.$inferSelect;
export type SandboxRefund = typeof sandboxMpRefunds.$inferSelect;

/** Ids like Mercado Pago's: eleven digits, well inside a JavaScript number. */
export const newId = () => randomInt(10_000_000_000, 99_999_999_999);

export type PaymentInput = {
  idempotencyKey: string;
  amountCents: number;
  applicationFeeCents: number | null;
  description: string | null;
  installments: number;
  issuerId: string | null;
  externalReference: string | null;
  notificationUrl: string | null;
  statementDescriptor: string | null;
  metadata: Record<string, unknown> | null;
  payerEmail: string | null;
  threeDSecure: boolean;
};

class TokenSpent extends Error {}

/**
 * Pays with the token: once per idempotency key (`existing` for a key already used), the token
 * spent in the same transaction; `token_spent` when another payment took it first.
 */
export async function createPayment(
  db: Database,
  userId: number,
  token: SandboxCardToken,
  input: PaymentInput,
): Promise<{ outcome: 'created' | 'existing'; payment: SandboxPayment } | { outcome: 'token_spent' }> {
  const brand = brandById(token.paymentMethodId)!;
  const [card] = token.cardId ? await db.select().from(sandboxMpCards).where(eq(sandboxMpCards.id, token.cardId)) : [];
  const challenge = token.challenge && input.threeDSecure;
  const outcome: Outcome = challenge ? decisions.challenge : outcomeOfName(token.cardholderName);
  const now = new Date();
  try {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sandboxMpPayments)
        .values({
          id: newId(),
          userId,
          idempotencyKey: input.idempotencyKey,
          status: outcome.status,
          statusDetail: outcome.statusDetail,
          amountCents: input.amountCents,
          applicationFeeCents: input.applicationFeeCents,
          description: input.description,
          installments: input.installments,
          paymentMethodId: brand.id,
          paymentTypeId: brand.paymentTypeId,
          issuerId: input.issuerId,
          externalReference: input.externalReference,
          notificationUrl: input.notificationUrl,
          statementDescriptor: input.statementDescriptor,
          metadata: input.metadata,
          payerEmail: input.payerEmail,
          payerId: card?.customerId ?? null,
          cardId: token.cardId,
          firstSixDigits: token.firstSixDigits,
          lastFourDigits: token.lastFourDigits,
          expirationMonth: token.expirationMonth,
          expirationYear: token.expirationYear,
          cardholderName: token.cardholderName,
          challengeId: challenge ? randomUUID() : null,
          createdAt: now,
          updatedAt: now,
          approvedAt: outcome.status === 'approved' ? now : null,
          notificationResult: input.notificationUrl ? null : 'none',
        })
        .onConflictDoNothing({ target: [sandboxMpPayments.userId, sandboxMpPayments.idempotencyKey] })
        .returning();
      if (!row) return null;
      if (!(await spendToken(tx, token.id))) throw new TokenSpent();
      return row;
    });
    if (created) return { outcome: 'created', payment: created };
  } catch (error) {
    if (!(error instanceof TokenSpent)) throw error;
    return { outcome: 'token_spent' };
  }
  const existing = await paymentByKey(db, userId, input.idempotencyKey);
  return { outcome: 'existing', payment: existing! };
}

export async function paymentByKey(db: Database, userId: number, key: string): Promise<SandboxPayment | null> {
  const [payment] = await db
    .select()
    .from(sandboxMpPayments)
    .where(and(eq(sandboxMpPayments.userId, userId), eq(sandboxMpPayments.idempotencyKey, key)));
  return payment ?? null;
}

/** A payment by id; with `userId`, only that seller's (another's is not found, as at Mercado Pago). */
export async function findPayment(db: Database, id: number, userId?: number): Promise<SandboxPayment | null> {
  const [payment] = await db
    .select()
    .from(sandboxMpPayments)
    .where(and(eq(sandboxMpPayments.id, id), userId === undefined ? undefined : eq(sandboxMpPayments.userId, userId)));
  return payment ?? null;
}

export async function searchPayments(
  db: Database,
  userId: number,
  query: { externalReference?: string; limit: number; offset: number },
): Promise<{ payments: SandboxPayment[]; total: number }> {
  const where = and(
    eq(sandboxMpPayments.userId, userId),
    query.externalReference === undefined
      ? undefined
      : eq(sandboxMpPayments.externalReference, query.externalReference),
  );
  const payments = await db
    .select()
    .from(sandboxMpPayments)
    .where(where)
    .orderBy(desc(sandboxMpPayments.createdAt))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(sandboxMpPayments).where(where);
  return { payments, total: total?.n ?? 0 };
}

/** Moves a payment that is in one of `from` (and, for a detail, that detail) to `to`; null when it was not. */
export async function changeStatus(
  db: Database,
  id: number,
  from: { status: SandboxMpStatus[]; statusDetail?: string },
  to: Outcome,
): Promise<SandboxPayment | null> {
  const now = new Date();
  const [payment] = await db
    .update(sandboxMpPayments)
    .set({
      status: to.status,
      statusDetail: to.statusDetail,
      updatedAt: now,
      ...(to.status === 'approved' ? { approvedAt: sql`coalesce(${sandboxMpPayments.approvedAt}, ${now})` } : {}),
    })
    .where(
      and(
        eq(sandboxMpPayments.id, id),
        inArray(sandboxMpPayments.status, from.status),
        from.statusDetail === undefined ? undefined : eq(sandboxMpPayments.statusDetail, from.statusDetail),
      ),
    )
    .returning();
  return payment ?? null;
}

export async function refundsOf(db: Database, paymentIds: number[]): Promise<SandboxRefund[]> {
  if (!paymentIds.length) return [];
  return db
    .select()
    .from(sandboxMpRefunds)
    .where(inArray(sandboxMpRefunds.paymentId, paymentIds))
    .orderBy(asc(sandboxMpRefunds.createdAt));
}

/** The newest payments with their seller's name, for the /dev page. */
export async function recentPayments(db: Database, limit = 50) {
  return db
    .select({ payment: sandboxMpPayments, sellerName: sandboxMpSellers.name })
    .from(sandboxMpPayments)
    .leftJoin(sandboxMpSellers, eq(sandboxMpSellers.userId, sandboxMpPayments.userId))
    .orderBy(desc(sandboxMpPayments.createdAt))
    .limit(limit);
}

export async function setNotificationResult(db: Database, id: number, result: string): Promise<void> {
  await db.update(sandboxMpPayments).set({ notificationResult: result }).where(eq(sandboxMpPayments.id, id));
}

/** The payment a 3-D Secure challenge request is about. */
export async function paymentByChallenge(db: Database, challengeId: string): Promise<SandboxPayment | null> {
  const [payment] = await db.select().from(sandboxMpPayments).where(eq(sandboxMpPayments.challengeId, challengeId));
  return payment ?? null;
}
