import { isCpf, onlyDigits } from '@delivery/contract/br-documents';
import { cardFlags, cardTypesOfFlag, encodeProductsList, parseProductsList } from '@delivery/contract/checkout';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { initialStatus } from '@delivery/contract/order-status';
import type { TSaveOrderResponse, ZSaveOrderRequest } from '@delivery/contract/orders';
import { toCents } from '@delivery/contract/pricing';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { orders } from '../../db/schema/orders.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { CustomerRow } from '../../db/schema/customers.ts';
import type { CatalogCache } from '../catalog/service.ts';
import { evaluateOrder, type PricedOrder } from '../checkout/service.ts';
import { balanceOf, checkCouponCode, recordCouponUse, spendCashback } from '../rewards/service.ts';
import {
  createPixCharge,
  paymentsOf,
  pixPayload,
  savePixCharge,
  staticPixTxid,
  type PaymentRow,
  type PixCharge,
  type PixGateway,
} from '../payments/service.ts';
import {
  customerOrdersLock,
  insertOrder,
  reserveOrderNumber,
  type AcceptDeadline,
  type NewItem,
  type NewOrder,
} from './insert-order.ts';
import { acceptAutomatically } from './auto-accept.ts';
import { schedulePixExpiry } from './pix-expiry.ts';
import { findOrderByKey, itemsOf, notifyOrderStatus } from './queries.ts';
import { wireOrder } from './wire-order.ts';

type SaveOrderRequest = z.output<typeof ZSaveOrderRequest>;
type OrderRow = typeof orders.$inferSelect;

const invalid = (message: string) => new AppError(ErrorType.INVALID_INPUT, message);

/** A refusal found inside the order's transaction: rolls it back and becomes the answer. */
class Refusal extends Error {
  readonly answer: TSaveOrderResponse;

  constructor(answer: TSaveOrderResponse) {
    super(answer.message);
    this.answer = answer;
  }
}

async function answerFor(db: Database, order: OrderRow, message: string): Promise<TSaveOrderResponse> {
  const [items, payments] = await Promise.all([itemsOf(db, [order.id]), paymentsOf(db, [order.id])]);
  return {
    error_type: ErrorType.OK,
    message,
    order: await wireOrder(order, items.get(order.id) ?? [], null, payments.get(order.id) ?? null),
  };
}

/**
 * What makes two sends of a key the same order: what is ordered, from where, to where, when and
 * how it is paid. Left out: the session token (a retry may come after signing in again), the
 * totals the app showed (the server prices the order itself) and the confirmation of a 9. The
 * list is compared by its lines, not its spelling.
 */
function draftHash(body: SaveOrderRequest): string {
  const lines = parseProductsList(body.products_list);
  return sha256(
    JSON.stringify([
      body.shop_id,
      lines ? encodeProductsList(lines) : body.products_list,
      body.address_id ?? null,
      body.schedule_id ?? null,
      body.coupon_code ?? null,
      Boolean(body.use_cashback),
      body.payment_method,
      body.change_for ?? null,
      body.card_flag_id ?? null,
      body.card_type ?? null,
      body.cpf_on_receipt ? onlyDigits(body.cpf_on_receipt) : null,
      body.notes ?? [],
    ]),
  );
}

/**
 * The order a key already made: a retry answers it, whatever has changed since. The key sent with
 * another draft is refused, never answered with the first order as if it were the new one.
 */
async function earlierOrder(
  db: Database,
  customerId: number,
  key: string,
  hash: string,
): Promise<TSaveOrderResponse | null> {
  const existing = await findOrderByKey(db, customerId, key);
  if (!existing) return null;
  if (existing.draftHash !== null && existing.draftHash !== hash) {
    throw new AppError(ErrorType.KEY_REUSED, apiMessages.orderKeyReused);
  }
  return answerFor(db, existing, apiMessages.orderPlaced);
}

/** What placing an order reaches beyond its request, built once by the orders' routes. */
export type PlaceOrderContext = {
  db: Database;
  catalog: CatalogCache;
  pix: PixGateway;
  jobs: JobQueue;
  cashbackDays: number;
  /** Told of each order written (metrics); not of a retry answered with its earlier order. */
  onPlaced: () => void;
};

/**
 * `checkout4apiV2/saveOrder`: re-validates everything, then writes the order, its items with the
 * names and prices of this moment, and its first status at once. The app's key makes it
 * idempotent: a retry (or a double tap) answers the order already made, never a second one, and
 * the key sent with another order is refused (draftHash). A Pix order of a shop with a payment
 * provider gets its charge from the PSP first, and is written with it and with the job that gives
 * the charge up when it expires unpaid (pix-expiry.ts).
 */
