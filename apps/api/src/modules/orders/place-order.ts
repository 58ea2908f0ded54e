import { isCpf, onlyDigits } from '@delivery/contract/br-documents';
import { cardFlags } from '@delivery/contract/checkout';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { TSaveOrderRequest, TSaveOrderResponse } from '@delivery/contract/orders';
import { toCents } from '@delivery/contract/pricing';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { orderItems, orders, orderStatusHistory } from '../../db/schema/orders.ts';
import { cashbackLedger, couponUses } from '../../db/schema/rewards.ts';
import { AppError } from '../../http/app-error.ts';
import type { CustomerRow } from '../../http/session.ts';
import type { CatalogCache } from '../catalog/cache.ts';
import { evaluateOrder } from '../checkout/validate-order.ts';
import { checkCoupon, findCoupon } from '../rewards/coupons.ts';
import { balanceOf } from '../rewards/ledger.ts';
import { pixPayload, qrSvg } from './pix.ts';
import { addressSnapshot, findOrderByKey, itemsOf, notifyOrderStatus, toWireOrder } from './queries.ts';

type SaveBody = Omit<TSaveOrderRequest, 'validate' | 'profile_id' | 'token'> & {
  shop_id: number;
  order_total: number;
  total_products: number;
  delivery_price_shop: number;
  address_id?: number | null | undefined;
  change_for?: number | undefined;
  card_flag_id?: number | undefined;
};

const invalid = (message: string) => new AppError(ErrorType.INVALID_INPUT, message, 400);

/** A refusal found inside the order's transaction: rolls it back and becomes the answer. */
class Refusal extends Error {
  constructor(readonly answer: TSaveOrderResponse) {
    super(answer.message);
  }
}

async function answerFor(
  db: Database,
  order: typeof orders.$inferSelect,
  message: string,
): Promise<TSaveOrderResponse> {
  const items = (await itemsOf(db, [order.id])).get(order.id) ?? [];
  const svg = order.pixPayload ? await qrSvg(order.pixPayload) : null;
  return { error_type: ErrorType.OK, message, order: toWireOrder(order, items, svg) };
}

/**
 * `checkout4apiV2/saveOrder`: re-validates everything, then in one transaction writes the order,
 * its items with the names and prices of this moment, and its first status. The app's key makes
 * it idempotent: a retry (or a double tap) answers the order already made, never a second one.
 */
