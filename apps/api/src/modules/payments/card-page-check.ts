import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.ts';
import { accountById } from './card-accounts.ts';
import { applyGatewayPayment } from './card-charges.ts';
import type { CardPayments } from './card-gateway-app.ts';
import type { PaymentRow } from './queries.ts';

/** A pending card payment is asked about again at most this often, when its page is read. */
const CARD_RECHECK_MS = 2000;

/**
 * Asks the gateway about a card payment still pending and keeps its answer, as its notification
 * would have: the customer back from the issuer's challenge sees the outcome even when the
 * notification is slow or lost. Anything else is answered as it is; a gateway that cannot answer
 * leaves the payment as it was.
 */
export async function reconcileCardPayment(cards: CardPayments, row: PaymentRow | null): Promise<PaymentRow | null> {
  if (!row || row.status !== 'pending' || !row.gatewayPaymentId || row.cardAccountId === null || !cards.gateway) {
    return row;
  }
  if (Date.now() - (row.checkedAt ?? row.createdAt).getTime() < CARD_RECHECK_MS) return row;
  const gateway = cards.gateway;
  const paymentId = row.gatewayPaymentId;
  try {
    const account = await accountById(cards.db, row.cardAccountId);
    if (!account) return row;
    const payment = await cards.withAccount(account, (access) => gateway.payment(access, paymentId));
    await cards.db.update(payments).set({ checkedAt: new Date() }).where(eq(payments.orderId, row.orderId));
    await applyGatewayPayment(cards.db, row, payment);
  } catch (err) {
    cards.log.warn({ err, orderId: row.orderId }, 'card: reconciliation failed');
    return row;
  }
  const [after] = await cards.db.select().from(payments).where(eq(payments.orderId, row.orderId));
  return after ?? row;
}
