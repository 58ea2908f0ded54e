import { ErrorType } from '@delivery/contract/errors';
import { ApiError } from './api-error.ts';

/**
 * Follows a Server-Sent Events stream opened with a single-use ticket (decision 0020): the
 * customer's order page and the panel's board (decision 0072). EventSource would reconnect by
 * itself with its spent ticket, so each drop closes it and opens a new one with a fresh ticket,
 * backing off while the server is unreachable.
 */

/** What of an EventSource this needs (tests hand a fake). */
export type StreamSource<E extends string> = {
  addEventListener(type: E, listener: (event: MessageEvent) => void): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type StreamState = 'connecting' | 'live' | 'reconnecting';

export type FollowStreamOptions<E extends string> = {
  /** The stream's address with a ticket in its query, never the session token. */
  url: (ticket: string) => string;
  /** A new ticket for each opening: a ticket opens one stream once. */
  ticket: () => Promise<string>;
  open: (url: string) => StreamSource<E>;
  /** What each named event of the stream does; any of them is also a sign of life. */
  on: Partial<Record<E, (event: MessageEvent) => void>>;
  /** The stream opened; `again` after a drop, when changes in between may have been missed. */
  onOpen?: (again: boolean) => void;
  onState?: (state: StreamState) => void;
  /**
   * The event the server beats with, and the interval its data names (null when it names none). A
   * stream silent for `SILENT_BEATS` of them is dead (decision 0069) and is opened again.
   */
  heartbeat?: { event: E; intervalOf: (event: MessageEvent) => number | null };
  /** Waits before opening again after a drop: `retryFirstMs`, doubled each time, at most `retryLastMs`. */
  retryFirstMs?: number;
  retryLastMs: number;
};

const RETRY_FIRST_MS = 1_000;

/**
 * A stream silent for this many of its heartbeats is dead (a phone that slept, a proxy that hung
 * up without a word): more than two, so one late beat on a slow network is not a drop.
 */
export const SILENT_BEATS = 2.5;

/** The session has ended (401): no ticket will come, so the stream is not opened again. */
const sessionEnded = (error: unknown) => error instanceof ApiError && error.errorType === ErrorType.UNAUTHENTICATED;

/** Follows the stream until the returned stop is called. */
export function followTicketedStream<E extends string>({
  url,
  ticket,
  open,
  on,
  onOpen,
  onState,
  heartbeat,
  retryFirstMs = RETRY_FIRST_MS,
  retryLastMs,
}: FollowStreamOptions<E>): () => void {
  let stopped = false;
  let source: StreamSource<E> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  // Unknown until the first heartbeat: the server's setting, not the app's.
  let beatMs: number | null = null;
  let failures = 0;
  let dropped = false;

  const retry = () => {
    if (stopped) return;
    onState?.('reconnecting');
    const delay = Math.min(retryLastMs, retryFirstMs * 2 ** failures);
    failures += 1;
    timer = setTimeout(connect, delay);
  };

  const drop = (dead: StreamSource<E>) => {
    clearTimeout(watchdog);
    dead.close();
    source = null;
    dropped = true;
    retry();
  };

  function connect() {
    ticket().then(
      (granted) => {
        if (stopped) return;
        const next = open(url(granted));
        source = next;
        /** The stream spoke: it is alive, and the next word is due within SILENT_BEATS beats. */
        const heard = () => {
          clearTimeout(watchdog);
          if (beatMs !== null) watchdog = setTimeout(() => drop(next), beatMs * SILENT_BEATS);
        };
        for (const [name, handle] of Object.entries(on) as [E, (event: MessageEvent) => void][]) {
          next.addEventListener(name, (event) => {
            heard();
            handle(event);
          });
        }
        if (heartbeat) {
          next.addEventListener(heartbeat.event, (event) => {
            beatMs = heartbeat.intervalOf(event) ?? beatMs;
            heard();
          });
        }
        next.onopen = () => {
          failures = 0;
          heard();
          onState?.('live');
          const again = dropped;
          dropped = false;
          onOpen?.(again);
        };
        next.onerror = () => drop(next);
      },
      (error: unknown) => {
        if (!sessionEnded(error)) retry();
      },
    );
  }

  onState?.('connecting');
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(watchdog);
    source?.close();
  };
}
