import { describe, expect, it } from 'vitest';
import type { TOrderStatus } from '@delivery/contract/order-status';
import { expectedArrival, laterKitchenStart } from './expected-arrival.ts';

const placed = '2026-11-20T22:00:00.000Z';
const accepted = '2026-11-20T22:04:00.000Z';
const at = (iso: string, plus: number) => new Date(Date.parse(iso) + plus * 60_000);

const state = (over: {
  status?: TOrderStatus;
  accepted?: boolean;
  promise?: number;
  pickup?: boolean;
  schedule?: string;
  estimate?: [number, number] | null;
  kitchenStart?: string;
  eta?: string | null;
}) => {
  const estimate = over.estimate === undefined ? [30, 45] : over.estimate;
  return {
    status: over.status ?? 'received',
    history: [
      { status: 'received' as const, at: placed },
      ...(over.accepted ? [{ status: 'accepted' as const, at: accepted }] : []),
    ],
    estimate_minutes: over.promise,
    preparation_starts_at: over.kitchenStart,
    ...(over.eta === undefined ? {} : { courier: { eta: over.eta } }),
    order: {
      delivery_type: over.pickup ? ('pickup' as const) : ('delivery' as const),
      created_at: placed,
      schedule_id: over.schedule ?? null,
      estimate_min: estimate?.[0] ?? null,
      estimate_max: estimate?.[1] ?? null,
    },
  };
};

describe('expectedArrival', () => {
  it('counts the shop estimate from the placing until the shop accepts', () => {
    expect(expectedArrival(state({}))).toEqual({ kind: 'delivery', from: at(placed, 30), to: at(placed, 45) });
  });

  it('counts from the acceptance once there is one, as the status moves on', () => {
    for (const status of ['accepted', 'preparing', 'out_for_delivery'] as const) {
      expect(expectedArrival(state({ status, accepted: true }))).toEqual({
        kind: 'delivery',
        from: at(accepted, 30),
        to: at(accepted, 45),
      });
    }
  });

  it("ends at the minutes the shop promised on accepting, keeping the estimate's width", () => {
    expect(expectedArrival(state({ status: 'accepted', accepted: true, promise: 60 }))).toEqual({
      kind: 'delivery',
      from: at(accepted, 45),
      to: at(accepted, 60),
    });
    // A promise shorter than the width starts the window at the acceptance, never before.
    expect(expectedArrival(state({ status: 'accepted', accepted: true, promise: 10 }))).toEqual({
      kind: 'delivery',
      from: at(accepted, 0),
      to: at(accepted, 10),
    });
  });

  it('gives a pickup the later time, until it is ready', () => {
    expect(expectedArrival(state({ pickup: true }))).toEqual({ kind: 'pickup', at: at(placed, 45) });
    expect(expectedArrival(state({ pickup: true, status: 'preparing', accepted: true }))).toEqual({
      kind: 'pickup',
      at: at(accepted, 45),
    });
    expect(expectedArrival(state({ pickup: true, status: 'ready_for_pickup', accepted: true }))).toBeNull();
  });

  it('says nothing once the order is over, or without a kept estimate', () => {
    for (const status of ['delivered', 'picked_up', 'cancelled'] as const) {
      expect(expectedArrival(state({ status, accepted: true }))).toBeNull();
      expect(expectedArrival(state({ status, accepted: true, schedule: '2026-11-21T19:30' }))).toBeNull();
    }
    expect(expectedArrival(state({ estimate: null }))).toBeNull();
  });

  it('expects a scheduled order in its slot, a delivery or a pickup, until it is over', () => {
    expect(expectedArrival(state({ schedule: '2026-11-21T19:30' }))).toEqual({
      kind: 'scheduled',
      pickup: false,
      scheduleId: '2026-11-21T19:30',
    });
    expect(expectedArrival(state({ pickup: true, status: 'preparing', schedule: '2026-11-21T19:30' }))).toEqual({
      kind: 'scheduled',
      pickup: true,
      scheduleId: '2026-11-21T19:30',
    });
  });

  it('moves the window to a later kitchen start, never before the count it would have had', () => {
    const kitchen = '2026-11-20T22:30:00.000Z';
    expect(expectedArrival(state({ status: 'accepted', accepted: true, kitchenStart: kitchen }))).toEqual({
      kind: 'delivery',
      from: at(kitchen, 30),
      to: at(kitchen, 45),
    });
    expect(expectedArrival(state({ pickup: true, kitchenStart: kitchen }))).toEqual({
      kind: 'pickup',
      at: at(kitchen, 45),
    });
    // A start before the acceptance changes nothing: the kitchen cannot start on what it has not accepted.
    expect(
      expectedArrival(state({ status: 'accepted', accepted: true, kitchenStart: '2026-11-20T22:01:00.000Z' })),
    ).toEqual({ kind: 'delivery', from: at(accepted, 30), to: at(accepted, 45) });
  });

  describe("the courier's time to the door", () => {
    const now = Date.parse('2026-11-20T22:40:00.000Z');
    const eta = '2026-11-20T22:52:00.000Z';

    it('replaces the window once the order is out for delivery, while it is ahead', () => {
      expect(expectedArrival(state({ status: 'out_for_delivery', accepted: true, eta }), now)).toEqual({
        kind: 'courier',
        at: new Date(eta),
      });
      // Even where there was no window to show: the courier knows better than the slot.
      expect(
        expectedArrival(state({ status: 'out_for_delivery', accepted: true, eta, schedule: '2026-11-20T19:30' }), now),
      ).toEqual({ kind: 'courier', at: new Date(eta) });
    });

    it('leaves the window when the time went by, is unknown, or the order is not on its way yet', () => {
      const window = { kind: 'delivery', from: at(accepted, 30), to: at(accepted, 45) };
      const past = '2026-11-20T22:39:00.000Z';
      expect(expectedArrival(state({ status: 'out_for_delivery', accepted: true, eta: past }), now)).toEqual(window);
      expect(expectedArrival(state({ status: 'out_for_delivery', accepted: true, eta: null }), now)).toEqual(window);
      expect(expectedArrival(state({ status: 'preparing', accepted: true, eta }), now)).toEqual(window);
      expect(expectedArrival(state({ status: 'delivered', accepted: true, eta }), now)).toBeNull();
    });
  });
});

describe('laterKitchenStart', () => {
  const now = Date.parse('2026-11-20T22:10:00.000Z');
  const start = '2026-11-20T22:45:00.000Z';

  it('says when the kitchen starts while the order waits for it', () => {
    for (const status of ['received', 'accepted'] as const) {
      expect(laterKitchenStart({ status, preparation_starts_at: start }, now)).toEqual(new Date(start));
    }
  });

  it('says nothing once the start went by or the preparation began, or without a later start', () => {
    expect(laterKitchenStart({ status: 'accepted', preparation_starts_at: start }, Date.parse(start))).toBeNull();
    expect(laterKitchenStart({ status: 'preparing', preparation_starts_at: start }, now)).toBeNull();
    expect(laterKitchenStart({ status: 'cancelled', preparation_starts_at: start }, now)).toBeNull();
    expect(laterKitchenStart({ status: 'accepted' }, now)).toBeNull();
  });
});
