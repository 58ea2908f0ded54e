import { parseProductsList, type TValidateOrderResponse } from '@delivery/contract/checkout';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { orderTotalsCents, priceItem, toCents, toReais } from '@delivery/contract/pricing';
import type { Database } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/orders.ts';
import { AppError } from '../../http/app-error.ts';
import type { CustomerRow } from '../../db/schema/customers.ts';
import type { CatalogCache } from '../catalog/cache.ts';
import { findAddressOfCustomer, type ShopBundle } from '../catalog/queries.ts';
import { deliveryTo, shopOfProfile } from '../catalog/service.ts';
import { balanceOf } from '../rewards/ledger.ts';
import { checkCoupon, findCoupon, type Coupon } from '../rewards/coupons.ts';
import { isOpenNow, scheduleSlots } from './schedule.ts';

/** Extra minutes over the usual estimate from which the customer is asked to confirm. */
const SLOW_DELIVERY_MINUTES = 30;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export type OrderDraft = {
  shop_id: number;
  products_list: string;
  order_total: number;
  total_products: number;
  delivery_price_shop: number;
  address_id?: number | null | undefined;
  schedule_id?: string | null | undefined;
  coupon_code?: string | undefined;
  use_cashback?: unknown;
};

const goBack = (message: string): TValidateOrderResponse => ({ error_type: ErrorType.GO_BACK, message });

/** One line of the order as the server priced it, with the names it had at that moment. */
export type PricedLine = {
  productId: number;
  name: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  options: { group: string; option: string; priceCents: number }[];
};

export type OrderEvaluation = {
  answer: TValidateOrderResponse;
  bundle: ShopBundle;
  lines: PricedLine[];
  productsCents: number;
  deliveryCents: number;
  discountCents: number;
  cashbackCents: number;
  /** What the customer pays (orderTotalsCents); 0 until the evaluation gets that far. */
  totalCents: number;
  coupon: Coupon | null;
  /** Where it goes, as the order keeps it; null: pickup. */
  address: AddressSnapshot | null;
  /** The slot asked for, or the first one when a closed shop's order is scheduled (a 9). */
  scheduleId: string | null;
};

/**
 * `validateOrderApp`: recomputes the order from the server's own data and answers whether the app
 * may go on (0), must ask the customer first (9), must go back to the shop (2), or shows the
 * right totals because the app's were stale (15). Nothing the app sends is trusted but its choices.
 */
export async function validateOrder(
  db: Database,
  catalog: CatalogCache,
  customer: CustomerRow,
  draft: OrderDraft,
  now = Date.now(),
): Promise<TValidateOrderResponse> {
  return (await evaluateOrder(db, catalog, customer, draft, now)).answer;
}

