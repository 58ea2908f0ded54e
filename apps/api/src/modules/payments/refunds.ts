import type { PaymentMethod } from '@delivery/contract/catalog';
import type { TDevolucao, TOrderRefund, TRefundMethod } from '@delivery/contract/payments';
import { toReais } from '@delivery/contract/pricing';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentRefunds, payments } from '../../db/schema/payments.ts';
import { insertJobSql } from '../../jobs/job-row.ts';
import type { PaymentRow } from './queries.ts';

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** The queue of the jobs that ask the shop's PSP for a devolução (decision 0054). */
export const PIX_REFUND_QUEUE = 'pix_refunds';
/** The queue of the jobs that ask the card gateway for a refund (decision 0084). */
export const CARD_REFUND_QUEUE = 'card_refunds';

/**
 * The devolução's id at the PSP: one per order, so every try of the job (and a cancel that runs
 * twice) names the same devolução and the PSP makes it once. API Pix allows 1–35 letters and digits.
 */
export const devolucaoIdOf = (orderId: number) => `pedido${orderId}`;

/**
 * How the money that paid an order goes back if the order is cancelled: a card paid in the app,
 * through its gateway; a Pix through the provider when it paid a charge of the provider (its
 * endToEndId known), by the shop otherwise (a static key, or a Pix staff marked paid by hand);
 * null when nothing was paid in advance.
 */
export function refundWay(
  method: PaymentMethod,
  payment: Pick<PaymentRow, 'status' | 'providerId' | 'endToEndId' | 'gatewayPaymentId'> | null | undefined,
): TRefundMethod | null {
  if (payment?.status !== 'paid') return null;
  if (method === 'card_online') return payment.gatewayPaymentId ? 'provider' : 'shop';
  if (method !== 'pix') return null;
  return payment.providerId !== null && payment.endToEndId ? 'provider' : 'shop';
}

/**
 * In the cancel's transaction: when a Pix or a card in the app paid the order, writes its refund as a new row (the
 * payment stays as it was) and, for a provider's, the job that asks the PSP for it. Once per
 * order: a second cancel, or a cancel run again, writes nothing more.
 */
export async function refundCancelledPayment(
  tx: Database,
  order: { id: number; number: number; paymentMethod: PaymentMethod },
): Promise<RefundRow | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.orderId, order.id)).for('update');
  const by = refundWay(order.paymentMethod, payment);
  if (!by || !payment) return null;
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({
      orderId: order.id,
      amountCents: payment.amountCents,
      refundBy: by,
      status: 'pending',
      ...(by === 'provider' && payment.cardAccountId !== null
        ? { cardAccountId: payment.cardAccountId }
        : by === 'provider'
          ? { providerId: payment.providerId, endToEndId: payment.endToEndId, devolucaoId: devolucaoIdOf(order.id) }
          : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (refund && by === 'provider') {
    await tx.execute(
      insertJobSql(payment.cardAccountId !== null ? CARD_REFUND_QUEUE : PIX_REFUND_QUEUE, {
        data: sql`${JSON.stringify({ order_id: order.id, order_number: order.number })}::jsonb`,
        startAfter: null,
        singletonKey: sql`${String(order.id)}::text`,
      }),
    );
  }
  return refund ?? null;
}

export async function refundOf(db: Database, orderId: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
  return row ?? null;
}

/** The refunds of these orders, by order. */
export async function refundsOf(db: Database, orderIds: number[]): Promise<Map<number, RefundRow>> {
  const rows = orderIds.length
    ? await db.select().from(paymentRefunds).where(inArray(paymentRefunds.orderId, orderIds))
    : [];
  return new Map(rows.map((row) => [row.orderId, row]));
}

/**
 * What the PSP says of a devolução, kept: DEVOLVIDO refunds it; EM_PROCESSAMENTO marks it taken
 * (never back from refunded); NAO_REALIZADO hands it to the shop, to send by hand. Answers whether
 * anything changed.
 */
export async function applyDevolucao(db: Database, refundId: number, devolucao: TDevolucao): Promise<boolean> {
  const now = new Date();
  const rtrId = devolucao.rtrId ?? null;
  const notRefunded = and(eq(paymentRefunds.id, refundId), ne(paymentRefunds.status, 'refunded'));
  const changed =
    devolucao.status === 'DEVOLVIDO'
      ? await db
          .update(paymentRefunds)
          .set({ status: 'refunded', refundedAt: now, refundedBy: 'psp', rtrId, updatedAt: now })
          .where(notRefunded)
          .returning({ id: paymentRefunds.id })
      : devolucao.status === 'EM_PROCESSAMENTO'
        ? await db
            .update(paymentRefunds)
            .set({ status: 'processing', rtrId, updatedAt: now })
            .where(
              and(
                eq(paymentRefunds.id, refundId),
                eq(paymentRefunds.status, 'pending'),
                eq(paymentRefunds.refundBy, 'provider'),
              ),
            )
            .returning({ id: paymentRefunds.id })
        : await db
            .update(paymentRefunds)
            .set({
              refundBy: 'shop',
              status: 'pending',
              failure: devolucao.motivo ?? 'NAO_REALIZADO',
              updatedAt: now,
            })
            .where(and(notRefunded, eq(paymentRefunds.refundBy, 'provider')))
            .returning({ id: paymentRefunds.id });
  return changed.length > 0;
}

/** The PSP could not make the devolução at all: the shop sends the money back by hand. */
export async function handRefundToShop(db: Database, refundId: number, why: string): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ refundBy: 'shop', status: 'pending', failure: why.slice(0, 200), updatedAt: new Date() })
    .where(
      and(
        eq(paymentRefunds.id, refundId),
        eq(paymentRefunds.refundBy, 'provider'),
        eq(paymentRefunds.status, 'pending'),
      ),
    );
}

/**
 * A devolução the PSP's webhook tells of (`pix[].devolucoes`), for a refund we asked of this
 * provider; one we do not know of (made at the PSP by other means) is left alone.
 */
export async function recordDevolucao(
  db: Database,
  providerId: number,
  endToEndId: string,
  devolucao: TDevolucao,
): Promise<boolean> {
  const [refund] = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.providerId, providerId),
        eq(paymentRefunds.endToEndId, endToEndId),
        eq(paymentRefunds.devolucaoId, devolucao.id),
      ),
    );
  return refund ? applyDevolucao(db, refund.id, devolucao) : false;
}

/**
 * The shop says it sent the money back (a refund that is the shop's to make): answers 'done', or
 * 'already' when it was refunded before, or 'none' when the order has no refund of the shop's.
 */
export async function markRefundSent(db: Database, orderId: number, by: string): Promise<'done' | 'already' | 'none'> {
  const now = new Date();
  const [marked] = await db
    .update(paymentRefunds)
    .set({ status: 'refunded', refundedAt: now, refundedBy: by, updatedAt: now })
    .where(
      and(
        eq(paymentRefunds.orderId, orderId),
        eq(paymentRefunds.refundBy, 'shop'),
        eq(paymentRefunds.status, 'pending'),
      ),
    )
    .returning({ id: paymentRefunds.id });
  if (marked) return 'done';
  const refund = await refundOf(db, orderId);
  return refund?.status === 'refunded' ? 'already' : 'none';
}

/** A refund as the customer's page and the board show it. */
export const wireRefund = (refund: RefundRow): TOrderRefund => ({
  amount: toReais(refund.amountCents),
  by: refund.refundBy,
  status: refund.status,
  refunded_at: refund.refundedAt?.toISOString() ?? null,
});
