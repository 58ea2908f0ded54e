import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { AppError } from '../../http/app-error.ts';
import { dynamicPixPayload } from './br-code.ts';
import type { PixGateway } from './pix-gateway.ts';
import type { PaymentRow, PixProvider } from './queries.ts';

/** A charge the PSP made for an order about to be written. */
export type PixCharge = {
  providerId: number;
  txid: string;
  amountCents: number;
  copyPaste: string;
  location: string | null;
  expiresAt: Date;
};

/** Cents as API Pix writes an amount: '123.45'. */
export const pixAmount = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
/** An amount of API Pix ('123.45', as its pattern allows) in cents, without a float in between. */
export const pixCents = (valor: string) => Number(valor.replace('.', ''));

/**
 * Asks the shop's PSP for an immediate charge of the order's total (`PUT /cob/{txid}`), before the
 * order is written: a PSP that fails leaves no order behind, only a refusal the customer can act on
 * (another payment, or a retry with the same key). A charge made for an order that is then not
 * written (a race of the same key) is never shown to anyone and expires unpaid.
 */
export async function createPixCharge(
  gateway: PixGateway,
  provider: PixProvider,
  order: { amountCents: number; number: number; shopName: string; city: string },
): Promise<PixCharge> {
  // 32 of the 26–35 letters and digits API Pix allows: 128 random bits, unguessable and unique.
  const txid = randomBytes(16).toString('hex');
  const expiresAt = new Date(Date.now() + gateway.chargeSeconds * 1000);
  try {
    await gateway.ensureWebhook(provider);
    const cob = await gateway.api.createCharge(gateway.access(provider), {
      txid,
      key: provider.pixKey,
      amount: pixAmount(order.amountCents),
      expiresIn: gateway.chargeSeconds,
      // What the payer's bank app shows: the number the customer's app and the shop's board show.
      payerRequest: formatMessage(apiMessages.pixChargeText, { number: order.number, shop: order.shopName }),
    });
    const copyPaste =
      cob.copyPaste ??
      (cob.location ? dynamicPixPayload({ location: cob.location, shopName: order.shopName, city: order.city }) : null);
    if (!copyPaste) throw new Error('the PSP answered neither pixCopiaECola nor location');
    return {
      providerId: provider.id,
      txid,
      amountCents: order.amountCents,
      copyPaste,
      location: cob.location,
      expiresAt,
    };
  } catch (err) {
    gateway.log.warn({ err, providerId: provider.id }, 'pix: charge not created');
    throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.pixUnavailable);
  }
}

/** Writes the charge as the order's payment, in the order's own transaction. */
export async function savePixCharge(db: Database, orderId: number, charge: PixCharge): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({
      orderId,
      status: 'pending',
      amountCents: charge.amountCents,
      providerId: charge.providerId,
      txid: charge.txid,
      copyPaste: charge.copyPaste,
      location: charge.location,
      expiresAt: charge.expiresAt,
    })
    .returning();
  return row!;
}
