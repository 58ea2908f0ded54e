import { isCpf, onlyDigits } from '@delivery/contract/br-documents';
import { cardFlags } from '@delivery/contract/checkout';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { initialStatus } from '@delivery/contract/order-status';
import type { TSaveOrderRequest, TSaveOrderResponse } from '@delivery/contract/orders';
import { toCents } from '@delivery/contract/pricing';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { orders } from '../../db/schema/orders.ts';
import { cashbackLedger, couponUses } from '../../db/schema/rewards.ts';
import { AppError } from '../../http/app-error.ts';
import type { CustomerRow } from '../../db/schema/customers.ts';
import type { CatalogCache } from '../catalog/cache.ts';
import { evaluateOrder, type OrderEvaluation } from '../checkout/validate-order.ts';
import { checkCoupon, findCoupon } from '../rewards/coupons.ts';
import { balanceOf } from '../rewards/ledger.ts';
import { pixPayload, qrSvg } from './pix.ts';
import { customerOrdersLock, insertOrder, nextOrderId, type NewItem, type NewOrder } from './insert-order.ts';
import { findOrderByKey, itemsOf, toWireOrder } from './queries.ts';

type SaveBody = Omit<TSaveOrderRequest, 'validate' | 'profile_id' | 'token'> & {
  shop_id: number;
  order_total: number;
  total_products: number;
  delivery_price_shop: number;
  address_id?: number | null | undefined;
  change_for?: number | undefined;
  card_flag_id?: number | undefined;
};

type OrderRow = typeof orders.$inferSelect;

const invalid = (message: string) => new AppError(ErrorType.INVALID_INPUT, message);

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

/** The order a key already made: a retry answers it, whatever has changed since. */
async function earlierOrder(db: Database, customerId: number, key: string): Promise<TSaveOrderResponse | null> {
  const existing = await findOrderByKey(db, customerId, key);
  return existing ? answerFor(db, existing, apiMessages.orderPlaced) : null;
}

/**
 * `checkout4apiV2/saveOrder`: re-validates everything, then writes the order, its items with the
 * names and prices of this moment, and its first status at once. The app's key makes it
 * idempotent: a retry (or a double tap) answers the order already made, never a second one.
 */
export async function placeOrder(
  db: Database,
  catalog: CatalogCache,
  customer: CustomerRow,
  body: SaveBody,
): Promise<TSaveOrderResponse> {
  const evaluation = await evaluateOrder(db, catalog, customer, body);
  const { answer, bundle } = evaluation;
  const goesOn =
    answer.error_type === ErrorType.OK || (answer.error_type === ErrorType.NEEDS_CONFIRMATION && body.confirmed);
  // A retry after the order was made may be refused now (its cashback is spent): it gets its order.
  if (!goesOn) return (await earlierOrder(db, customer.id, body.idempotency_key)) ?? answer;

  if (!bundle.shop.paymentMethods.includes(body.payment_method)) {
    return { error_type: ErrorType.NOT_ALLOWED, message: apiMessages.paymentNotAccepted };
  }
  const { totalCents } = evaluation;
  const changeForCents = body.payment_method === 'cash' && body.change_for ? toCents(body.change_for) : null;
  if (changeForCents !== null && changeForCents <= totalCents) throw invalid(apiMessages.changeTooSmall);
  const cardFlag = body.payment_method === 'card_on_delivery' ? cardFlags[(body.card_flag_id ?? 0) - 1] : null;
  if (body.payment_method === 'card_on_delivery' && !cardFlag) throw invalid(apiMessages.invalidCardFlag);
  if (body.cpf_on_receipt && !isCpf(body.cpf_on_receipt)) throw invalid(apiMessages.invalidCpf);

  const values: Omit<OrderRow, 'id' | 'status' | 'createdAt' | 'updatedAt'> = {
    profileId: customer.profileId,
    shopId: bundle.shop.id,
    customerId: customer.id,
    idempotencyKey: body.idempotency_key,
    shopName: bundle.shop.name,
    addressId: body.address_id ?? null,
    address: evaluation.address,
    scheduleId: evaluation.scheduleId,
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
    pixTxid: null,
    pixPayload: null,
  };
  const items: NewItem[] = evaluation.lines.map((line, i) => ({
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    unitCents: line.unitCents,
    totalCents: line.totalCents,
    options: line.options,
    notes: body.notes?.[i] ?? '',
  }));
  // The txid names the order, so a Pix order takes its id first.
  let id: number | undefined;
  if (body.payment_method === 'pix') {
    const key = bundle.shop.pixKey;
    if (!key) return { error_type: ErrorType.NOT_ALLOWED, message: apiMessages.paymentNotAccepted };
    id = await nextOrderId(db);
    values.pixTxid = `PEDIDO${id}`;
    values.pixPayload = pixPayload({
      key,
      shopName: bundle.shop.name,
      city: bundle.cityName,
      amountCents: totalCents,
      orderId: id,
    });
  }

  const placed =
    evaluation.coupon || evaluation.cashbackCents > 0
      ? await placeSpending(db, customer, evaluation, { ...values, id }, items).catch((error: unknown) => {
          if (error instanceof Refusal) return error;
          throw error;
        })
      : await insertOrder(db, { ...values, id }, items);
  if (placed instanceof Refusal) return placed.answer;
  // Two requests with one key at once: the other one wrote it; answer that order.
  if (!placed) {
    const earlier = await earlierOrder(db, customer.id, body.idempotency_key);
    if (!earlier) throw new Error('order neither written nor found');
    return earlier;
  }
  const order: OrderRow = {
    ...values,
    id: placed.id,
    status: initialStatus,
    createdAt: placed.createdAt,
    updatedAt: placed.createdAt,
  };
  const svg = order.pixPayload ? await qrSvg(order.pixPayload) : null;
  return { error_type: ErrorType.OK, message: apiMessages.orderPlaced, order: toWireOrder(order, items, svg) };
}

/**
 * An order spending a coupon or cashback: under the lock of the customer's orders, so two orders at once
 * cannot both spend the same balance or single use, the coupon (its row locked too) and the
 * balance are checked again, then the order and what it spends are written together.
 */
function placeSpending(
  db: Database,
  customer: CustomerRow,
  evaluation: OrderEvaluation,
  values: NewOrder,
  items: NewItem[],
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${customerOrdersLock(customer.id)}`);
    if (evaluation.coupon) {
      const locked = await findCoupon(tx, customer.profileId, evaluation.coupon.code, true);
      const again = await checkCoupon(tx, locked, {
        customerId: customer.id,
        shopId: evaluation.bundle.shop.id,
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
    const placed = await insertOrder(tx, values, items);
    if (!placed) return null;
    if (evaluation.coupon) {
      await tx.insert(couponUses).values({
        orderId: placed.id,
        couponId: evaluation.coupon.id,
        customerId: customer.id,
        discountCents: evaluation.discountCents,
      });
    }
    if (evaluation.cashbackCents > 0) {
      await tx.insert(cashbackLedger).values({
        profileId: customer.profileId,
        customerId: customer.id,
        orderId: placed.id,
        amountCents: -evaluation.cashbackCents,
        kind: 'spend',
        description: formatMessage(apiMessages.cashbackSpent, { order: placed.id }),
      });
    }
    return placed;
  });
}
