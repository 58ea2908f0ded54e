import { describe, expect, it } from 'vitest';
import { groupOrders } from './order-groups.ts';

describe('orders history groups', () => {
  it('puts orders under way apart from those over, keeping the order of each', () => {
    const orders = [
      { order_id: 6, status: 'out_for_delivery' },
      { order_id: 5, status: 'cancelled' },
      { order_id: 4, status: 'received' },
      { order_id: 3, status: 'delivered' },
      { order_id: 2, status: 'ready_for_pickup' },
      { order_id: 1, status: 'picked_up' },
    ] as const;
    const { active, past } = groupOrders(orders);
    expect(active.map((order) => order.order_id)).toEqual([6, 4, 2]);
    expect(past.map((order) => order.order_id)).toEqual([5, 3, 1]);
  });
});
