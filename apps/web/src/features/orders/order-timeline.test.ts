import { describe, expect, it } from 'vitest';
import { buildTimeline } from './order-timeline.ts';

const at = (minute: number) => `2026-03-10T22:${String(minute).padStart(2, '0')}:00.000Z`;

describe('buildTimeline', () => {
  it('marks the steps behind a live order done, its own current and the rest upcoming, with their times', () => {
    const steps = buildTimeline('delivery', 'preparing', [
      { status: 'received', at: at(0) },
      { status: 'accepted', at: at(2) },
      { status: 'preparing', at: at(5) },
    ]);
    expect(steps).toEqual([
      { status: 'received', state: 'done', at: at(0) },
      { status: 'accepted', state: 'done', at: at(2) },
      { status: 'preparing', state: 'current', at: at(5) },
      { status: 'out_for_delivery', state: 'upcoming', at: null },
      { status: 'delivered', state: 'upcoming', at: null },
    ]);
  });

  it('shows a just-placed order at its first step', () => {
    const steps = buildTimeline('delivery', 'received', [{ status: 'received', at: at(0) }]);
    expect(steps.map((s) => s.state)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('marks every step done once delivered', () => {
    const history = ['received', 'accepted', 'preparing', 'out_for_delivery', 'delivered'].map((status, i) => ({
      status: status as 'received',
      at: at(i * 10),
    }));
    const steps = buildTimeline('delivery', 'delivered', history);
    expect(steps.every((s) => s.state === 'done')).toBe(true);
    expect(steps.at(-1)).toEqual({ status: 'delivered', state: 'done', at: at(40) });
  });

  it('ends a cancelled order at the cancellation, leaving out the steps it never reached', () => {
    const steps = buildTimeline('delivery', 'cancelled', [
      { status: 'received', at: at(0) },
      { status: 'accepted', at: at(2) },
      { status: 'cancelled', at: at(9) },
    ]);
    expect(steps).toEqual([
      { status: 'received', state: 'done', at: at(0) },
      { status: 'accepted', state: 'done', at: at(2) },
      { status: 'cancelled', state: 'current', at: at(9) },
    ]);
  });

  it('takes the latest time when a status appears twice, and null when the history lacks a step', () => {
    const steps = buildTimeline('delivery', 'accepted', [
      { status: 'received', at: at(0) },
      { status: 'received', at: at(1) },
    ]);
    expect(steps[0]).toEqual({ status: 'received', state: 'done', at: at(1) });
    expect(steps[1]).toEqual({ status: 'accepted', state: 'current', at: null });
  });

  it('follows the pickup path for an order picked up at the shop', () => {
    const steps = buildTimeline('pickup', 'ready_for_pickup', [
      { status: 'received', at: at(0) },
      { status: 'accepted', at: at(2) },
      { status: 'preparing', at: at(5) },
      { status: 'ready_for_pickup', at: at(25) },
    ]);
    expect(steps).toEqual([
      { status: 'received', state: 'done', at: at(0) },
      { status: 'accepted', state: 'done', at: at(2) },
      { status: 'preparing', state: 'done', at: at(5) },
      { status: 'ready_for_pickup', state: 'current', at: at(25) },
      { status: 'picked_up', state: 'upcoming', at: null },
    ]);
  });

  it('marks every pickup step done once picked up, with no delivery step among them', () => {
    const history = (['received', 'accepted', 'preparing', 'ready_for_pickup', 'picked_up'] as const).map(
      (status, i) => ({ status, at: at(i * 10) }),
    );
    const steps = buildTimeline('pickup', 'picked_up', history);
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['received', 'done'],
      ['accepted', 'done'],
      ['preparing', 'done'],
      ['ready_for_pickup', 'done'],
      ['picked_up', 'done'],
    ]);
    expect(steps.at(-1)?.at).toBe(at(40));
  });

  it('ends a cancelled pickup order at the cancellation', () => {
    const steps = buildTimeline('pickup', 'cancelled', [
      { status: 'received', at: at(0) },
      { status: 'cancelled', at: at(3) },
    ]);
    expect(steps.map((step) => step.status)).toEqual(['received', 'cancelled']);
  });
});
