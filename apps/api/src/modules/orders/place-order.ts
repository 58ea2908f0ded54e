import { isCpf, onlyDigits } from '@delivery/contract/br-documents';
import { cardFlags, cardTypesOfFlag, encodeProductsList, parseProductsList } from '@delivery/contract/checkout';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { initialStatus } from '@delivery/contract/order-status';
import type {
  staffOrderChannels,
  TOrderChannel,
  TSaveOrderResponse,
  ZSaveOrderRequest,
} from '@delivery/contract/orders';
import { toCents } from '@delivery/contract/pricing';
import { whatsAppConsentText } from '@delivery/contract/whatsapp';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { orders } from '../../db/schema/orders.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { CustomerRow } from '../../db/schema/customers.ts';
import type { Tenant } from '../tenant/service.ts';
import type { CatalogCache } from '../catalog/service.ts';
import { evaluateOrder, type PricedOrder } from '../checkout/service.ts';
import {
  marketplacePartCents,
  placementEntries,
  type OrderTermsCache,
  type OrderMoney,
  type OrderTerms,
  type PlacementLedger,
} from '../finance/service.ts';
import { balanceOf, checkCouponCode, recordCouponUse, spendCashback } from '../rewards/service.ts';
import {
  afterCardPaymentSaved,
  createPixCharge,
  keepSavedCard,
  paymentsOf,
  pixPayload,
  saveCardPayment,
  savePixCharge,
  staticPixTxid,
  type CardAccount,
  type CardCharge,
  type CardPayments,
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
  type PlacedBy,
} from './insert-order.ts';
import { acceptAutomatically, shopEstimate } from './auto-accept.ts';
import { advanceOrder } from './status.ts';
import { schedulePixExpiry } from './pix-expiry.ts';
import { announcePixAwaited } from './hooks.ts';
import { findOrderByKey, itemsOf, notifyOrderStatus } from './queries.ts';
import { chargeOrderCard, type ChargedCard } from './card-payment.ts';
import { wireOrder } from './wire-order.ts';

type SaveOrderRequest = z.output<typeof ZSaveOrderRequest>;
type TStaffOrderChannel = (typeof staffOrderChannels)[number];
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
  cards: CardPayments;
  /** The marketplace's plan and the shop's channel an order is placed under (finance's cache). */
  terms: OrderTermsCache;
  jobs: JobQueue;
  cashbackDays: number;
  /** Told of each order written (metrics); not of a retry answered with its earlier order. */
  onPlaced: () => void;
};

/** The context of placing orders in this app: its caches, gateways, jobs and metrics. */
export const placeOrderContext = (app: FastifyInstance): PlaceOrderContext => ({
  db: app.db,
  catalog: app.catalog,
  pix: app.pix,
  cards: app.cards,
  terms: app.orderTerms,
  jobs: app.jobs,
  cashbackDays: app.config.CASHBACK_DAYS,
  onPlaced: app.metrics.orderPlaced,
});

/**
 * `checkout4apiV2/saveOrder`: re-validates everything, then writes the order, its items with the
 * names and prices of this moment, and its first status at once. The app's key makes it
 * idempotent: a retry (or a double tap) answers the order already made, never a second one, and
 * the key sent with another order is refused (draftHash). A Pix order of a shop with a payment
 * provider gets its charge from the PSP first, and is written with it and with the job that gives
 * the charge up when it expires unpaid (pix-expiry.ts). Its steps are numbered below, each a
 * function of this file but for the pricing (checkout's).
 */
