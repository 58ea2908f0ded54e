import { boardHeartbeatEvent, ZBoardPingEvent } from '@delivery/contract/board';
import { callPath } from '@delivery/contract/call';
import { boardCalls } from '@delivery/contract/calls/board';
import { ErrorType } from '@delivery/contract/errors';
import { ApiError } from '../../lib/api-client.ts';

/** The stream's address: a single-use ticket in the query, never the session token (decision 0020). */
export const boardEventsUrl = (ticket: string): string =>
  `${callPath(boardCalls.boardEvents)}?${new URLSearchParams({ ticket }).toString()}`;

/** An order was placed or changed status; an order's payment was seen (a Pix paid, a mark). */
export const boardEventNames = ['order', 'payment'] as const;
type BoardEventName = (typeof boardEventNames)[number] | typeof boardHeartbeatEvent;

/** What of an EventSource this needs (tests hand a fake). */
export type StreamSource = {
  addEventListener(type: BoardEventName, listener: (event: MessageEvent) => void): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type StreamState = 'connecting' | 'live' | 'reconnecting';

type FollowOptions = {
  /** An order of the board was placed, changed or paid: read the board again. */
  onChange: () => void;
  onState: (state: StreamState) => void;
  /** A new ticket for each opening: a ticket opens one stream once. */
  ticket: () => Promise<string>;
  open: (url: string) => StreamSource;
  retryFirstMs?: number;
};

/** Waits before opening the stream again after a drop: 1 s, doubled, at most 15 s. */
const RETRY_FIRST_MS = 1_000;
const RETRY_LAST_MS = 15_000;

/**
 * A stream silent for this many of its heartbeats is dead (a phone that slept, a proxy that hung
 * up without a word): more than two, so one late beat on a slow network is not a drop.
 */
export const SILENT_BEATS = 2.5;

/** The interval a 'ping' event names, or null when its data is not one. */
function beatOf(event: MessageEvent): number | null {
  try {
    const ping = ZBoardPingEvent.safeParse(JSON.parse(String(event.data)));
    return ping.success ? ping.data.every_ms : null;
  } catch {
    return null;
  }
}

const sessionEnded = (error: unknown) => error instanceof ApiError && error.errorType === ErrorType.UNAUTHENTICATED;

/**
 * Follows the board's stream until the returned stop is called. EventSource would reconnect by
 * itself with its spent ticket, so each drop closes it and opens a new one with a fresh ticket.
 * Every opening also counts as a change: orders placed before it (between the board's first read
 * and the stream's opening, or while it was down) were not heard. A stream can also die without
 * an error (decision 0069): its heartbeat names its interval, and one that stays silent for
 * `SILENT_BEATS` of them is dropped and opened again the same way.
 */
export function followBoardEvents({
  onChange,
  onState,
  ticket,
  open,
  retryFirstMs = RETRY_FIRST_MS,
}: FollowOptions): () => void {
  let stopped = false;
  let source: StreamSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  // Unknown until the first heartbeat: the server's setting, not the panel's.
  let beatMs: number | null = null;
  let failures = 0;

  const retry = () => {
    if (stopped) return;
    onState('reconnecting');
    const delay = Math.min(RETRY_LAST_MS, retryFirstMs * 2 ** failures);
    failures += 1;
    timer = setTimeout(connect, delay);
  };

  const drop = (dead: StreamSource) => {
    clearTimeout(watchdog);
    dead.close();
    source = null;
    retry();
  };

  function connect() {
    ticket().then(
      (granted) => {
        if (stopped) return;
        const next = open(boardEventsUrl(granted));
        source = next;
        /** The stream spoke: it is alive, and the next word is due within SILENT_BEATS beats. */
        const heard = () => {
          clearTimeout(watchdog);
          if (beatMs !== null) watchdog = setTimeout(() => drop(next), beatMs * SILENT_BEATS);
        };
        for (const name of boardEventNames) {
          next.addEventListener(name, () => {
            heard();
            onChange();
          });
        }
        next.addEventListener(boardHeartbeatEvent, (event) => {
          beatMs = beatOf(event) ?? beatMs;
          heard();
        });
        next.onopen = () => {
          failures = 0;
          heard();
          onState('live');
          onChange();
        };
        next.onerror = () => drop(next);
      },
      (error: unknown) => {
        // A 401 has already sent the panel back to sign-in: no ticket will come.
        if (!sessionEnded(error)) retry();
      },
    );
  }

  onState('connecting');
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(watchdog);
    source?.close();
  };
}
