import { isCpf } from '@delivery/contract/br-documents';
import type { CardType, PaymentMethod } from '@delivery/contract/catalog-constants';
import type { CallInput } from '@delivery/contract/call';
import type { checkoutCalls } from '@delivery/contract/calls/checkout';
import type { TOrderTotals, TPaymentGroup, TValidateOrderResponse } from '@delivery/contract/checkout';
import { encodeProductsList } from '@delivery/contract/products-list';
import { ErrorType } from '@delivery/contract/errors';
import { toCents, toReais } from '@delivery/contract/pricing';
import { linesCents, type OrderLine } from '../../lib/order-line.ts';

/**
 * One line of the bag as checkout needs it: the cart's items are these lines
 * (app/flows/checkout-cart.ts hands them over as they are); checkout shows no photo.
 */
export type CheckoutLine = Omit<OrderLine, 'image'>;

export type CheckoutCart = { shop_id: number; shop_name: string; lines: CheckoutLine[] };

/** Delivery to one of the customer's addresses, or pickup at the shop. */
export type Delivery = { kind: 'delivery'; addressId: number } | { kind: 'pickup' };

export type OrderChoices = {
  delivery: Delivery | null;
  /** A slot of getInfoHorarios; null: as soon as possible ('Agora'). */
  scheduleId: string | null;
  couponCode: string | null;
  useCashback: boolean;
};

export type Payment = {
  method: PaymentMethod | null;
  /** 'Troco para' as typed ('100', '100,00', 'R$ 1.000,00'); empty: no change needed. */
  changeFor: string;
  cardFlagId: number | null;
  /** Credit or debit, asked for a bank card's flag (a meal voucher is neither). */
  cardType: CardType | null;
};

/**
 * A card paid in the app, as the gateway's script made it in the browser: the brand and credit or
 * debit it detected, its one-use token and, for a saved card, which one.
 */
export type OnlineCard = {
  flagId: number;
  cardType: CardType;
  token: string;
  saveCard: boolean;
  savedCardId: number | null;
};

/** What the card form still lacks (components/card-online-form.tsx); null when it can pay. */
export type CardProblem = 'loading' | 'unavailable' | 'fields' | 'brand' | 'holder';

/** How the chosen flag can be charged, as getGroupsPayment says: [] before a flag and for a meal voucher. */
export function cardTypesOf(groups: TPaymentGroup[], flagId: number | null): readonly CardType[] {
  const card = groups.find((group) => group.group === 'card_on_delivery');
  return card?.flags.find((flag) => flag.flag_id === flagId)?.card_types ?? [];
}

export type DraftBody = CallInput<typeof checkoutCalls.validateOrderApp>;
export type SaveBody = CallInput<typeof checkoutCalls.saveOrder>;

/**
 * validateOrderApp's body (docs/product.md section 7, plus coupon and cashback). The totals are the ones
 * the customer was shown (the server's own, from an earlier answer); with none yet, the bag's
 * prices and no fee, which the server corrects with a 15 carrying its totals.
 */
export function buildDraft(input: {
  profileId: number;
  token: string;
  cart: CheckoutCart;
  choices: OrderChoices & { delivery: Delivery };
  totals: TOrderTotals | null;
}): DraftBody {
  const { cart, choices, totals } = input;
  const products = totals ? toCents(totals.total_products) : linesCents(cart.lines);
  const delivery = totals ? toCents(totals.delivery_price) : 0;
  const total = totals ? toCents(totals.order_total) : products + delivery;
  return {
    profile_id: input.profileId,
    token: input.token,
    shop_id: cart.shop_id,
    products_list: encodeProductsList(
      cart.lines.map((line) => ({
        productId: line.product_id,
        quantity: line.quantity,
        optionIds: Object.values(line.options).flat(),
      })),
    ),
    order_total: toReais(total),
    total_products: toReais(products),
    delivery_price_shop: toReais(delivery),
    address_id: choices.delivery.kind === 'delivery' ? choices.delivery.addressId : null,
    schedule_id: choices.scheduleId,
    ...(choices.couponCode ? { coupon_code: choices.couponCode } : {}),
    ...(choices.useCashback ? { use_cashback: 1 as const } : {}),
  };
}

/** saveOrder's body: the validated draft plus how it is paid, the attempt's key and the notes per line. */
export function buildSaveBody(
  draft: DraftBody,
  input: {
    idempotencyKey: string;
    payment: Payment & { method: PaymentMethod };
    cpf: string;
    lines: CheckoutLine[];
    confirmed: boolean;
    /** A card paid in the app: its token and how it is charged; absent for every other way. */
    card?: OnlineCard | null;
    /** The customer asked for the order's updates on WhatsApp, where they were offered. */
    whatsAppUpdates?: boolean;
  },
): SaveBody {
  const { payment } = input;
  const card = payment.method === 'card_online' ? (input.card ?? null) : null;
  const changeCents = payment.method === 'cash' ? parseMoneyInput(payment.changeFor) : null;
  return {
    ...draft,
    idempotency_key: input.idempotencyKey,
    payment_method: payment.method,
    ...(changeCents !== null ? { change_for: toReais(changeCents) } : {}),
    ...(payment.method === 'card_on_delivery' && payment.cardFlagId !== null
      ? { card_flag_id: payment.cardFlagId }
      : {}),
    ...(payment.method === 'card_on_delivery' && payment.cardType !== null ? { card_type: payment.cardType } : {}),
    ...(card
      ? {
          card_flag_id: card.flagId,
          card_type: card.cardType,
          card_token: card.token,
          ...(card.savedCardId !== null ? { saved_card_id: card.savedCardId } : { save_card: card.saveCard }),
        }
      : {}),
    ...(input.cpf.trim() ? { cpf_on_receipt: input.cpf.trim() } : {}),
    notes: input.lines.map((line) => line.notes),
    accept_policy: 1,
    ...(input.confirmed ? { confirmed: 1 as const } : {}),
    ...(input.whatsAppUpdates ? { whatsapp_updates: 1 as const } : {}),
  };
}

