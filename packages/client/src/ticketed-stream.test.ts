import { ErrorType } from '@delivery/contract/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from './fake-event-source.fixture.ts';
import { ApiError } from './api-error.ts';
import { followTicketedStream, type StreamState } from './ticketed-stream.ts';

class FakeSource extends FakeEventSource {
  ping(everyMs: number) {
    this.send('ping', String(everyMs));
  }
}

describe('followTicketedStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function follow(tickets: (() => Promise<string>)[], { heartbeat = false, retryLastMs = 30_000 } = {}) {
    const sources: FakeSource[] = [];
    const states: StreamState[] = [];
    const opened: boolean[] = [];
    const heard: string[] = [];
    let asked = 0;
    const stop = followTicketedStream<'news' | 'ping'>({
      url: (ticket) => `/stream?ticket=${ticket}`,
      ticket: () => {
        asked += 1;
        return tickets.shift()?.() ?? Promise.reject(new Error('no more tickets in this test'));
      },
      open: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
      on: { news: (event) => heard.push(String(event.data)) },
      onOpen: (again) => opened.push(again),
      onState: (state) => states.push(state),
      ...(heartbeat
        ? { heartbeat: { event: 'ping' as const, intervalOf: (event) => Number(event.data) || null } }
        : {}),
      retryLastMs,
    });
    return { sources, states, opened, heard, stop, asked: () => asked };
  }

  it('opens each stream with a new ticket, and says when it opened again after a drop', async () => {
    const run = follow([() => Promise.resolve('t1'), () => Promise.resolve('t2')]);
    await vi.runAllTimersAsync();
    const [first] = run.sources;
    expect(first!.url).toBe('/stream?ticket=t1');
    first!.onopen?.(new Event('open'));
    first!.send('news', 'a');
    first!.send('other', 'ignored');
    first!.onerror?.(new Event('error'));
    expect(first!.closed).toBe(true);
    expect(run.states).toEqual(['connecting', 'live', 'reconnecting']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run.sources[1]!.url).toBe('/stream?ticket=t2');
    run.sources[1]!.onopen?.(new Event('open'));
    run.sources[1]!.send('news', 'b');
    expect(run.states.at(-1)).toBe('live');
    expect(run.opened).toEqual([false, true]);
    expect(run.heard).toEqual(['a', 'b']);
  });

  it('backs off while no ticket comes, at most to its limit, and stops asking once the session has ended', async () => {
    const offline = () => Promise.reject(new ApiError('network', 'offline'));
    const run = follow(
      [
        offline,
        offline,
        offline,
        offline,
        () => Promise.reject(new ApiError('http', 'expirou', 401, ErrorType.UNAUTHENTICATED)),
      ],
      { retryLastMs: 3_000 },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(run.asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(run.asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.asked()).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run.asked()).toBe(3);
    // 4 s would come next: the limit holds it to 3 s.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run.asked()).toBe(4);
    await vi.advanceTimersByTimeAsync(3_000);
    // The fifth is refused for good: no sixth, and no stream.
    expect(run.asked()).toBe(5);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run.asked()).toBe(5);
    expect(run.sources).toEqual([]);
  });

  it('takes a stream silent for two and a half heartbeats for dead, and opens another', async () => {
    const run = follow([() => Promise.resolve('t1'), () => Promise.resolve('t2')], { heartbeat: true });
    await vi.runAllTimersAsync();
    const [first] = run.sources;
    first!.onopen?.(new Event('open'));
    first!.ping(20_000);
    // Beats that come keep it live, however long it runs; any event is a sign of life too.
    await vi.advanceTimersByTimeAsync(40_000);
    first!.ping(20_000);
    await vi.advanceTimersByTimeAsync(40_000);
    first!.send('news', 'a');
    await vi.advanceTimersByTimeAsync(49_999);
    expect(first!.closed).toBe(false);
    // No word for 50 s (2.5 beats of 20 s), and no error either.
    await vi.advanceTimersByTimeAsync(1);
    expect(first!.closed).toBe(true);
    expect(run.states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run.sources[1]!.url).toBe('/stream?ticket=t2');
  });

  it('without a heartbeat, never takes a silent stream for dead', async () => {
    const run = follow([() => Promise.resolve('t1')]);
    await vi.runAllTimersAsync();
    run.sources[0]!.onopen?.(new Event('open'));
    run.sources[0]!.ping(1_000);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(run.sources[0]!.closed).toBe(false);
    expect(run.states.at(-1)).toBe('live');
  });

  it('closes the stream when stopped and opens no other', async () => {
    const run = follow([() => Promise.resolve('t1'), () => Promise.resolve('t2')]);
    await vi.runAllTimersAsync();
    run.stop();
    expect(run.sources[0]!.closed).toBe(true);
    run.sources[0]!.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run.sources).toHaveLength(1);
  });
});
