import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxMpPayments, sandboxMpRefunds } from '../../db/schema/sandbox-mercadopago.ts';
import { newId, type SandboxPayment, type SandboxRefund } from './payments.ts';

export type RefundResult =
  | { outcome: 'created' | 'existing'; refund: SandboxRefund; payment: SandboxPayment }
  | { outcome: 'not_approved' }
  | { outcome: 'too_much' };

/**
 * Refunds a payment, once per idempotency key: all that is left when `amountCents` is null (the
 * payment is then refunded), else a part of it (it stays approved, partially refunded). Only an
 * approved payment gives money back; the payment's row is locked so two refunds add up.
 */
export async function refundPayment(
  db: Database,
  paymentId: number,
  idempotencyKey: string,
  amountCents: number | null,
): Promise<RefundResult> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(sandboxMpPayments)
      .where(eq(sandboxMpPayments.id, paymentId))
      .for('update');
    const [existing] = await tx
      .select()
      .from(sandboxMpRefunds)
      .where(and(eq(sandboxMpRefunds.paymentId, paymentId), eq(sandboxMpRefunds.idempotencyKey, idempotencyKey)));
    if (existing && payment) return { outcome: 'existing', refund: existing, payment };
    if (!payment || payment.status !== 'approved') return { outcome: 'not_approved' };
    const left = payment.amountCents - payment.refundedCents;
    const amount = amountCents ?? left;
    if (amount <= 0 || amount > left) return { outcome: 'too_much' };
    const [refund] = await tx
      .insert(sandboxMpRefunds)
      .values({ id: newId(), paymentId, idempotencyKey, amountCents: amount })
      .returning();
    const whole = amount === left;
    const [updated] = await tx
      .update(sandboxMpPayments)
      .set({
        refundedCents: sql`${sandboxMpPayments.refundedCents} + ${amount}`,
        status: whole ? 'refunded' : 'approved',
        statusDetail: whole ? 'refunded' : 'partially_refunded',
        updatedAt: new Date(),
      })
      .where(eq(sandboxMpPayments.id, paymentId))
      .returning();
    return { outcome: 'created', refund: refund!, payment: updated! };
  });
}