export async function placeOrder(
  { db, catalog, pix, jobs, cashbackDays, onPlaced }: PlaceOrderContext,
  customer: CustomerRow,
  body: SaveOrderRequest,
): Promise<TSaveOrderResponse> {
  const hash = draftHash(body);
  const { answer, priced } = await evaluateOrder(db, catalog, customer, body);
  const goesOn =
    answer.error_type === ErrorType.OK || (answer.error_type === ErrorType.NEEDS_CONFIRMATION && body.confirmed);
  // A retry after the order was made may be refused now (its cashback is spent): it gets its order.
  if (!priced || !goesOn) return (await earlierOrder(db, customer.id, body.idempotency_key, hash)) ?? answer;
  const { bundle, totalCents } = priced;

  if (!bundle.shop.paymentMethods.includes(body.payment_method)) {
    return { error_type: ErrorType.NOT_ALLOWED, message: apiMessages.paymentNotAccepted };
  }
  const changeForCents = body.payment_method === 'cash' && body.change_for ? toCents(body.change_for) : null;
  if (changeForCents !== null && !bundle.shop.cashChange) {
    return { error_type: ErrorType.NOT_ALLOWED, message: apiMessages.noChangeGiven };
  }
  if (changeForCents !== null && changeForCents <= totalCents) throw invalid(apiMessages.changeTooSmall);
  const cardFlag = body.payment_method === 'card_on_delivery' ? cardFlags[(body.card_flag_id ?? 0) - 1] : null;
  if (body.payment_method === 'card_on_delivery' && !cardFlag) throw invalid(apiMessages.invalidCardFlag);
  // A flag the shop's machine does not read: checkout no longer offers it, but a page opened before may.
  if (cardFlag && !bundle.shop.cardFlags.includes(body.card_flag_id!)) {
    return {
      error_type: ErrorType.NOT_ALLOWED,
      message: formatMessage(apiMessages.cardFlagNotAccepted, { flag: cardFlag }),
    };
  }
  // The courier sets the machine to credit or debit; a meal voucher is charged as itself.
  const cardTypes = cardFlag ? cardTypesOfFlag(cardFlag) : [];
  if (body.card_type !== undefined && !cardTypes.includes(body.card_type)) throw invalid(apiMessages.cardTypeNotTaken);
  if (body.card_type === undefined && cardTypes.length > 0) throw invalid(apiMessages.invalidCardType);
  if (body.cpf_on_receipt && !isCpf(body.cpf_on_receipt)) throw invalid(apiMessages.invalidCpf);

  const values: Omit<
    OrderRow,
    'id' | 'number' | 'status' | 'acceptBy' | 'preparationStartsAt' | 'createdAt' | 'updatedAt'
  > = {
    profileId: customer.profileId,
    shopId: bundle.shop.id,
    customerId: customer.id,
    idempotencyKey: body.idempotency_key,
    draftHash: hash,
    shopName: bundle.shop.name,
    addressId: body.address_id ?? null,
    address: priced.address,
    scheduleId: priced.scheduleId,
    scheduledAt: priced.scheduledAt === null ? null : new Date(priced.scheduledAt),
    paymentMethod: body.payment_method,
    changeForCents,
    cardFlag: cardFlag ?? null,
    cardType: body.card_type ?? null,
    cpfOnReceipt: body.cpf_on_receipt ? onlyDigits(body.cpf_on_receipt) : null,
    productsCents: priced.productsCents,
    deliveryCents: priced.deliveryCents,
    discountCents: priced.discountCents,
    cashbackCents: priced.cashbackCents,
    couponCode: priced.coupon?.code ?? null,
    totalCents,
    pixTxid: null,
    pixPayload: null,
    cancelReason: null,
    estimateMinutes: null,
    estimateMin: bundle.shop.estimateMin,
    estimateMax: bundle.shop.estimateMax,
  };
  const items: NewItem[] = priced.lines.map((line, i) => ({
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    unitCents: line.unitCents,
    totalCents: line.totalCents,
    options: line.options,
    notes: body.notes?.[i] ?? '',
  }));
  let charge: PixCharge | null = null;
  // A Pix names the order's number (the charge's text, the static code's txid): it is taken first.
  let number: number | undefined;
  if (body.payment_method === 'pix') {
    const provider = await pix.providerOfShop(customer.profileId, bundle.shop.id);
    const key = bundle.shop.pixKey;
    if (!provider && !key) return { error_type: ErrorType.NOT_ALLOWED, message: apiMessages.paymentNotAccepted };
    // A retry of an order already made answers it, rather than taking a second number (and charge).
    const earlier = await earlierOrder(db, customer.id, body.idempotency_key, hash);
    if (earlier) return earlier;
    number = await reserveOrderNumber(db, customer.profileId);
    if (provider) {
      charge = await createPixCharge(pix, provider, {
        amountCents: totalCents,
        number,
        shopName: bundle.shop.name,
        city: bundle.cityName,
      });
    } else {
      values.pixTxid = staticPixTxid(number);
      values.pixPayload = pixPayload({
        key: key!,
        shopName: bundle.shop.name,
        city: bundle.cityName,
        amountCents: totalCents,
        orderNumber: number,
      });
    }
  }
  const saved: { payment: PaymentRow | null } = { payment: null };
  const withCharge =
    charge &&
    (async (tx: Database, orderId: number) => {
      saved.payment = await savePixCharge(tx, orderId, charge);
      await schedulePixExpiry(jobs, tx, { id: orderId, profileId: customer.profileId }, charge.expiresAt);
    });

  const deadline = { minutes: bundle.shop.acceptTimeoutMinutes, slotStart: values.scheduledAt };
  const placed =
    priced.coupon || priced.cashbackCents > 0
      ? await placeSpending(db, customer, priced, { ...values, number }, items, deadline, withCharge).catch(
          (error: unknown) => {
            if (error instanceof Refusal) return error;
            throw error;
          },
        )
      : withCharge
        ? await db.transaction(async (tx) => {
            const made = await insertOrder(tx, { ...values, number }, items, deadline);
            if (made) await withCharge(tx, made.id);
            return made;
          })
        : await insertOrder(db, { ...values, number }, items, deadline);
  if (placed instanceof Refusal) return placed.answer;
  // Two requests with one key at once: the other one wrote it; answer that order.
  if (!placed) {
    const earlier = await earlierOrder(db, customer.id, body.idempotency_key, hash);
    if (!earlier) throw new Error('order neither written nor found');
    return earlier;
  }
  // Boards of the shop hear of it now (a retry above announces nothing: it placed nothing), after
  // the commit, never in its transaction (insertOrder says why).
  await notifyOrderStatus(db, { id: placed.id, shopId: values.shopId }, initialStatus);
  onPlaced();
  // A shop that accepts automatically has it accepted at once; a Pix charge waits to be paid (the sweep).
  const acceptedFor =
    bundle.shop.autoAccept && !charge
      ? await acceptAutomatically(
          db,
          { id: placed.id, profileId: values.profileId, estimateMax: bundle.shop.estimateMax, awaitsPixCharge: false },
          cashbackDays,
        )
      : null;
  const order: OrderRow = {
    ...values,
    id: placed.id,
    number: placed.number,
    status: acceptedFor === null ? initialStatus : 'accepted',
    estimateMinutes: acceptedFor,
    acceptBy: placed.acceptBy,
    preparationStartsAt: null,
    createdAt: placed.createdAt,
    updatedAt: placed.createdAt,
  };
  return {
    error_type: ErrorType.OK,
    message: apiMessages.orderPlaced,
    order: await wireOrder(order, items, null, saved.payment),
  };
}