export async function placeOrder(
  ctx: PlaceOrderContext,
  customer: CustomerRow,
  body: SaveOrderRequest,
  /** The tenant and the host it was reached on (a card's payer without an e-mail is named by it). */
  where: { tenant: Pick<Tenant, 'typeFlow'>; host: string },
  /** A staff member of the shop taking the order for its customer (decision 0100); absent: the customer. */
  taker?: StaffTaker,
): Promise<TSaveOrderResponse> {
  const { db, catalog } = ctx;
  const hash = draftHash(body);
  // 1. Priced again from the server's own data, as checkout did; the marketplace's plan read
  // meanwhile. An order the shop takes itself is its own sale: no marketplace commission.
  const [{ answer, priced }, terms] = await Promise.all([
    evaluateOrder(db, catalog, customer, body, Date.now(), taker !== undefined),
    ctx.terms.of({
      marketplace: !taker && where.tenant.typeFlow === 'MARKETPLACE',
      profileId: customer.profileId,
      shopId: body.shop_id,
    }),
  ]);
  const goesOn =
    answer.error_type === ErrorType.OK || (answer.error_type === ErrorType.NEEDS_CONFIRMATION && body.confirmed);
  // A retry after the order was made may be refused now (its cashback is spent): it gets its order.
  if (!priced || !goesOn) return (await earlierOrder(db, customer.id, body.idempotency_key, hash)) ?? answer;

  // 2. The payment the shop takes.
  const payment = checkPayment(priced, body);
  if ('refused' in payment) return payment.refused;
  const values = orderValues(customer, body, priced, payment, { hash, channel: taker?.channel ?? 'app' });
  const items = orderItems(priced, body);
  const money = orderMoney(priced, body);

  // 3. A Pix takes the order's number, and its charge or static code, before the order is written;
  // a card is charged (card-payment.ts): refused, no order is written.
  // A Pix the staff take is paid to the shop's own code at the counter and marked by hand: a charge
  // its customer never sees would expire and cancel the order.
  const pix = body.payment_method === 'pix' && !taker ? await preparePix(ctx, customer, body, priced, hash) : noPix;
  if ('answer' in pix) return pix.answer;
  let card: ChargedCard | null = null;
  if (body.payment_method === 'card_online') {
    // A retry of an order already written answers it, and charges nothing again.
    const earlier = await earlierOrder(db, customer.id, body.idempotency_key, hash);
    if (earlier) return earlier;
    const charged = await chargeOrderCard(ctx, customer, body, priced, {
      host: where.host,
      split: (account) => splitCents(terms, money, account, priced.totalCents),
    });
    if ('answer' in charged) return charged.answer;
    card = charged;
  }

  // 4. The order written, with its ledger entries, what it spends (rewards) and its Pix charge or card payment.
  const order: NewOrder = { ...values, number: pix.number, pixTxid: pix.txid, pixPayload: pix.payload };
  const ledger = {
    planId: terms.plan?.id ?? null,
    entries: placementEntries(terms, {
      ...money,
      collector: card ? collectorOf(card.charge.account.shopId) : pix.collector,
      split: card?.charge.applicationFeeCents != null,
    }),
  };
  const deadline = { minutes: priced.bundle.shop.acceptTimeoutMinutes, slotStart: values.scheduledAt };
  const charges = { pix: pix.charge, card: card?.charge ?? null };
  const placedBy = taker ? { actor: 'staff' as const, staffId: taker.staffId } : undefined;
  const written = await writeOrder(ctx, customer, priced, { order, items, deadline, ledger, placedBy }, charges);
  if (written instanceof Refusal) return written.answer;
  const { placed } = written;
  // Two requests with one key at once: the other one wrote it; answer that order.
  if (!placed) {
    const earlier = await earlierOrder(db, customer.id, body.idempotency_key, hash);
    if (!earlier) throw new Error('order neither written nor found');
    return earlier;
  }

  // 5. The shop's boards hear of it once it committed, never in its transaction (insertOrder says
  // why; a retry above announces nothing: it placed nothing); a shop may accept it at once.
  await notifyOrderStatus(db, { id: placed.id, shopId: values.shopId }, initialStatus);
  if (card) {
    await afterCardPaymentSaved(db, placed.id, card.charge);
    if (body.save_card) await keepSavedCard(ctx.cards, { id: customer.id, email: card.email }, card.charge, card);
  }
  ctx.onPlaced();
  const awaitsPayment = Boolean(pix.charge) || (card !== null && card.charge.payment.outcome !== 'approved');
  const placedRef = { id: placed.id, profileId: customer.profileId };
  const acceptedFor = taker
    ? await acceptForTheShop(ctx, priced, placedRef, taker)
    : await acceptIfTheShopDoes(ctx, priced, placedRef, awaitsPayment);
  const row: OrderRow = {
    ...values,
    pixTxid: pix.txid,
    pixPayload: pix.payload,
    id: placed.id,
    number: placed.number,
    status: acceptedFor === null ? initialStatus : 'accepted',
    estimateMinutes: acceptedFor,
    acceptBy: placed.acceptBy,
    preparationStartsAt: null,
    delayMinutes: 0,
    kitchenDoneAt: null,
    createdAt: placed.createdAt,
    updatedAt: placed.createdAt,
  };
  return {
    error_type: ErrorType.OK,
    message: apiMessages.orderPlaced,
    order: await wireOrder(row, items, null, written.payment),
  };
}

