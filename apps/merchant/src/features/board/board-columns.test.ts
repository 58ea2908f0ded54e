import { orderStatuses } from '@delivery/contract/order-status';
import { describe, expect, it } from 'vitest';
import { boardOrder } from './board-order.fixture.ts';
import { boardColumns, columnOf, isDue, isLate, newOrderCount, ordersByColumn } from './board-columns.ts';

const at = (iso: string) => Date.parse(iso);

describe('columnOf', () => {
  it('puts every status of the machine in one column, as the panel names them', () => {
    expect(Object.fromEntries(orderStatuses.map((status) => [status, columnOf(status)]))).toEqual({
      received: 'new',
      accepted: 'preparing',
      preparing: 'preparing',
      out_for_delivery: 'ready',
      ready_for_pickup: 'ready',
      delivered: 'done',
      picked_up: 'done',
      cancelled: 'done',
    });
    expect(boardColumns).toEqual(['new', 'preparing', 'ready', 'done']);
  });
});

describe('ordersByColumn', () => {
  const now = at('2026-05-22T10:00:00.000Z');

  it('lists open orders oldest first and finished ones newest first', () => {
    const early = boardOrder({ order_id: 1, placed_at: '2026-05-22T09:00:00.000Z' });
    const late = boardOrder({ order_id: 2, placed_at: '2026-05-22T09:30:00.000Z' });
    const cooking = boardOrder({ order_id: 3, status: 'preparing', placed_at: '2026-05-22T08:00:00.000Z' });
    const doneFirst = boardOrder({
      order_id: 4,
      status: 'delivered',
      placed_at: '2026-05-22T06:00:00.000Z',
      history: [{ status: 'delivered', at: '2026-05-22T07:00:00.000Z', by: 'staff', staff_name: 'Bia', reason: null }],
    });
    const doneLast = boardOrder({
      order_id: 5,
      status: 'cancelled',
      placed_at: '2026-05-22T05:00:00.000Z',
      history: [{ status: 'cancelled', at: '2026-05-22T09:50:00.000Z', by: 'staff', staff_name: 'Bia', reason: 'x' }],
    });
    const columns = ordersByColumn([late, doneFirst, cooking, early, doneLast], now);
    expect(columns.new.map((o) => o.order_id)).toEqual([1, 2]);
    expect(columns.preparing.map((o) => o.order_id)).toEqual([3]);
    expect(columns.ready).toEqual([]);
    expect(columns.done.map((o) => o.order_id)).toEqual([5, 4]);
  });

  it('drops finished orders older than 12 hours, but never an open one', () => {
    const stale = boardOrder({
      order_id: 1,
      status: 'picked_up',
      placed_at: '2026-05-21T20:00:00.000Z',
      history: [{ status: 'picked_up', at: '2026-05-21T21:59:00.000Z', by: 'staff', staff_name: null, reason: null }],
    });
    const recent = boardOrder({
      order_id: 2,
      status: 'picked_up',
      placed_at: '2026-05-21T20:00:00.000Z',
      history: [{ status: 'picked_up', at: '2026-05-21T22:01:00.000Z', by: 'staff', staff_name: null, reason: null }],
    });
    const forgotten = boardOrder({ order_id: 3, status: 'out_for_delivery', placed_at: '2026-05-20T20:00:00.000Z' });
    const columns = ordersByColumn([stale, recent, forgotten], now);
    expect(columns.done.map((o) => o.order_id)).toEqual([2]);
    expect(columns.ready.map((o) => o.order_id)).toEqual([3]);
  });
});

describe('newOrderCount', () => {
  it('counts the orders nobody accepted or rejected yet', () => {
    const orders = [
      boardOrder({ status: 'received' }),
      boardOrder({ status: 'received' }),
      boardOrder({ status: 'accepted' }),
      boardOrder({ status: 'cancelled' }),
    ];
    expect(newOrderCount(orders, at('2026-05-21T22:00:00Z'))).toBe(2);
    expect(newOrderCount([], at('2026-05-21T22:00:00Z'))).toBe(0);
  });

  it('leaves out an order for a later slot until it is due to be prepared, then counts it (the alarm rings)', () => {
    // Placed at 19:00 for tomorrow's 18:00 slot, with an hour's estimate: due tomorrow at 17:00.
    const tomorrow = boardOrder({
      placed_at: '2026-05-21T22:00:00.000Z',
      scheduled_at: '2026-05-22T21:00:00.000Z',
      due_at: '2026-05-22T20:00:00.000Z',
    });
    const orders = [tomorrow, boardOrder({ status: 'received' })];
    expect(newOrderCount(orders, at('2026-05-21T22:00:00Z'))).toBe(1);
    expect(newOrderCount(orders, at('2026-05-22T19:59:59Z'))).toBe(1);
    expect(newOrderCount(orders, at('2026-05-22T20:00:00Z'))).toBe(2);
  });
});

describe('ordersByColumn and later slots', () => {
  it('puts an order for a later slot below those due now, however early it was placed', () => {
    const tomorrow = boardOrder({
      order_id: 1,
      placed_at: '2026-05-21T21:00:00.000Z',
      scheduled_at: '2026-05-22T21:00:00.000Z',
      due_at: '2026-05-22T20:00:00.000Z',
    });
    const now = boardOrder({ order_id: 2, placed_at: '2026-05-21T22:00:00.000Z' });
    const { new: fresh } = ordersByColumn([tomorrow, now], at('2026-05-21T22:01:00Z'));
    expect(fresh.map((o) => o.order_id)).toEqual([2, 1]);
  });
});

describe('isDue and isLate', () => {
  const placed = '2026-05-21T22:00:00.000Z';
  const asap = boardOrder({ placed_at: placed });
  const scheduled = boardOrder({
    placed_at: placed,
    scheduled_at: '2026-05-22T21:00:00.000Z',
    due_at: '2026-05-22T20:00:00.000Z',
  });

  it('an order for as soon as possible is due at once and late five minutes after it was placed', () => {
    expect(isDue(asap, at(placed))).toBe(true);
    expect(isLate(asap, at('2026-05-21T22:05:00Z'))).toBe(false);
    expect(isLate(asap, at('2026-05-21T22:05:01Z'))).toBe(true);
  });

  it('an order for a later slot is neither due nor late until its kitchen must start', () => {
    expect(isDue(scheduled, at('2026-05-21T22:10:00Z'))).toBe(false);
    expect(isLate(scheduled, at('2026-05-21T22:10:00Z'))).toBe(false);
    expect(isLate(scheduled, at('2026-05-22T20:04:00Z'))).toBe(false);
    expect(isDue(scheduled, at('2026-05-22T20:00:00Z'))).toBe(true);
    expect(isLate(scheduled, at('2026-05-22T20:05:01Z'))).toBe(true);
  });

  it('an accepted order is never late on the new column', () => {
    expect(isLate(boardOrder({ status: 'accepted', placed_at: placed }), at('2026-05-22T22:00:00Z'))).toBe(false);
  });
});
