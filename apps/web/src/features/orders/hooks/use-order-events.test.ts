import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@delivery/client/fake-event-source.fixture';
import {
  followOrderEvents,
  orderEventsUrl,
  readDetailsEvent,
  readPaymentEvent,
  readStatusEvent,
} from './use-order-events.ts';

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

describe('readPaymentEvent', () => {
  it("says paid only for this order's payment event", () => {
    expect(readPaymentEvent('{"order_id":12,"payment_status":"paid"}', 12)).toBe(true);
    expect(readPaymentEvent('{"order_id":13,"payment_status":"paid"}', 12)).toBe(false);
    expect(readPaymentEvent('{"order_id":12,"payment_status":"pending"}', 12)).toBe(false);
    expect(readPaymentEvent('{"order_id":12,"status":"paid"}', 12)).toBe(false);
    expect(readPaymentEvent('not json', 12)).toBe(false);
  });
});

describe('readDetailsEvent', () => {
  it("says changed only for this order's details event", () => {
    expect(readDetailsEvent('{"order_id":12,"details":"changed"}', 12)).toBe(true);
    expect(readDetailsEvent('{"order_id":13,"details":"changed"}', 12)).toBe(false);
    expect(readDetailsEvent('{"order_id":12,"details":"gone"}', 12)).toBe(false);
    expect(readDetailsEvent('{"order_id":12,"status":"preparing"}', 12)).toBe(false);
    expect(readDetailsEvent('not json', 12)).toBe(false);
    expect(readDetailsEvent(undefined, 12)).toBe(false);
  });
});

describe('orderEventsUrl', () => {
  it('carries the ticket in the query, encoded, and nothing else', () => {
    expect(orderEventsUrl(12, 'a+b/c')).toBe('/api/orders/12/events?ticket=a%2Bb%2Fc');
  });
});

/** The order's stream: each event's data is JSON. */
class FakeSource extends FakeEventSource {
  private sendJson(type: string, data: unknown) {
    this.send(type, JSON.stringify(data));
  }
  status(status: string) {
    this.sendJson('status', { order_id: 12, status });
  }
  paid() {
    this.sendJson('payment', { order_id: 12, payment_status: 'paid' });
  }
  details(orderId = 12) {
    this.sendJson('details', { order_id: orderId, details: 'changed' });
  }
}

describe('followOrderEvents', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function follow(tickets: (() => Promise<string>)[]) {
    const sources: FakeSource[] = [];
    const seen: string[] = [];
    let reconnects = 0;
    let asked = 0;
    const stop = followOrderEvents({
      orderId: 12,
      onStatus: (status) => seen.push(status),
      onPaid: () => seen.push('paid'),
      onDetails: () => seen.push('details'),
      onReconnect: () => (reconnects += 1),
      ticket: () => {
        asked += 1;
        return tickets.shift()?.() ?? Promise.reject(new Error('no more tickets in this test'));
      },
      open: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
    });
    return { sources, seen, stop, reconnects: () => reconnects, asked: () => asked };
  }

  it('opens each stream with a new ticket, and reopens it with another after a drop', async () => {
    const { sources, seen, reconnects, stop } = follow([async () => 'first', async () => 'second']);
    await vi.advanceTimersByTimeAsync(0);
    expect(sources.map((s) => s.url)).toEqual(['/api/orders/12/events?ticket=first']);
    sources[0]!.onopen?.(new Event('open'));
    sources[0]!.status('received');
    sources[0]!.onerror?.(new Event('error'));
    expect(sources[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sources.map((s) => s.url)).toEqual([
      '/api/orders/12/events?ticket=first',
      '/api/orders/12/events?ticket=second',
    ]);
    sources[1]!.onopen?.(new Event('open'));
    sources[1]!.status('accepted');
    sources[1]!.paid();
    expect(seen).toEqual(['received', 'accepted', 'paid']);
    expect(reconnects()).toBe(1);
    stop();
    expect(sources[1]!.closed).toBe(true);
  });

  it("reads the order again on its details event, and not on another order's", async () => {
    const { sources, seen, stop } = follow([async () => 'first']);
    await vi.advanceTimersByTimeAsync(0);
    sources[0]!.onopen?.(new Event('open'));
    sources[0]!.details(13);
    expect(seen).toEqual([]);
    sources[0]!.details();
    sources[0]!.status('out_for_delivery');
    sources[0]!.details();
    expect(seen).toEqual(['details', 'out_for_delivery', 'details']);
    stop();
  });
});