/** How the customer pays, as the shop takes it: the change asked for cash, the card's flag. */
type PaymentChoice = { changeForCents: number | null; cardFlag: (typeof cardFlags)[number] | null };

/**
 * A method the shop takes; for cash, change the shop gives and for more than the total; for a card,
 * a flag the shop's machine reads and a type that flag has; a valid CPF for the receipt. A choice
 * the app offered but the shop no longer takes is refused with the message the customer reads; one
 * the app never sends is invalid input.
 */
function checkPayment(priced: PricedOrder, body: SaveOrderRequest): PaymentChoice | { refused: TSaveOrderResponse } {
  const { shop } = priced.bundle;
  // A card in the app follows the shop's connected account, which chargeOrderCard checks.
  if (body.payment_method !== 'card_online' && !shop.paymentMethods.includes(body.payment_method)) {
    return { refused: { error_type: ErrorType.NOT_ALLOWED, message: apiMessages.paymentNotAccepted } };
  }
  const changeForCents = body.payment_method === 'cash' && body.change_for ? toCents(body.change_for) : null;
  if (changeForCents !== null && !shop.cashChange) {
    return { refused: { error_type: ErrorType.NOT_ALLOWED, message: apiMessages.noChangeGiven } };
  }
  if (changeForCents !== null && changeForCents <= priced.totalCents) throw invalid(apiMessages.changeTooSmall);
  const byCard = body.payment_method === 'card_on_delivery' || body.payment_method === 'card_online';
  const cardFlag = byCard ? cardFlags[(body.card_flag_id ?? 0) - 1] : null;
  if (byCard && !cardFlag) throw invalid(apiMessages.invalidCardFlag);
  // A flag the shop's machine does not read: checkout no longer offers it, but a page opened before may.
  if (cardFlag && body.payment_method === 'card_on_delivery' && !shop.cardFlags.includes(body.card_flag_id!)) {
    return {
      refused: {
        error_type: ErrorType.NOT_ALLOWED,
        message: formatMessage(apiMessages.cardFlagNotAccepted, { flag: cardFlag }),
      },
    };
  }
  // The courier sets the machine to credit or debit; a meal voucher is charged as itself.
  const cardTypes = cardFlag ? cardTypesOfFlag(cardFlag) : [];
  if (body.card_type !== undefined && !cardTypes.includes(body.card_type)) throw invalid(apiMessages.cardTypeNotTaken);
  if (body.card_type === undefined && cardTypes.length > 0) throw invalid(apiMessages.invalidCardType);
  if (body.cpf_on_receipt && !isCpf(body.cpf_on_receipt)) throw invalid(apiMessages.invalidCpf);
  return { changeForCents, cardFlag: cardFlag ?? null };
}

/** The order's row as written, but for its number and Pix (preparePix). */
type OrderValues = Omit<
  OrderRow,
  | 'id'
  | 'number'
  | 'status'
  | 'acceptBy'
  | 'preparationStartsAt'
  | 'delayMinutes'
  | 'kitchenDoneAt'
  | 'createdAt'
  | 'updatedAt'
>;

function orderValues(
  customer: CustomerRow,
  body: SaveOrderRequest,
  priced: PricedOrder,
  payment: PaymentChoice,
  { hash, channel }: { hash: string; channel: TOrderChannel },
): OrderValues {
  const { shop } = priced.bundle;
  return {
    profileId: customer.profileId,
    shopId: shop.id,
    customerId: customer.id,
    channel,
    idempotencyKey: body.idempotency_key,
    draftHash: hash,
    shopName: shop.name,
    addressId: body.address_id ?? null,
    address: priced.address,
    scheduleId: priced.scheduleId,
    scheduledAt: priced.scheduledAt === null ? null : new Date(priced.scheduledAt),
    paymentMethod: body.payment_method,
    changeForCents: payment.changeForCents,
    cardFlag: payment.cardFlag,
    cardType: body.card_type ?? null,
    cpfOnReceipt: body.cpf_on_receipt ? onlyDigits(body.cpf_on_receipt) : null,
    // The consent goes with the order, to the account's own phone: a number typed here could be anyone's.
    ...(body.whatsapp_updates && customer.cellPhone
      ? { whatsappPhone: `55${onlyDigits(customer.cellPhone)}`, whatsappConsent: whatsAppConsentText }
      : { whatsappPhone: null, whatsappConsent: null }),
    productsCents: priced.productsCents,
    deliveryCents: priced.deliveryCents,
    discountCents: priced.discountCents,
    cashbackCents: priced.cashbackCents,
    couponCode: priced.coupon?.code ?? null,
    totalCents: priced.totalCents,
    pixTxid: null,
    pixPayload: null,
    cancelReason: null,
    estimateMinutes: null,
    estimateMin: shop.estimateMin,
    estimateMax: shop.estimateMax,
  };
}