export async function placeOrder(
  db: Database,
  catalog: CatalogCache,
  customer: CustomerRow,
  body: SaveBody,
): Promise<TSaveOrderResponse> {
  const existing = await findOrderByKey(db, customer.id, body.idempotency_key);
  if (existing) return answerFor(db, existing, apiMessages.orderPlaced);

  const evaluation = await evaluateOrder(db, catalog, customer, body);
  const { answer, bundle } = evaluation;
  if (answer.error_type === ErrorType.NEEDS_CONFIRMATION && !body.confirmed) return answer;
  if (answer.error_type !== ErrorType.OK && answer.error_type !== ErrorType.NEEDS_CONFIRMATION) return answer;

  if (!bundle.shop.paymentMethods.includes(body.payment_method)) {
    return { error_type: ErrorType.NOT_ALLOWED, message: apiMessages.paymentNotAccepted };
  }
  const totalCents =
    evaluation.productsCents + evaluation.deliveryCents - evaluation.discountCents - evaluation.cashbackCents;
  const changeForCents = body.payment_method === 'cash' && body.change_for ? toCents(body.change_for) : null;
  if (changeForCents !== null && changeForCents <= totalCents) throw invalid(apiMessages.changeTooSmall);
  const cardFlag = body.payment_method === 'card_on_delivery' ? cardFlags[(body.card_flag_id ?? 0) - 1] : null;
  if (body.payment_method === 'card_on_delivery' && !cardFlag) throw invalid(apiMessages.invalidCardFlag);
  if (body.cpf_on_receipt && !isCpf(body.cpf_on_receipt)) throw invalid(apiMessages.invalidCpf);
  if (body.payment_method === 'pix' && !bundle.shop.pixKey) {
    return { error_type: ErrorType.NOT_ALLOWED, message: apiMessages.paymentNotAccepted };
  }
  const address = body.address_id ? await addressSnapshot(db, customer.id, body.address_id) : null;

  const placed = await db
    .transaction(async (tx) => {
      // One order of a customer at a time: its cashback and coupon uses are counted below.
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customer.id)).for('update');
      if (evaluation.coupon) {
        const locked = await findCoupon(tx, customer.profileId, evaluation.coupon.code, true);
        const again = await checkCoupon(tx, locked, {
          customerId: customer.id,
          shopId: bundle.shop.id,
          productsCents: evaluation.productsCents,
        });
        if (!again.ok) throw new Refusal({ error_type: ErrorType.NOT_ALLOWED, message: again.message });
      }
      if (evaluation.cashbackCents > 0) {
        const { balanceCents } = await balanceOf(tx, customer.id);
        if (balanceCents < evaluation.cashbackCents) {
          throw new Refusal({ error_type: ErrorType.PRICES_CHANGED, message: apiMessages.pricesChanged });
        }
      }
      const [order] = await tx
        .insert(orders)
        .values({
          profileId: customer.profileId,
          shopId: bundle.shop.id,
          customerId: customer.id,
          idempotencyKey: body.idempotency_key,
          shopName: bundle.shop.name,
          addressId: body.address_id ?? null,
          address,
          scheduleId: body.schedule_id ?? null,
          paymentMethod: body.payment_method,
          changeForCents,
          cardFlag: cardFlag ?? null,
          cpfOnReceipt: body.cpf_on_receipt ? onlyDigits(body.cpf_on_receipt) : null,
          productsCents: evaluation.productsCents,
          deliveryCents: evaluation.deliveryCents,
          discountCents: evaluation.discountCents,
          cashbackCents: evaluation.cashbackCents,
          couponCode: evaluation.coupon?.code ?? null,
          totalCents,
        })
        .onConflictDoNothing()
        .returning();
      // Two requests with one key at once: the other one wrote it; answer that order.
      if (!order) return null;
      await tx.insert(orderItems).values(
        evaluation.lines.map((line, i) => ({
          orderId: order.id,
          productId: line.productId,
          name: line.name,
          quantity: line.quantity,
          unitCents: line.unitCents,
          totalCents: line.totalCents,
          options: line.options,
          notes: body.notes?.[i] ?? '',
        })),
      );
      await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'received' });
      if (evaluation.coupon) {
        await tx.insert(couponUses).values({
          orderId: order.id,
          couponId: evaluation.coupon.id,
          customerId: customer.id,
          discountCents: evaluation.discountCents,
        });
      }
      if (evaluation.cashbackCents > 0) {
        await tx.insert(cashbackLedger).values({
          profileId: customer.profileId,
          customerId: customer.id,
          orderId: order.id,
          amountCents: -evaluation.cashbackCents,
          kind: 'spend',
          description: formatMessage(apiMessages.cashbackSpent, { order: order.id }),
        });
      }
      if (body.payment_method !== 'pix' || !bundle.shop.pixKey) return order;
      const payload = pixPayload({
        key: bundle.shop.pixKey,
        shopName: bundle.shop.name,
        city: bundle.cityName,
        amountCents: totalCents,
        orderId: order.id,
      });
      const [withPix] = await tx
        .update(orders)
        .set({ pixPayload: payload, pixTxid: `PEDIDO${order.id}` })
        .where(eq(orders.id, order.id))
        .returning();
      return withPix ?? order;
    })
    .catch((error: unknown) => {
      if (error instanceof Refusal) return error;
      throw error;
    });
  if (placed instanceof Refusal) return placed.answer;
  const order = placed ?? (await findOrderByKey(db, customer.id, body.idempotency_key));
  if (!order) throw new Error('order neither written nor found');
  if (placed) await notifyOrderStatus(db, order.id, 'received');
  return answerFor(db, order, apiMessages.orderPlaced);
}
