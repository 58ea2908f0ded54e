import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCancel,
  deliveryTypes,
  isCompletedStatus,
  isFinalStatus,
  nextStatus,
  orderStatuses,
  statusPath,
  type TDeliveryType,
  type TOrderStatus,
} from './order-status.ts';

const anyType = fc.constantFrom(...deliveryTypes);
const anyStatus = fc.constantFrom(...orderStatuses);

/** Every status `next` reaches from 'received', in order, stopping where it answers null. */
function walk(type: TDeliveryType): TOrderStatus[] {
  const seen: TOrderStatus[] = ['received'];
  for (let at = nextStatus(type, 'received'); at !== null; at = nextStatus(type, at)) {
    if (seen.length > orderStatuses.length) throw new Error(`no end after ${seen.join(' → ')}`);
    seen.push(at);
  }
  return seen;
}

describe('order status machine', () => {
  it('delivers and picks up along the steps docs/architecture.md names', () => {
    expect(walk('delivery')).toEqual(['received', 'accepted', 'preparing', 'out_for_delivery', 'delivered']);
    expect(walk('pickup')).toEqual(['received', 'accepted', 'preparing', 'ready_for_pickup', 'picked_up']);
  });

  it("walking next from 'received' ends at the path's last step, a final one, never cancelled", () => {
    fc.assert(
      fc.property(anyType, (type) => {
        const steps = walk(type);
        expect(steps).toEqual(statusPath(type));
        expect(steps).not.toContain('cancelled');
        expect(steps.filter(isFinalStatus)).toEqual([steps.at(-1)]);
        expect(isCompletedStatus(steps.at(-1)!)).toBe(true);
      }),
    );
  });

  it('a step is cancellable exactly when at least two more steps follow it', () => {
    fc.assert(
      fc.property(anyType, anyStatus, (type, status) => {
        const next = nextStatus(type, status);
        const twoAhead = next !== null && nextStatus(type, next) !== null;
        expect(canCancel(type, status)).toBe(twoAhead);
      }),
    );
    expect(statusPath('pickup').filter((status) => !canCancel('pickup', status))).toEqual([
      'ready_for_pickup',
      'picked_up',
    ]);
    expect(statusPath('delivery').filter((status) => !canCancel('delivery', status))).toEqual([
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('final statuses have no next step and cannot be cancelled, whatever the path', () => {
    expect(orderStatuses.filter(isFinalStatus)).toEqual(['delivered', 'picked_up', 'cancelled']);
    fc.assert(
      fc.property(
        anyType,
        anyStatus.filter((status) => isFinalStatus(status)),
        (type, status) => {
          expect(nextStatus(type, status)).toBeNull();
          expect(canCancel(type, status)).toBe(false);
        },
      ),
    );
  });

  it("a step of the other path goes nowhere: a delivery is never 'ready for pickup'", () => {
    fc.assert(
      fc.property(anyType, anyStatus, (type, status) => {
        if (statusPath(type).includes(status)) return;
        expect(nextStatus(type, status)).toBeNull();
        expect(canCancel(type, status)).toBe(false);
      }),
    );
    expect(nextStatus('delivery', 'ready_for_pickup')).toBeNull();
    expect(nextStatus('pickup', 'out_for_delivery')).toBeNull();
  });
});