/** The order's items with the names and prices of this moment, and the customer's note on each. */
const orderItems = (priced: PricedOrder, body: SaveOrderRequest): NewItem[] =>
  priced.lines.map((line, i) => ({
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    unitCents: line.unitCents,
    totalCents: line.totalCents,
    options: line.options,
    notes: body.notes?.[i] ?? '',
  }));

/** The order's money as its ledger reads it; who collects it is known once it is paid for. */
const orderMoney = (priced: PricedOrder, body: SaveOrderRequest): Omit<OrderMoney, 'collector' | 'split'> => ({
  productsCents: priced.productsCents,
  deliveryCents: priced.deliveryCents,
  discountCents: priced.discountCents,
  cashbackCents: priced.cashbackCents,
  couponSponsor: priced.coupon && priced.coupon.shopId === null ? 'marketplace' : 'shop',
  pickup: priced.address === null,
  paidInApp: body.payment_method === 'pix' || body.payment_method === 'card_online',
});

/** A payment provider or account of the shop's own pays the shop; the profile's, the marketplace. */
const collectorOf = (ownerShopId: number | null): OrderMoney['collector'] =>
  ownerShopId === null ? 'marketplace' : 'shop';

/**
 * The marketplace's part of a card charged on the shop's own account, kept at the gateway as it
 * is paid (decision 0085): none on the marketplace's account (it receives it all), nor when the
 * part is nothing or more than the payment.
 */
function splitCents(
  terms: OrderTerms,
  money: Omit<OrderMoney, 'collector' | 'split'>,
  account: CardAccount,
  totalCents: number,
): number | null {
  if (account.shopId === null) return null;
  const part = marketplacePartCents(placementEntries(terms, { ...money, collector: 'shop', split: true }));
  return part > 0 && part <= totalCents ? part : null;
}

/**
 * What a Pix order has before it is written: the number it was given (a Pix names it: the charge's
 * text, the static code's txid), and either the PSP's charge or the shop's static BR Code.
 */
type OrderPix = {
  number?: number;
  charge: PixCharge | null;
  txid: string | null;
  payload: string | null;
  /** Whose the Pix is: the shop's key or provider, or the profile's provider (the marketplace's). */
  collector: OrderMoney['collector'];
};
const noPix: OrderPix = { charge: null, txid: null, payload: null, collector: 'shop' };

/**
 * A Pix order of a shop with neither a provider nor a key is refused; a retry of one already made
 * answers it, rather than take a second number (and charge). Otherwise the number is taken, then
 * the PSP's charge is made, or the static BR Code of the shop's key.
 */
async function preparePix(
  { db, pix }: PlaceOrderContext,
  customer: CustomerRow,
  body: SaveOrderRequest,
  priced: PricedOrder,
  hash: string,
): Promise<OrderPix | { answer: TSaveOrderResponse }> {
  const { shop } = priced.bundle;
  const provider = await pix.providerOfShop(customer.profileId, shop.id);
  const key = shop.pixKey;
  if (!provider && !key)
    return { answer: { error_type: ErrorType.NOT_ALLOWED, message: apiMessages.paymentNotAccepted } };
  const earlier = await earlierOrder(db, customer.id, body.idempotency_key, hash);
  if (earlier) return { answer: earlier };
  const number = await reserveOrderNumber(db, customer.profileId);
  const city = priced.bundle.cityName;
  if (provider) {
    const charge = await createPixCharge(pix, provider, {
      amountCents: priced.totalCents,
      number,
      shopName: shop.name,
      city,
    });
    return { number, charge, txid: null, payload: null, collector: collectorOf(provider.shopId) };
  }
  return {
    number,
    charge: null,
    txid: staticPixTxid(number),
    payload: pixPayload({ key: key!, shopName: shop.name, city, amountCents: priced.totalCents, orderNumber: number }),
    collector: 'shop',
  };
}