/** validateOrderApp's work, with the priced lines that placing the order stores. */
export async function evaluateOrder(
  db: Database,
  catalog: CatalogCache,
  customer: CustomerRow,
  draft: OrderDraft,
  now = Date.now(),
): Promise<OrderEvaluation> {
  const bundle = await shopOfProfile(catalog, customer.profileId, draft.shop_id);
  const lines = parseProductsList(draft.products_list);
  if (!lines) throw new AppError(ErrorType.INVALID_INPUT, apiMessages.invalidProductsList);
  const priced: PricedLine[] = [];
  let deliveryCents = 0;
  let discountCents = 0;
  let cashbackCents = 0;
  let totalCents = 0;
  let coupon: Coupon | null = null;
  let address: AddressSnapshot | null = null;
  let scheduleId = draft.schedule_id ?? null;
  const result = (answer: TValidateOrderResponse): OrderEvaluation => ({
    answer,
    bundle,
    lines: priced,
    productsCents: priced.reduce((sum, l) => sum + l.totalCents, 0),
    deliveryCents,
    discountCents,
    cashbackCents,
    totalCents,
    coupon,
    address,
    scheduleId,
  });

  for (const line of lines) {
    const product = bundle.products.get(line.productId);
    if (!product) return result(goBack(apiMessages.productNotInShop));
    const optionsById = new Map(
      product.option_groups.flatMap((g) => g.options.map((o) => [o.option_id, { group: g, option: o }] as const)),
    );
    const options: Record<number, number[]> = {};
    for (const optionId of line.optionIds) {
      const found = optionsById.get(optionId);
      if (!found) return result(goBack(apiMessages.unknownOption));
      (options[found.group.group_id] ??= []).push(optionId);
    }
    const price = priceItem(product, bundle.shop.halfPricing, { quantity: line.quantity, options });
    if (!price.ok) return result(goBack(price.message));
    priced.push({
      productId: product.product_id,
      name: product.name,
      quantity: line.quantity,
      unitCents: price.unitCents,
      totalCents: price.totalCents,
      options: [...new Set(line.optionIds)].map((id) => {
        const { group, option } = optionsById.get(id)!;
        return { group: group.name, option: option.name, priceCents: toCents(option.price) };
      }),
    });
  }
  const productsCents = priced.reduce((sum, l) => sum + l.totalCents, 0);

  let extraMinutes = 0;
  if (draft.address_id) {
    const found = await findAddressOfCustomer(db, customer.id, draft.address_id);
    if (!found) throw new AppError(ErrorType.NOT_FOUND, apiMessages.addressNotFound);
    const fee = found.cityId === bundle.shop.cityId ? deliveryTo(bundle, found) : null;
    if (!fee) return result(goBack(apiMessages.notDeliveringThere));
    deliveryCents = fee.feeCents;
    extraMinutes = fee.extraMinutes;
    const { row } = found;
    address = {
      street: row.street,
      number: row.number,
      complement: row.complement,
      district: row.districtName,
      // Delivered only within the shop's city.
      city: bundle.cityName,
      cep: row.cep,
      reference: row.reference,
    };
  } else if (!bundle.shop.pickup) {
    return result(goBack(apiMessages.pickupNotOffered));
  }
  const belowMinimum = productsCents < bundle.shop.minOrderCents;

  // A coupon refused still lets the totals be worked out without it, so the app can show them.
  let couponRefusal: string | null = null;
  if (draft.coupon_code && !belowMinimum) {
    const found = await findCoupon(db, customer.profileId, draft.coupon_code);
    const check = await checkCoupon(db, found, { customerId: customer.id, shopId: bundle.shop.id, productsCents });
    if (check.ok) {
      discountCents = check.discountCents;
      coupon = check.coupon;
    } else {
      couponRefusal = check.message;
    }
  }
  const cashbackAvailableCents = draft.use_cashback ? (await balanceOf(db, customer.id)).balanceCents : 0;
  const sums = orderTotalsCents({ productsCents, deliveryCents, discountCents, cashbackAvailableCents });
  ({ cashbackCents, totalCents } = sums);
  const totals = {
    total_products: toReais(productsCents),
    delivery_price: toReais(deliveryCents),
    discount: toReais(discountCents),
    cashback: toReais(cashbackCents),
    order_total: toReais(totalCents),
  };
  if (belowMinimum) {
    const minimum = brl.format(toReais(bundle.shop.minOrderCents));
    return result({ ...goBack(formatMessage(apiMessages.belowMinimum, { minimum })), totals });
  }
  if (couponRefusal) return result({ error_type: ErrorType.NOT_ALLOWED, message: couponRefusal, totals });
  if (
    toCents(draft.total_products) !== productsCents ||
    toCents(draft.delivery_price_shop) !== deliveryCents ||
    toCents(draft.order_total) !== totalCents
  ) {
    return result({ error_type: ErrorType.PRICES_CHANGED, message: apiMessages.pricesChanged, totals });
  }

  if (draft.schedule_id) {
    if (!scheduleSlots(bundle, now).some((s) => s.schedule_id === draft.schedule_id)) {
      return result({ error_type: ErrorType.NOT_ALLOWED, message: apiMessages.invalidSchedule, totals });
    }
  } else if (!isOpenNow(bundle, now)) {
    const first = scheduleSlots(bundle, now)[0];
    if (!first) return result({ error_type: ErrorType.NOT_ALLOWED, message: apiMessages.shopClosedNoSlot, totals });
    scheduleId = first.schedule_id;
    return result({
      error_type: ErrorType.NEEDS_CONFIRMATION,
      message: formatMessage(apiMessages.shopClosedScheduled, { when: first.label }),
      totals,
    });
  } else if (extraMinutes >= SLOW_DELIVERY_MINUTES) {
    const estimate = `${bundle.shop.estimateMin + extraMinutes}–${bundle.shop.estimateMax + extraMinutes} min`;
    return result({
      error_type: ErrorType.NEEDS_CONFIRMATION,
      message: formatMessage(apiMessages.slowerThanUsual, { estimate }),
      totals,
    });
  }
  return result({ error_type: ErrorType.OK, message: apiMessages.orderOk, totals });
}
