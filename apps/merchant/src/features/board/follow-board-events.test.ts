import type { StreamState } from '@delivery/client/ticketed-stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@delivery/client/fake-event-source.fixture';
import { boardEventsUrl, followBoardEvents } from './follow-board-events.ts';

class FakeSource extends FakeEventSource {
  order() {
    this.send('order', '{"order_id":1,"shop_id":2,"status":"received"}');
  }
  ping(everyMs: number) {
    this.send('ping', JSON.stringify({ every_ms: everyMs }));
  }
}

describe('boardEventsUrl', () => {
  it('carries the ticket in the query, encoded, and nothing else', () => {
    expect(boardEventsUrl('a+b/c')).toBe('/api/merchant/orders/events?ticket=a%2Bb%2Fc');
  });
});

describe('followBoardEvents', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function follow(tickets: (() => Promise<string>)[]) {
    const sources: FakeSource[] = [];
    const states: StreamState[] = [];
    let changes = 0;
    let asked = 0;
    const stop = followBoardEvents({
      onChange: () => (changes += 1),
      onState: (state) => states.push(state),
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
    return { sources, states, stop, changes: () => changes, asked: () => asked };
  }

  it('reads the board again on every order and payment event, and on no other', async () => {
    const run = follow([() => Promise.resolve('t1')]);
    await vi.runAllTimersAsync();
    const [source] = run.sources;
    expect(source!.url).toBe('/api/merchant/orders/events?ticket=t1');
    source!.onopen?.(new Event('open'));
    expect(run.states).toEqual(['connecting', 'live']);
    // What was placed before the stream opened was not heard: the opening reads the board too.
    expect(run.changes()).toBe(1);
    source!.order();
    source!.send('payment', '{"order_id":1,"shop_id":2}');
    source!.send('message', 'anything');
    expect(run.changes()).toBe(3);
  });

  it('opens a new stream with a new ticket after a drop, and reads the board again once back', async () => {
    const run = follow([() => Promise.resolve('t1'), () => Promise.resolve('t2')]);
    await vi.runAllTimersAsync();
    run.sources[0]!.onopen?.(new Event('open'));
    run.sources[0]!.onerror?.(new Event('error'));
    expect(run.sources[0]!.closed).toBe(true);
    expect(run.states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run.sources[1]!.url).toBe('/api/merchant/orders/events?ticket=t2');
    run.sources[1]!.onopen?.(new Event('open'));
    expect(run.states.at(-1)).toBe('live');
    expect(run.changes()).toBe(2);
  });

  it('keeps the interval a heartbeat names, and ignores one that names none', async () => {
    const run = follow([() => Promise.resolve('t1')]);
    await vi.runAllTimersAsync();
    const [source] = run.sources;
    source!.onopen?.(new Event('open'));
    source!.ping(1_000);
    source!.send('ping', 'not json');
    await vi.advanceTimersByTimeAsync(2_499);
    expect(source!.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(source!.closed).toBe(true);
    expect(run.states.at(-1)).toBe('reconnecting');
  });
});
