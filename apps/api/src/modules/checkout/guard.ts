import type { TValidateOrderResponse } from '@delivery/contract/checkout';
import { ErrorType, type ErrorTypeCode } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { missingForMinimumCents, toCents, toReais, type OrderTotalsCents } from '@delivery/contract/pricing';
import { pausedUntilOf, type ShopBundle } from '../catalog/service.ts';
import { isOpenNow, localTime, scheduleSlots } from './schedule.ts';
import { formatMoney } from '@delivery/contract/money';

/** Extra minutes over the usual estimate from which the customer is asked to confirm. */
const SLOW_DELIVERY_MINUTES = 30;

export const goBack = (message: string): TValidateOrderResponse => ({ error_type: ErrorType.GO_BACK, message });

export const isBelowMinimum = (bundle: ShopBundle, productsCents: number): boolean =>
  missingForMinimumCents(productsCents, bundle.shop.minOrderCents) > 0;

export type GuardInput = {
  bundle: ShopBundle;
  /** What the app showed and chose. */
  shown: {
    total_products: number;
    delivery_price_shop: number;
    order_total: number;
    schedule_id?: string | null | undefined;
  };
  /** The server's own sums. */
  cents: OrderTotalsCents;
  couponRefusal: string | null;
  extraMinutes: number;
  now: number;
  /**
   * Taken by the shop's staff (decision 0100): priced as any order, but the shop takes it now,
   * whatever its pause, hours or minimum say to the app.
   */
  takenByStaff?: boolean;
};

/** The app (or the panel's form) showed other totals than the server's own. */
const shownOtherTotals = (shown: GuardInput['shown'], cents: OrderTotalsCents): boolean =>
  toCents(shown.total_products) !== cents.productsCents ||
  toCents(shown.delivery_price_shop) !== cents.deliveryCents ||
  toCents(shown.order_total) !== cents.totalCents;

/**
 * validateOrderApp's answer once the order is priced: 14 while the shop is paused for a time, 2
 * below the shop's minimum, 14 for a coupon refused or a slot that is not offered, 15 when the app showed other totals, 9 when the customer
 * must confirm first (a closed shop's order goes to its first slot; a delivery much slower than
 * usual), else 0. Every one carries the server's totals. `scheduleId` is where the order goes.
 */
export function guardOrder(input: GuardInput): {
  answer: TValidateOrderResponse;
  scheduleId: string | null;
  /** When the slot of `scheduleId` starts (epoch ms). */
  scheduledAt: number | null;
} {
  const { bundle, shown, cents, now } = input;
  const scheduleId = shown.schedule_id ?? null;
  let scheduledAt: number | null = null;
  const totals = {
    total_products: toReais(cents.productsCents),
    delivery_price: toReais(cents.deliveryCents),
    discount: toReais(cents.discountCents),
    cashback: toReais(cents.cashbackCents),
    order_total: toReais(cents.totalCents),
  };
  const answer = (error_type: ErrorTypeCode, message: string) => ({
    answer: { error_type, message, totals },
    scheduleId,
    scheduledAt,
  });

  if (input.takenByStaff) {
    return shownOtherTotals(shown, cents)
      ? answer(ErrorType.PRICES_CHANGED, apiMessages.pricesChanged)
      : answer(ErrorType.OK, apiMessages.orderOk);
  }
  // Nothing else matters while the shop's staff has paused it: no order, now or for later.
  const pausedUntil = pausedUntilOf(bundle, now);
  if (pausedUntil !== null) {
    const time = localTime(pausedUntil, bundle.shop.timeZone);
    return answer(ErrorType.NOT_ALLOWED, formatMessage(apiMessages.shopPausedUntil, { time }));
  }
  if (isBelowMinimum(bundle, cents.productsCents)) {
    const minimum = formatMoney(bundle.shop.minOrderCents);
    return answer(ErrorType.GO_BACK, formatMessage(apiMessages.belowMinimum, { minimum }));
  }
  if (input.couponRefusal) return answer(ErrorType.NOT_ALLOWED, input.couponRefusal);
  if (shownOtherTotals(shown, cents)) return answer(ErrorType.PRICES_CHANGED, apiMessages.pricesChanged);

  if (scheduleId) {
    const slot = scheduleSlots(bundle, now).find((s) => s.schedule_id === scheduleId);
    if (!slot) return answer(ErrorType.NOT_ALLOWED, apiMessages.invalidSchedule);
    scheduledAt = Date.parse(slot.start);
  } else if (!isOpenNow(bundle, now)) {
    const first = scheduleSlots(bundle, now)[0];
    if (!first) return answer(ErrorType.NOT_ALLOWED, apiMessages.shopClosedNoSlot);
    return {
      answer: {
        error_type: ErrorType.NEEDS_CONFIRMATION,
        message: formatMessage(apiMessages.shopClosedScheduled, { when: first.label }),
        totals,
      },
      scheduleId: first.schedule_id,
      scheduledAt: Date.parse(first.start),
    };
  } else if (input.extraMinutes >= SLOW_DELIVERY_MINUTES) {
    const { estimateMin, estimateMax } = bundle.shop;
    const estimate = `${estimateMin + input.extraMinutes}–${estimateMax + input.extraMinutes} min`;
    return answer(ErrorType.NEEDS_CONFIRMATION, formatMessage(apiMessages.slowerThanUsual, { estimate }));
  }
  return answer(ErrorType.OK, apiMessages.orderOk);
}