type Placed = NonNullable<Awaited<ReturnType<typeof insertOrder>>>;
type OrderToWrite = {
  order: NewOrder;
  items: NewItem[];
  deadline: AcceptDeadline;
  ledger: PlacementLedger;
  placedBy?: PlacedBy | undefined;
};

/**
 * Writes the order: alone, in its one statement; with a PSP's Pix charge, in one transaction with
 * the charge and its expiry job; spending a coupon or cashback, under the lock of the customer's
 * orders, so two orders at once cannot both spend the same balance or single use: the spending is
 * checked again (a Refusal rolls it back and is answered), then the order and what it spends are
 * written together. `placed` is null when the key was taken meanwhile.
 */
async function writeOrder(
  { db, jobs, cards }: PlaceOrderContext,
  customer: CustomerRow,
  priced: PricedOrder,
  { order, items, deadline, ledger, placedBy }: OrderToWrite,
  charges: { pix: PixCharge | null; card: CardCharge | null },
): Promise<{ placed: Placed | null; payment: PaymentRow | null } | Refusal> {
  const spends = Boolean(priced.coupon) || priced.cashbackCents > 0;
  const { pix: charge, card } = charges;
  if (!spends && !charge && !card)
    return { placed: await insertOrder(db, order, items, deadline, ledger, placedBy), payment: null };
  const written = db.transaction(async (tx) => {
    if (spends) {
      await tx.execute(sql`select ${customerOrdersLock(customer.id)}`);
      await checkSpendingAgain(tx, customer, priced);
    }
    const placed = await insertOrder(tx, order, items, deadline, ledger, placedBy);
    if (!placed) return { placed: null, payment: null };
    let payment: PaymentRow | null = null;
    if (charge) {
      payment = await savePixCharge(tx, placed.id, charge);
      await schedulePixExpiry(jobs, tx, { id: placed.id, profileId: customer.profileId }, charge.expiresAt);
      await announcePixAwaited(tx, { orderId: placed.id, profileId: customer.profileId, expiresAt: charge.expiresAt });
    }
    if (card) payment = await saveCardPayment(tx, placed.id, card, cards.recheckSeconds);
    if (spends) await recordSpending(tx, customer, priced, placed);
    return { placed, payment };
  });
  return written.catch((error: unknown) => {
    if (error instanceof Refusal) return error;
    throw error;
  });
}

/** Under the customer's lock: the coupon (its row locked too) still applies, the balance still covers the cashback. */
async function checkSpendingAgain(tx: Database, customer: CustomerRow, priced: PricedOrder): Promise<void> {
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
}

/** The coupon's use and the cashback spent, in the order's transaction. */
async function recordSpending(tx: Database, customer: CustomerRow, priced: PricedOrder, placed: Placed): Promise<void> {
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
}

/** Who takes an order for its customer: a staff member of the shop, at the counter or on the phone. */
export type StaffTaker = { staffId: number; channel: TStaffOrderChannel };

/** An order the shop's staff take is accepted by them as it is written, with the shop's estimate. */
async function acceptForTheShop(
  { db, cashbackDays }: PlaceOrderContext,
  priced: PricedOrder,
  placed: { id: number; profileId: number },
  taker: StaffTaker,
): Promise<number> {
  const estimateMinutes = shopEstimate(priced.bundle.shop.estimateMax);
  await advanceOrder(db, {
    profileId: placed.profileId,
    orderId: placed.id,
    actor: 'staff',
    staffId: taker.staffId,
    expectedStatus: 'received',
    estimateMinutes,
    cashbackDays,
  });
  return estimateMinutes;
}

/**
 * A shop that accepts automatically has the order accepted at once (answers the estimate it was
 * accepted with); a Pix charge, or a card still in its challenge or review, waits to be paid (the sweep).
 */
async function acceptIfTheShopDoes(
  { db, cashbackDays }: PlaceOrderContext,
  priced: PricedOrder,
  placed: { id: number; profileId: number },
  awaitsPayment: boolean,
): Promise<number | null> {
  const { shop } = priced.bundle;
  if (!shop.autoAccept || awaitsPayment) return null;
  return acceptAutomatically(db, { ...placed, estimateMax: shop.estimateMax, awaitsPayment: false }, cashbackDays);
}
