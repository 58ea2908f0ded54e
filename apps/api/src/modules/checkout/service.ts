import {
  parseProductsList,
  type TValidateOrderResponse,
  type ZValidateOrderRequest,
} from '@delivery/contract/checkout';
import { formatPhone, onlyDigits } from '@delivery/contract/br-documents';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { deliveryFeeCents, orderTotalsCents } from '@delivery/contract/pricing';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/orders.ts';
import { AppError } from '../../http/app-error.ts';
import type { CustomerRow } from '../../db/schema/customers.ts';
import { shopOfProfile, type CatalogCache, type ShopBundle } from '../catalog/service.ts';
import { offersUpdatesTo } from '../whatsapp/service.ts';
import { deliveryOf } from './delivery.ts';
import { goBack, guardOrder, isBelowMinimum } from './guard.ts';
import { priceLines, type PricedLine } from './price-lines.ts';
import { rewardsOf } from './rewards.ts';

type OrderRequest = z.output<typeof ZValidateOrderRequest>;

/** The order as the server priced it: what placing it writes. */
export type PricedOrder = {
  bundle: ShopBundle;
  lines: PricedLine[];
  productsCents: number;
  deliveryCents: number;
  discountCents: number;
  cashbackCents: number;
  /** What the customer pays (orderTotalsCents). */
  totalCents: number;
  /** `shopId` null: the marketplace's coupon, of every shop. */
  coupon: { id: number; code: string; shopId: number | null } | null;
  /** Where it goes, as the order keeps it; null: pickup. */
  address: AddressSnapshot | null;
  /** The slot asked for, or the first one when a closed shop's order is scheduled (a 9). */
  scheduleId: string | null;
  /** When that slot starts (epoch ms); null for an order as soon as possible. */
  scheduledAt: number | null;
};

/** The answer, and the priced order once its lines and delivery could be priced. */
export type OrderEvaluation = { answer: TValidateOrderResponse; priced: PricedOrder | null };

/**
 * `validateOrderApp`: recomputes the order from the server's own data and answers whether the app
 * may go on (0), must ask the customer first (9), must go back to the shop (2), or shows the
 * right totals because the app's were stale (15). Nothing the app sends is trusted but its choices.
 */
export async function validateOrder(
  db: Database,
  catalog: CatalogCache,
  customer: CustomerRow,
  request: OrderRequest,
  now = Date.now(),
): Promise<TValidateOrderResponse> {
  const phone = customer.cellPhone;
  const [{ answer }, whatsApp] = await Promise.all([
    evaluateOrder(db, catalog, customer, request, now),
    phone ? offersUpdatesTo(db, customer.profileId, `55${onlyDigits(phone)}`) : false,
  ]);
  // The updates on WhatsApp are offered where the tenant has a number and the customer a phone
  // that did not reply "SAIR" to it.
  return whatsApp && phone ? { ...answer, whatsapp_updates: { phone: formatPhone(phone) } } : answer;
}

/** validateOrderApp's work, step by step, with the priced order that placing it stores. */
export async function evaluateOrder(
  db: Database,
  catalog: CatalogCache,
  customer: CustomerRow,
  request: OrderRequest,
  now = Date.now(),
  /** Taken by the shop's staff: priced alike, but not held to the app's pause, hours and minimum. */
  takenByStaff = false,
): Promise<OrderEvaluation> {
  const bundle = await shopOfProfile(catalog, customer.profileId, request.shop_id);
  const list = parseProductsList(request.products_list);
  if (!list) throw new AppError(ErrorType.INVALID_INPUT, apiMessages.invalidProductsList);

  const lines = priceLines(bundle, list);
  if (!lines.ok) return { answer: goBack(lines.goBack), priced: null };
  const delivery = await deliveryOf(db, customer.id, bundle, request.address_id);
  if (!delivery.ok) return { answer: goBack(delivery.goBack), priced: null };
  const { productsCents } = lines;
  const rewards = await rewardsOf(
    db,
    customer,
    { shopId: bundle.shop.id, productsCents },
    {
      // Below the minimum the order goes back whatever its coupon says.
      couponCode: isBelowMinimum(bundle, productsCents) ? undefined : request.coupon_code,
      useCashback: Boolean(request.use_cashback),
    },
  );
  const sums = orderTotalsCents({
    productsCents,
    // Free from the shop's amount on, judged on the products before any discount (decision 0036).
    deliveryCents: deliveryFeeCents(delivery.feeCents, productsCents, bundle.shop.freeDeliveryAboveCents),
    discountCents: rewards.discountCents,
    cashbackAvailableCents: rewards.cashbackAvailableCents,
  });
  // The coupon's own discount, as the order keeps it (it never exceeds the products).
  const cents = { ...sums, discountCents: rewards.discountCents };
  const { answer, scheduleId, scheduledAt } = guardOrder({
    bundle,
    shown: request,
    cents,
    couponRefusal: rewards.couponRefusal,
    extraMinutes: delivery.extraMinutes,
    now,
    takenByStaff,
  });
  return {
    answer,
    priced: {
      bundle,
      lines: lines.lines,
      ...cents,
      coupon: rewards.coupon,
      address: delivery.address,
      scheduleId,
      scheduledAt,
    },
  };
}
