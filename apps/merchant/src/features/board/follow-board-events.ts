import { followTicketedStream, type StreamSource, type StreamState } from '@delivery/client/ticketed-stream';
import { boardHeartbeatEvent, ZBoardPingEvent } from '@delivery/contract/board';
import { callPath } from '@delivery/contract/call';
import { boardCalls } from '@delivery/contract/calls/board';

/** The stream's address: a single-use ticket in the query, never the session token (decision 0020). */
export const boardEventsUrl = (ticket: string): string =>
  `${callPath(boardCalls.boardEvents)}?${new URLSearchParams({ ticket }).toString()}`;

/** An order was placed or changed status; an order's payment was seen (a Pix paid, a mark). */
type BoardEventName = 'order' | 'payment' | 'details' | typeof boardHeartbeatEvent;

type FollowOptions = {
  /** An order of the board was placed, changed or paid: read the board again. */
  onChange: () => void;
  onState: (state: StreamState) => void;
  ticket: () => Promise<string>;
  open: (url: string) => StreamSource<BoardEventName>;
  retryFirstMs?: number;
};

/** The interval a 'ping' event names, or null when its data is not one. */
function beatOf(event: MessageEvent): number | null {
  try {
    const ping = ZBoardPingEvent.safeParse(JSON.parse(String(event.data)));
    return ping.success ? ping.data.every_ms : null;
  } catch {
    return null;
  }
}

/**
 * Follows the board's stream until the returned stop is called, opening it again after a drop (at
 * most 15 s later) or a silence of its heartbeat. Every opening also counts as a change: orders
 * placed before it (between the board's first read and the stream's opening, or while it was
 * down) were not heard.
 */
export function followBoardEvents({ onChange, onState, ticket, open, retryFirstMs }: FollowOptions): () => void {
  return followTicketedStream<BoardEventName>({
    url: boardEventsUrl,
    ticket,
    open,
    on: { order: () => onChange(), payment: () => onChange(), details: () => onChange() },
    onOpen: () => onChange(),
    onState,
    heartbeat: { event: boardHeartbeatEvent, intervalOf: beatOf },
    retryFirstMs,
    retryLastMs: 15_000,
  });
}
