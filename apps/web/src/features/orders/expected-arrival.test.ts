import { describe, expect, it } from 'vitest';
import type { TOrderStatus } from '@delivery/contract/order-status';
import { expectedArrival } from './expected-arrival.ts';

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
}) => {
  const estimate = over.estimate === undefined ? [30, 45] : over.estimate;
  return {
    status: over.status ?? 'received',
    history: [
      { status: 'received' as const, at: placed },
      ...(over.accepted ? [{ status: 'accepted' as const, at: accepted }] : []),
    ],
    estimate_minutes: over.promise,
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

  it('says nothing once the order is over, for a scheduled order, or without a kept estimate', () => {
    for (const status of ['delivered', 'picked_up', 'cancelled'] as const) {
      expect(expectedArrival(state({ status, accepted: true }))).toBeNull();
    }
    expect(expectedArrival(state({ schedule: '2026-11-21T19:30' }))).toBeNull();
    expect(expectedArrival(state({ estimate: null }))).toBeNull();
  });
});
