import type { HalfPricingRule, TOptionGroup, TProduct } from './catalog.ts';
import { formatMessage } from './format-message.ts';
import { pricingMessages } from './pricing-messages.ts';

/** Reais on the wire, cents in every sum: R$ 0,10 + R$ 0,20 must be R$ 0,30. */
export const toCents = (reais: number): number => Math.round(reais * 100);
export const toReais = (cents: number): number => cents / 100;

/** The choices of one line of the cart. */
export type ItemSelection = {
  quantity: number;
  /** Option ids chosen, per group id. */
  options: Record<number, number[]>;
};

export type PricedItem =
  { ok: true; unitCents: number; totalCents: number } | { ok: false; message: string; groupId?: number };

/**
 * The price of a half-and-half in cents, from its flavours' prices.
 * - average: the mean of the flavours, rounded once (the default; charging the dearest is held
 *   abusive under the consumer code, CDC art. 39);
 * - proportional: each fraction at its own flavour's price, each fraction rounded (the per-slice
 *   breakdown shops print; equal to average up to a cent);
 * - highest: the dearest flavour.
 */
export function flavoursCents(rule: HalfPricingRule, prices: number[]): number {
  if (prices.length === 0) return 0;
  switch (rule) {
    case 'highest':
      return Math.max(...prices);
    case 'proportional':
      return prices.reduce((sum, p) => sum + Math.round(p / prices.length), 0);
    case 'average':
      return Math.round(prices.reduce((sum, p) => sum + p, 0) / prices.length);
  }
}

/** A product's own price: the promotional one while it is set. */
export const baseCents = (product: Pick<TProduct, 'price' | 'promo_price'>): number =>
  toCents(product.promo_price ?? product.price);

/** What a menu row shows: a price, the struck-through one while a promotion runs, and 'a partir de'. */
export type ListPrice = { cents: number; originalCents: number | null; from: boolean };

/** The cheapest way to meet a required group: its `min` cheapest available choices. */
function cheapestRequiredCents(group: TOptionGroup, rule: HalfPricingRule): number {
  if (group.min < 1) return 0;
  const prices = group.options
    .filter((option) => option.available)
    .map((option) => toCents(option.price))
    .sort((a, b) => a - b)
    .slice(0, group.min);
  return group.kind === 'flavours' ? flavoursCents(rule, prices) : prices.reduce((sum, price) => sum + price, 0);
}

/**
 * The lowest price a customer can pay for one unit: the product's own (promotional while set)
 * plus the cheapest way through its required groups. A half-and-half costing R$ 0 shows 'a
 * partir de' its cheapest flavour; a promotion shows the usual price struck through.
 */
export function listPrice(
  product: Pick<TProduct, 'price' | 'promo_price' | 'option_groups'>,
  rule: HalfPricingRule = 'average',
): ListPrice {
  const required = product.option_groups.reduce((sum, group) => sum + cheapestRequiredCents(group, rule), 0);
  const cents = baseCents(product) + required;
  const onPromo = product.promo_price !== null && product.promo_price < product.price;
  return { cents, originalCents: onPromo ? toCents(product.price) + required : null, from: required > 0 };
}

/**
 * Checks one cart line against the product's groups (every min, max and availability) and prices
 * it. The app shows the live price with it; the server recomputes every order with it.
 */
export function priceItem(product: TProduct, rule: HalfPricingRule, selection: ItemSelection): PricedItem {
  if (!product.available)
    return { ok: false, message: formatMessage(pricingMessages.productUnavailable, { product: product.name }) };
  if (!Number.isInteger(selection.quantity) || selection.quantity < 1 || selection.quantity > 99) {
    return { ok: false, message: pricingMessages.invalidQuantity };
  }
  const known = new Set(product.option_groups.map((g) => g.group_id));
  for (const id of Object.keys(selection.options)) {
    if (!known.has(Number(id))) return { ok: false, message: pricingMessages.unknownOption };
  }
  let unit = baseCents(product);
  for (const group of product.option_groups) {
    const chosen = [...new Set(selection.options[group.group_id] ?? [])];
    if (chosen.length < group.min) {
      return {
        ok: false,
        groupId: group.group_id,
        message: formatMessage(pricingMessages.chooseAtLeast, { min: group.min, group: group.name }),
      };
    }
    if (chosen.length > group.max) {
      return {
        ok: false,
        groupId: group.group_id,
        message: formatMessage(pricingMessages.chooseAtMost, { max: group.max, group: group.name }),
      };
    }
    const prices: number[] = [];
    for (const id of chosen) {
      const option = group.options.find((o) => o.option_id === id);
      if (!option) return { ok: false, groupId: group.group_id, message: pricingMessages.unknownOption };
      if (!option.available) {
        return {
          ok: false,
          groupId: group.group_id,
          message: formatMessage(pricingMessages.optionUnavailable, { option: option.name }),
        };
      }
      prices.push(toCents(option.price));
    }
    unit += group.kind === 'flavours' ? flavoursCents(rule, prices) : prices.reduce((sum, p) => sum + p, 0);
  }
  return { ok: true, unitCents: unit, totalCents: unit * selection.quantity };
}

/** A coupon's rule: a percent of the products (1–100) or a fixed amount in cents. */
export type CouponRule = { kind: 'percent' | 'fixed'; value: number };

/** What a coupon takes off: a percent rounded to the cent, or its amount; never more than the products. */
export function couponDiscountCents(rule: CouponRule, productsCents: number): number {
  const raw = rule.kind === 'percent' ? Math.round((productsCents * rule.value) / 100) : rule.value;
  return Math.max(0, Math.min(raw, productsCents));
}

export type OrderTotalsCents = {
  productsCents: number;
  deliveryCents: number;
  discountCents: number;
  cashbackCents: number;
  totalCents: number;
};

/**
 * An order's totals: the cashback pays at most what is left after the discount, so the total is
 * always products + delivery - discount - cashback and never below zero.
 */
export function orderTotalsCents(parts: {
  productsCents: number;
  deliveryCents: number;
  discountCents: number;
  /** The balance the customer chose to spend (0 when not). */
  cashbackAvailableCents: number;
}): OrderTotalsCents {
  const { productsCents, deliveryCents } = parts;
  const discountCents = Math.max(0, Math.min(parts.discountCents, productsCents));
  const due = productsCents + deliveryCents - discountCents;
  const cashbackCents = Math.max(0, Math.min(parts.cashbackAvailableCents, due));
  return { productsCents, deliveryCents, discountCents, cashbackCents, totalCents: due - cashbackCents };
}

/**
 * The delivery fee an order pays: the district's or band's fee, or nothing once its products (before
 * any discount) reach the shop's free delivery amount (decision 0036). `freeAboveCents` null: never free.
 */
export const deliveryFeeCents = (feeCents: number, productsCents: number, freeAboveCents: number | null): number =>
  freeAboveCents !== null && productsCents >= freeAboveCents ? 0 : feeCents;

/**
 * What the products still lack to reach the shop's minimum order, in cents; 0 once reached. The
 * minimum counts the products only (before fee, coupon and cashback), as the checkout guard does.
 */
export const missingForMinimumCents = (productsCents: number, minOrderCents: number): number =>
  Math.max(0, minOrderCents - productsCents);
