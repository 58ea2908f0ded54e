import { describe, expect, it } from 'vitest';
import { boardOrder } from './board-order.fixture.ts';
import { kitchenClock, kitchenPace, kitchenQueue, recentlyReady } from './kitchen-queue.ts';

const at = (time: string) => Date.parse(`2026-05-21T${time}:00.000Z`);

/** An order placed at `placed`, accepted at `accepted` with `minutes` promised. */
const accepted = (id: number, placed: string, accepted: string, minutes = 40, more = {}) =>
  boardOrder({
    order_id: id,
    status: 'accepted',
    placed_at: new Date(at(placed)).toISOString(),
    estimate_minutes: minutes,
    history: [
      { status: 'received', at: new Date(at(placed)).toISOString(), by: 'customer', staff_name: null, reason: null },
      { status: 'accepted', at: new Date(at(accepted)).toISOString(), by: 'staff', staff_name: 'Ana', reason: null },
    ],
    ...more,
  });

describe('the kitchen queue', () => {
  it('holds accepted and preparing orders not said ready, longest waiting first', () => {
    const orders = [
      accepted(1, '22:00', '22:05'),
      accepted(2, '21:50', '22:01', 40, { status: 'preparing' }),
      boardOrder({ order_id: 3, status: 'received' }),
      accepted(4, '21:40', '21:45', 40, { status: 'out_for_delivery' }),
      accepted(5, '21:30', '21:35', 40, { kitchen: { done_items: [0], done_at: new Date(at('22:10')).toISOString() } }),
    ];
    expect(kitchenQueue(orders, at('22:15')).map((order) => order.order_id)).toEqual([2, 1]);
  });

  it("leaves a later slot's order out until its kitchen is due, then counts from then", () => {
    const later = accepted(6, '18:00', '18:02', 30, {
      scheduled_at: new Date(at('21:00')).toISOString(),
      due_at: new Date(at('20:30')).toISOString(),
    });
    expect(kitchenQueue([later], at('20:29'))).toEqual([]);
    expect(kitchenQueue([later], at('20:30'))).toEqual([later]);
    expect(kitchenClock(later, at('20:37') + 5000)).toBe('07:05');
  });

  it('reads the clock against the promise: on time, hurry from half, late from three quarters', () => {
    const order = accepted(7, '22:00', '22:00', 40);
    expect(kitchenClock(order, at('22:00'))).toBe('00:00');
    expect(kitchenPace(order, at('22:19'))).toBe('on_time');
    expect(kitchenPace(order, at('22:20'))).toBe('hurry');
    expect(kitchenPace(order, at('22:30'))).toBe('late');
    expect(kitchenClock(order, at('23:45'))).toBe('105:00');
  });

  it('keeps the orders said ready in the last ten minutes, newest first, to call one back', () => {
    const ready = (id: number, time: string) =>
      accepted(id, '21:00', '21:05', 40, { kitchen: { done_items: [], done_at: new Date(at(time)).toISOString() } });
    const orders = [ready(1, '22:00'), ready(2, '22:08'), ready(3, '21:49'), accepted(4, '21:00', '21:05')];
    expect(recentlyReady(orders, at('22:09')).map((order) => order.order_id)).toEqual([2, 1]);
  });
});