/**
 * An amount typed in reais, in cents: '100', '100,5', '100,50', '1.000,00', 'R$ 80' or '80.50';
 * null when it is not one. With a comma, dots group thousands; without one, a dot followed by
 * exactly three digits does too ('1.000'), as Brazilians write it.
 */
export function parseMoneyInput(text: string): number | null {
  const value = text.replace(/R\$/i, '').replace(/\s/g, '');
  let match = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d{1,2})$/.exec(value);
  if (match) return Number(match[1]!.replace(/\./g, '')) * 100 + Number(match[2]!.padEnd(2, '0'));
  match = /^(\d{1,3}(?:\.\d{3})+|\d+)$/.exec(value);
  if (match) return Number(match[1]!.replace(/\./g, '')) * 100;
  match = /^(\d+)\.(\d{1,2})$/.exec(value);
  if (match) return Number(match[1]) * 100 + Number(match[2]!.padEnd(2, '0'));
  return null;
}

export type ChangeProblem = 'invalid' | 'too-small';

/** 'Troco para' is optional; when given it must be an amount above the order's total. */
export function changeProblem(text: string, totalCents: number): ChangeProblem | null {
  if (text.trim() === '') return null;
  const cents = parseMoneyInput(text);
  if (cents === null) return 'invalid';
  return cents > totalCents ? null : 'too-small';
}

/** 'CPF na nota' is optional; when typed it must be a whole, valid CPF. */
export const cpfProblem = (text: string): boolean => text.trim() !== '' && !isCpf(text);

/** What keeps 'Fazer pedido' disabled, the first one the customer should fix; null when nothing. */
export type PlaceBlocker =
  | 'delivery'
  | 'schedule'
  | 'payment'
  | 'card-flag'
  | 'card-type'
  | `card-online-${CardProblem}`
  | 'change-invalid'
  | 'change-too-small'
  | 'cpf'
  | 'policy';

export function placeBlocker(input: {
  delivery: Delivery | null;
  scheduleReady: boolean;
  payment: Payment;
  /** How the chosen card flag can be charged (cardTypesOf). */
  cardTypes: readonly CardType[];
  totalCents: number;
  cpf: string;
  acceptedPolicy: boolean;
  /** A card paid in the app: what its form still lacks (null: nothing); absent for the other ways. */
  cardProblem?: CardProblem | null;
}): PlaceBlocker | null {
  const { payment } = input;
  if (!input.delivery) return 'delivery';
  if (!input.scheduleReady) return 'schedule';
  if (!payment.method) return 'payment';
  if (payment.method === 'card_on_delivery' && payment.cardFlagId === null) return 'card-flag';
  if (payment.method === 'card_on_delivery' && input.cardTypes.length > 0 && payment.cardType === null) {
    return 'card-type';
  }
  if (payment.method === 'card_online') {
    // No word from the form yet is a form still loading, never a card ready to pay.
    const problem = input.cardProblem === undefined ? 'loading' : input.cardProblem;
    if (problem) return `card-online-${problem}`;
  }
  if (payment.method === 'cash') {
    const problem = changeProblem(payment.changeFor, input.totalCents);
    if (problem) return problem === 'invalid' ? 'change-invalid' : 'change-too-small';
  }
  if (cpfProblem(input.cpf)) return 'cpf';
  if (!input.acceptedPolicy) return 'policy';
  return null;
}

/** docs/product.md section 4's checkout guard, with 15 ('the prices changed') beside it. */
export type GuardStep =
  | { kind: 'proceed' }
  | { kind: 'confirm'; message: string }
  | { kind: 'back-to-shop'; message: string }
  | { kind: 'prices-changed'; message: string; totals: TOrderTotals }
  | { kind: 'refuse'; message: string };

export function guardStep(answer: Pick<TValidateOrderResponse, 'error_type' | 'message' | 'totals'>): GuardStep {
  switch (answer.error_type) {
    case ErrorType.OK:
      return { kind: 'proceed' };
    case ErrorType.NEEDS_CONFIRMATION:
      return { kind: 'confirm', message: answer.message };
    case ErrorType.GO_BACK:
      return { kind: 'back-to-shop', message: answer.message };
    case ErrorType.PRICES_CHANGED:
      return answer.totals
        ? { kind: 'prices-changed', message: answer.message, totals: answer.totals }
        : { kind: 'refuse', message: answer.message };
    default:
      return { kind: 'refuse', message: answer.message };
  }
}
