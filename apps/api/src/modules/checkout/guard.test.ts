import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { describe, expect, it } from 'vitest';
import { guardOrder, type GuardInput } from './guard.ts';
import { testBundle } from '../../../test/helpers/shop-bundle.ts';

// The test shop opens 18:00–23:00 in São Paulo (UTC-3 all year).
const openAt = Date.parse('2026-11-20T20:00:00-03:00');
const closedAt = Date.parse('2026-11-20T10:00:00-03:00');

/** An order of R$ 50 of products and a R$ 7 fee that the app showed as the server sums it. */
function input(changes: Partial<GuardInput> = {}): GuardInput {
  return {
    bundle: testBundle(),
    shown: { total_products: 50, delivery_price_shop: 7, order_total: 57 },
    cents: { productsCents: 5000, deliveryCents: 700, discountCents: 0, cashbackCents: 0, totalCents: 5700 },
    couponRefusal: null,
    extraMinutes: 0,
    now: openAt,
    ...changes,
  };
}
const totals = { total_products: 50, delivery_price: 7, discount: 0, cashback: 0, order_total: 57 };

describe('guardOrder', () => {
  it('0 when the app showed the right totals and the shop is open', () => {
    expect(guardOrder(input())).toEqual({
      answer: { error_type: ErrorType.OK, message: apiMessages.orderOk, totals },
      scheduleId: null,
      scheduledAt: null,
    });
  });

  it('14 while the shop is paused for a time, before anything else, naming when it takes orders again', () => {
    const pausedUntil = new Date('2026-11-20T22:40:00Z'); // 19:40 in São Paulo
    const paused = (now: Date) =>
      guardOrder(
        input({
          bundle: testBundle({ pausedUntil, minOrderCents: 6000 }),
          shown: { ...input().shown, schedule_id: '2026-11-20T23:00' },
          now: now.getTime(),
        }),
      ).answer;
    expect(paused(new Date('2026-11-20T22:39:00Z'))).toEqual({
      error_type: ErrorType.NOT_ALLOWED,
      message: formatMessage(apiMessages.shopPausedUntil, { time: '19:40' }),
      totals,
    });
    // Once it has passed, the order is judged as any other (here: below the minimum).
    expect(paused(new Date('2026-11-20T22:40:00Z')).error_type).toBe(ErrorType.GO_BACK);
  });

  it('2 below the minimum, before anything else, with the totals', () => {
    const { answer } = guardOrder(
      input({
        bundle: testBundle({ minOrderCents: 6000 }),
        couponRefusal: apiMessages.couponNotFound,
        shown: { total_products: 1, delivery_price_shop: 1, order_total: 1 },
      }),
    );
    expect(answer).toEqual({
      error_type: ErrorType.GO_BACK,
      message: formatMessage(apiMessages.belowMinimum, { minimum: 'R$\u00a060,00' }),
      totals,
    });
  });

  it('14 for a refused coupon, with the totals worked out without it', () => {
    const { answer } = guardOrder(input({ couponRefusal: apiMessages.couponNotFound }));
    expect(answer).toEqual({ error_type: ErrorType.NOT_ALLOWED, message: apiMessages.couponNotFound, totals });
  });

  it('15 when the app showed other products, fee or total, with the right totals', () => {
    for (const shown of [
      { total_products: 49.99, delivery_price_shop: 7, order_total: 57 },
      { total_products: 50, delivery_price_shop: 0, order_total: 57 },
      { total_products: 50, delivery_price_shop: 7, order_total: 50 },
    ]) {
      expect(guardOrder(input({ shown })).answer).toEqual({
        error_type: ErrorType.PRICES_CHANGED,
        message: apiMessages.pricesChanged,
        totals,
      });
    }
  });

  it('9 at a closed shop: the order goes to the first slot, which the answer names', () => {
    expect(guardOrder(input({ now: closedAt }))).toEqual({
      answer: {
        error_type: ErrorType.NEEDS_CONFIRMATION,
        message: formatMessage(apiMessages.shopClosedScheduled, { when: 'Hoje, 18:00–18:30' }),
        totals,
      },
      scheduleId: '2026-11-20T18:00',
      scheduledAt: Date.parse('2026-11-20T21:00:00Z'),
    });
  });

  it('14 at a closed shop with no slot to offer', () => {
    const { answer } = guardOrder(input({ bundle: testBundle({ paused: true }), now: closedAt }));
    expect(answer).toEqual({ error_type: ErrorType.NOT_ALLOWED, message: apiMessages.shopClosedNoSlot, totals });
  });

  it('takes a slot of the list, even while the shop is closed, and refuses one that is not', () => {
    const at = (schedule_id: string) => guardOrder(input({ now: closedAt, shown: { ...input().shown, schedule_id } }));
    expect(at('2026-11-20T19:30')).toEqual({
      answer: { error_type: ErrorType.OK, message: apiMessages.orderOk, totals },
      scheduleId: '2026-11-20T19:30',
      scheduledAt: Date.parse('2026-11-20T22:30:00Z'),
    });
    expect(at('2026-11-20T12:00').answer).toEqual({
      error_type: ErrorType.NOT_ALLOWED,
      message: apiMessages.invalidSchedule,
      totals,
    });
  });

  it('9 when the delivery takes 30 minutes or more over the usual estimate', () => {
    expect(guardOrder(input({ extraMinutes: 29 })).answer.error_type).toBe(ErrorType.OK);
    expect(guardOrder(input({ extraMinutes: 30 })).answer).toEqual({
      error_type: ErrorType.NEEDS_CONFIRMATION,
      message: formatMessage(apiMessages.slowerThanUsual, { estimate: '60–80 min' }),
      totals,
    });
  });
});
