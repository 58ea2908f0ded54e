import { describe, expect, it } from 'vitest';
import { orderEventsUrl, readStatusEvent } from './use-order-events.ts';

describe('readStatusEvent', () => {
  it("reads the status of this order's event", () => {
    expect(readStatusEvent('{"order_id":12,"status":"preparing"}', 12)).toBe('preparing');
  });

  it("ignores another order's event, an unknown status and malformed data", () => {
    expect(readStatusEvent('{"order_id":13,"status":"preparing"}', 12)).toBeNull();
    expect(readStatusEvent('{"order_id":12,"status":"lost"}', 12)).toBeNull();
    expect(readStatusEvent('not json', 12)).toBeNull();
    expect(readStatusEvent(undefined, 12)).toBeNull();
  });
});

describe('orderEventsUrl', () => {
  it('carries the token in the query, encoded', () => {
    expect(orderEventsUrl(12, 'a+b/c')).toBe('/api/orders/12/events?token=a%2Bb%2Fc');
  });
});
