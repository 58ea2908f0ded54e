import { parseProductsList, type TValidateOrderResponse } from '@delivery/contract/checkout';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { priceItem, toCents, toReais } from '@delivery/contract/pricing';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CustomerRow } from '../../http/session.ts';
import type { CatalogCache } from '../catalog/cache.ts';
import { findAddressOfCustomer } from '../catalog/queries.ts';
import { deliveryTo, shopOfProfile } from '../catalog/service.ts';
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
};

const goBack = (message: string): TValidateOrderResponse => ({ error_type: ErrorType.GO_BACK, message });

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
  const bundle = await shopOfProfile(catalog, customer.profileId, draft.shop_id);
  const lines = parseProductsList(draft.products_list);
  if (!lines) throw new AppError(ErrorType.INVALID_INPUT, apiMessages.invalidProductsList, 400);

  let productsCents = 0;
  for (const line of lines) {
    const product = bundle.products.get(line.productId);
    if (!product) return goBack(apiMessages.productNotInShop);
    const groupOf = new Map(
      product.option_groups.flatMap((g) => g.options.map((o) => [o.option_id, g.group_id] as const)),
    );
    const options: Record<number, number[]> = {};
    for (const optionId of line.optionIds) {
      const groupId = groupOf.get(optionId);
      if (groupId === undefined) return goBack(apiMessages.unknownOption);
      (options[groupId] ??= []).push(optionId);
    }
    const priced = priceItem(product, bundle.shop.halfPricing, { quantity: line.quantity, options });
    if (!priced.ok) return goBack(priced.message);
    productsCents += priced.totalCents;
  }

  let deliveryCents = 0;
  let extraMinutes = 0;
  if (draft.address_id) {
    const address = await findAddressOfCustomer(db, customer.id, draft.address_id);
    if (!address) throw new AppError(ErrorType.NOT_FOUND, apiMessages.addressNotFound, 404);
    const fee = address.cityId === bundle.shop.cityId ? deliveryTo(bundle, address) : null;
    if (!fee) return goBack(apiMessages.notDeliveringThere);
    deliveryCents = fee.feeCents;
    extraMinutes = fee.extraMinutes;
  } else if (!bundle.shop.pickup) {
    return goBack(apiMessages.pickupNotOffered);
  }
  if (productsCents < bundle.shop.minOrderCents) {
    return goBack(formatMessage(apiMessages.belowMinimum, { minimum: brl.format(toReais(bundle.shop.minOrderCents)) }));
  }

  const totals = {
    total_products: toReais(productsCents),
    delivery_price: toReais(deliveryCents),
    order_total: toReais(productsCents + deliveryCents),
  };
  if (
    toCents(draft.total_products) !== productsCents ||
    toCents(draft.delivery_price_shop) !== deliveryCents ||
    toCents(draft.order_total) !== productsCents + deliveryCents
  ) {
    return { error_type: ErrorType.PRICES_CHANGED, message: apiMessages.pricesChanged, totals };
  }

  const slots = scheduleSlots(bundle, now);
  if (draft.schedule_id) {
    if (!slots.some((s) => s.schedule_id === draft.schedule_id)) {
      return { error_type: ErrorType.NOT_ALLOWED, message: apiMessages.invalidSchedule, totals };
    }
  } else if (!isOpenNow(bundle, now)) {
    const first = slots[0];
    if (!first) return { error_type: ErrorType.NOT_ALLOWED, message: apiMessages.shopClosedNoSlot, totals };
    return {
      error_type: ErrorType.NEEDS_CONFIRMATION,
      message: formatMessage(apiMessages.shopClosedScheduled, { when: first.label }),
      totals,
    };
  } else if (extraMinutes >= SLOW_DELIVERY_MINUTES) {
    const estimate = `${bundle.shop.estimateMin + extraMinutes}–${bundle.shop.estimateMax + extraMinutes} min`;
    return {
      error_type: ErrorType.NEEDS_CONFIRMATION,
      message: formatMessage(apiMessages.slowerThanUsual, { estimate }),
      totals,
    };
  }
  return { error_type: ErrorType.OK, message: apiMessages.orderOk, totals };
}
