import type { TPixReceived } from '@delivery/contract/payments';
import { and, eq } from 'drizzle-orm';
import { payments, pixReceipts, type PixReceiptOutcome } from '../../db/schema/payments.ts';
import { pixCents } from './charges.ts';
import { announceOrderPaid, announceOrderPaidCommitted } from './hooks.ts';
import type { PixGateway } from './pix-gateway.ts';

/** What a Pix told by the PSP did; 'duplicate' when its endToEndId was recorded before. */
export type ReceiptOutcome = PixReceiptOutcome | 'duplicate';

/**
 * Records a Pix the PSP told us of, by webhook or by reconciliation, once by its endToEndId: a
 * second delivery changes nothing. It pays its order when it is for a pending charge of this
 * provider and of exactly its amount; anything else is kept with what it was, for staff (a
 * refund is theirs to make), and logged. A payment is announced in its transaction and again
 * once it committed (hooks.ts).
 */
export async function recordPixReceipt(
  gateway: PixGateway,
  providerId: number,
  pix: TPixReceived,
  source: 'webhook' | 'reconciliation',
): Promise<ReceiptOutcome> {
  const amountCents = pixCents(pix.valor);
  const horario = new Date(pix.horario);
  const paidAt = Number.isNaN(horario.getTime()) ? new Date() : horario;
  const { outcome, orderId } = await gateway.db.transaction(async (tx) => {
    const [charge] = pix.txid
      ? await tx
          .select({ orderId: payments.orderId, status: payments.status, amountCents: payments.amountCents })
          .from(payments)
          .where(and(eq(payments.txid, pix.txid), eq(payments.providerId, providerId)))
          .for('update')
      : [];
    const outcome: PixReceiptOutcome = !charge
      ? 'unknown_charge'
      : charge.status === 'paid'
        ? 'already_paid'
        : charge.amountCents !== amountCents
          ? 'amount_mismatch'
          : charge.status === 'expired'
            ? 'late'
            : 'paid';
    const [recorded] = await tx
      .insert(pixReceipts)
      .values({ endToEndId: pix.endToEndId, providerId, txid: pix.txid ?? null, amountCents, paidAt, source, outcome })
      .onConflictDoNothing()
      .returning({ endToEndId: pixReceipts.endToEndId });
    if (!recorded) return { outcome: 'duplicate' as const, orderId: charge?.orderId };
    if (outcome === 'paid' && charge) {
      await tx
        .update(payments)
        .set({ status: 'paid', paidAt, paidBy: source, endToEndId: pix.endToEndId, updatedAt: new Date() })
        .where(eq(payments.orderId, charge.orderId));
      await announceOrderPaid(tx, { orderId: charge.orderId });
    }
    return { outcome, orderId: charge?.orderId };
  });
  if (outcome === 'paid' && orderId !== undefined) await announceOrderPaidCommitted(gateway.db, { orderId });
  if (outcome !== 'paid' && outcome !== 'duplicate') {
    gateway.log.warn({ providerId, orderId, outcome, source }, 'pix: a Pix received did not pay its order');
  }
  return outcome;
}