/**
 * An order spending a coupon or cashback: under the lock of the customer's orders, so two orders at once
 * cannot both spend the same balance or single use, the coupon (its row locked too) and the
 * balance are checked again, then the order and what it spends are written together.
 */
function placeSpending(
  db: Database,
  customer: CustomerRow,
  priced: PricedOrder,
  values: NewOrder,
  items: NewItem[],
  deadline: AcceptDeadline,
  withCharge: ((tx: Database, orderId: number) => Promise<void>) | null,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${customerOrdersLock(customer.id)}`);
    if (priced.coupon) {
      const again = await checkCouponCode(
        tx,
        { profileId: customer.profileId, code: priced.coupon.code, lock: true },
        { customerId: customer.id, shopId: priced.bundle.shop.id, productsCents: priced.productsCents },
      );
      if (!again.ok) throw new Refusal({ error_type: ErrorType.NOT_ALLOWED, message: again.message });
    }
    if (priced.cashbackCents > 0) {
      const { balanceCents } = await balanceOf(tx, customer.id);
      if (balanceCents < priced.cashbackCents) {
        throw new Refusal({ error_type: ErrorType.PRICES_CHANGED, message: apiMessages.pricesChanged });
      }
    }
    const placed = await insertOrder(tx, values, items, deadline);
    if (!placed) return null;
    if (withCharge) await withCharge(tx, placed.id);
    if (priced.coupon) {
      await recordCouponUse(tx, {
        orderId: placed.id,
        couponId: priced.coupon.id,
        customerId: customer.id,
        discountCents: priced.discountCents,
      });
    }
    if (priced.cashbackCents > 0) {
      await spendCashback(tx, {
        profileId: customer.profileId,
        customerId: customer.id,
        orderId: placed.id,
        orderNumber: placed.number,
        amountCents: priced.cashbackCents,
      });
    }
    return placed;
  });
}
