import type { PaymentMethod } from '@delivery/contract/catalog';
import type { TDevolucao, TOrderRefund, TRefundMethod } from '@delivery/contract/payments';
import { toReais } from '@delivery/contract/pricing';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentRefunds, payments } from '../../db/schema/payments.ts';
import { insertJobSql } from '../../jobs/job-row.ts';
import { recordGivenBack } from '../finance/service.ts';
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
  // What the shop gave back in part already is not returned twice.
  const left = payment.amountCents - (await refundedCents(tx, order.id));
  if (left <= 0) return null;
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({
      orderId: order.id,
      amountCents: left,
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
  if (refund && by === 'provider' && payment.cardAccountId !== null) await queueCardRefund(tx, refund);
  else if (refund && by === 'provider') {
    await tx.execute(
      insertJobSql(PIX_REFUND_QUEUE, {
        data: sql`${JSON.stringify({ order_id: order.id, order_number: order.number })}::jsonb`,
        startAfter: null,
        singletonKey: sql`${String(order.id)}::text`,
      }),
    );
  }
  return refund ?? null;
}

/** The job that asks the card gateway for a refund, in the transaction that wrote it. */
async function queueCardRefund(tx: Database, refund: RefundRow): Promise<void> {
  await tx.execute(
    insertJobSql(CARD_REFUND_QUEUE, {
      data: sql`${JSON.stringify({ order_id: refund.orderId, refund_id: refund.id })}::jsonb`,
      startAfter: null,
      singletonKey: sql`${String(refund.id)}::text`,
    }),
  );
}

/** What was given back of the order so far, or is on its way. */
export async function refundedCents(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId));
  return row?.cents ?? 0;
}

/**
 * The shop gives back part of a card paid in the app (decision 0084), with the reason the customer
 * reads: a refund row and its gateway job, in one transaction under the payment's lock, never more
 * than what was paid and not yet returned. Answers the refund, or why not (with what is left).
 */
export async function refundPart(
  db: Database,
  order: { id: number; paymentMethod: PaymentMethod },
  input: { amountCents: number; reason: string; staffId: number },
): Promise<RefundRow | 'not_paid' | { leftCents: number }> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.orderId, order.id)).for('update');
    if (order.paymentMethod !== 'card_online' || payment?.status !== 'paid' || payment.cardAccountId === null) {
      return 'not_paid';
    }
    const leftCents = payment.amountCents - (await refundedCents(tx, order.id));
    if (input.amountCents > leftCents) return { leftCents };
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        orderId: order.id,
        amountCents: input.amountCents,
        refundBy: 'provider',
        status: 'pending',
        cardAccountId: payment.cardAccountId,
        kind: 'partial',
        reason: input.reason,
        staffId: input.staffId,
      })
      .returning();
    await queueCardRefund(tx, refund!);
    await recordGivenBack(tx, { orderId: order.id, kind: 'refund', amountCents: input.amountCents });
    return refund!;
  });
}

/** The refund of the order's cancel (a Pix's, a card's), if there is one. */
export async function refundOf(db: Database, orderId: number): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), eq(paymentRefunds.kind, 'cancel')));
  return row ?? null;
}

export async function refundById(db: Database, id: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row ?? null;
}

/** Every refund of these orders, by order, oldest first. */
export async function refundsOf(db: Database, orderIds: number[]): Promise<Map<number, RefundRow[]>> {
  const rows = orderIds.length
    ? await db.select().from(paymentRefunds).where(inArray(paymentRefunds.orderId, orderIds)).orderBy(paymentRefunds.id)
    : [];
  const byOrder = new Map<number, RefundRow[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
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

/**
 * What went back of an order as the customer's page and the board show it: the sum of its refunds,
 * refunded once all are, in process while any is, by the shop when any is the shop's to send.
 * Null when there is none.
 */
export function wireRefund(refunds: readonly RefundRow[] | undefined): TOrderRefund | null {
  if (!refunds?.length) return null;
  const all = (status: RefundRow['status']) => refunds.every((refund) => refund.status === status);
  const done = all('refunded');
  const times = refunds.flatMap((refund) => (refund.refundedAt ? [refund.refundedAt.getTime()] : []));
  return {
    amount: toReais(refunds.reduce((sum, refund) => sum + refund.amountCents, 0)),
    by: refunds.some((refund) => refund.refundBy === 'shop') ? 'shop' : 'provider',
    status: done ? 'refunded' : refunds.some((refund) => refund.status === 'processing') ? 'processing' : 'pending',
    refunded_at: done && times.length ? new Date(Math.max(...times)).toISOString() : null,
  };
}
