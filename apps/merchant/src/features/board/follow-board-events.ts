import { callPath } from '@delivery/contract/call';
import { boardCalls } from '@delivery/contract/calls/board';
import { ErrorType } from '@delivery/contract/errors';
import { ApiError } from '../../lib/api-client.ts';

/** The stream's address: a single-use ticket in the query, never the session token (decision 0020). */
export const boardEventsUrl = (ticket: string): string =>
  `${callPath(boardCalls.boardEvents)}?${new URLSearchParams({ ticket }).toString()}`;

/** An order was placed or changed status; an order's payment was seen (a Pix paid, a mark). */
export const boardEventNames = ['order', 'payment'] as const;
type BoardEventName = (typeof boardEventNames)[number];

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

const sessionEnded = (error: unknown) => error instanceof ApiError && error.errorType === ErrorType.UNAUTHENTICATED;

/**
 * Follows the board's stream until the returned stop is called. EventSource would reconnect by
 * itself with its spent ticket, so each drop closes it and opens a new one with a fresh ticket.
 * Every opening also counts as a change: orders placed before it (between the board's first read
 * and the stream's opening, or while it was down) were not heard.
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
  let failures = 0;

  const retry = () => {
    if (stopped) return;
    onState('reconnecting');
    const delay = Math.min(RETRY_LAST_MS, retryFirstMs * 2 ** failures);
    failures += 1;
    timer = setTimeout(connect, delay);
  };

  function connect() {
    ticket().then(
      (granted) => {
        if (stopped) return;
        const next = open(boardEventsUrl(granted));
        source = next;
        for (const name of boardEventNames) next.addEventListener(name, () => onChange());
        next.onopen = () => {
          failures = 0;
          onState('live');
          onChange();
        };
        next.onerror = () => {
          next.close();
          source = null;
          retry();
        };
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
    source?.close();
  };
}
