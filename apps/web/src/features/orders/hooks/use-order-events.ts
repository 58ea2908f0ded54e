import { useEffect, useEffectEvent } from 'react';
import { orderStatuses, type TOrderStatus } from '@delivery/contract/order-status';
import { callPath } from '@delivery/contract/call';
import { orderCalls } from '@delivery/contract/calls/orders';
import { ErrorType } from '@delivery/contract/errors';
import { ApiError, apiUrl } from '../../../lib/api-client.ts';
import { orderEventsTicket } from '../api/order-events-ticket.ts';

/** The stream's address: a single-use ticket in the query, never the session token (decision 0020). */
export const orderEventsUrl = (orderId: number, ticket: string): string =>
  `${apiUrl(callPath(orderCalls.orderEvents, { order_id: orderId }))}?${new URLSearchParams({ ticket }).toString()}`;

/** The status of a `status` event's data, or null when it is not one this app knows. */
export function readStatusEvent(data: unknown, orderId: number): TOrderStatus | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { order_id?: unknown; status?: unknown };
    if (parsed.order_id !== orderId) return null;
    return orderStatuses.find((status) => status === parsed.status) ?? null;
  } catch {
    return null;
  }
}

/** Whether a `payment` event's data says that this order was paid. */
export function readPaymentEvent(data: unknown, orderId: number): boolean {
  if (typeof data !== 'string') return false;
  try {
    const parsed = JSON.parse(data) as { order_id?: unknown; payment_status?: unknown };
    return parsed.order_id === orderId && parsed.payment_status === 'paid';
  } catch {
    return false;
  }
}

/** Whether a `details` event's data says that this order's courier or times changed. */
export function readDetailsEvent(data: unknown, orderId: number): boolean {
  if (typeof data !== 'string') return false;
  try {
    const parsed = JSON.parse(data) as { order_id?: unknown; details?: unknown };
    return parsed.order_id === orderId && parsed.details === 'changed';
  } catch {
    return false;
  }
}

/** Waits before opening the stream again after a drop: 1 s, doubled, at most 30 s. */
const RETRY_FIRST_MS = 1_000;
const RETRY_LAST_MS = 30_000;

/** What of an EventSource this needs (tests hand a fake). */
type StreamSource = {
  addEventListener(type: 'status' | 'payment' | 'details', listener: (event: MessageEvent) => void): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
};

type FollowOptions = {
  orderId: number;
  /** Every status the stream reports, the current one first (again after each reconnection). */
  onStatus: (status: TOrderStatus) => void;
  /** The order was paid (said at once, and after each reconnection, when it already is). */
  onPaid: () => void;
  /** The order's courier or times changed: the event says only that, the order is to be read again. */
  onDetails: () => void;
  /** The stream came back after a drop: changes in between may have been missed. */
  onReconnect: () => void;
  /** A new ticket for each opening: a ticket opens one stream once. */
  ticket: () => Promise<string>;
  open: (url: string) => StreamSource;
  retryFirstMs?: number;
};

/** The session has ended (401): no ticket will come, so the stream is not opened again. */
const sessionEnded = (error: unknown) => error instanceof ApiError && error.errorType === ErrorType.UNAUTHENTICATED;

/**
 * Follows an order's stream until `stop()` is called. EventSource would reconnect by itself with the
 * same URL, whose ticket is spent, so each drop closes it and opens a new one with a new ticket,
 * backing off while the server is unreachable.
 */
export function followOrderEvents({
  orderId,
  onStatus,
  onPaid,
  onDetails,
  onReconnect,
  ticket,
  open,
  retryFirstMs = RETRY_FIRST_MS,
}: FollowOptions): () => void {
  let stopped = false;
  let source: StreamSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let dropped = false;

  const retry = () => {
    if (stopped) return;
    const delay = Math.min(RETRY_LAST_MS, retryFirstMs * 2 ** failures);
    failures += 1;
    timer = setTimeout(connect, delay);
  };
  function connect() {
    ticket().then(
      (granted) => {
        if (stopped) return;
        const next = open(orderEventsUrl(orderId, granted));
        source = next;
        next.addEventListener('status', (event) => {
          const status = readStatusEvent(event.data, orderId);
          if (status) onStatus(status);
        });
        next.addEventListener('payment', (event) => {
          if (readPaymentEvent(event.data, orderId)) onPaid();
        });
        next.addEventListener('details', (event) => {
          if (readDetailsEvent(event.data, orderId)) onDetails();
        });
        next.onopen = () => {
          failures = 0;
          if (!dropped) return;
          dropped = false;
          onReconnect();
        };
        next.onerror = () => {
          next.close();
          source = null;
          dropped = true;
          retry();
        };
      },
      (error: unknown) => {
        if (!sessionEnded(error)) retry();
      },
    );
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

type OrderEventsOptions = Pick<FollowOptions, 'orderId' | 'onStatus' | 'onPaid' | 'onDetails' | 'onReconnect'> & {
  token: string;
  /** False once the status is final (isFinalStatus): the stream is closed, nothing more will come. */
  active: boolean;
};

/** Follows an order's Server-Sent Events while it is `active`; closed on unmount and when the order is over. */
export function useOrderEvents({
  orderId,
  token,
  active,
  onStatus,
  onPaid,
  onDetails,
  onReconnect,
}: OrderEventsOptions): void {
  const statusEvent = useEffectEvent(onStatus);
  const paidEvent = useEffectEvent(onPaid);
  const detailsEvent = useEffectEvent(onDetails);
  const reconnectEvent = useEffectEvent(onReconnect);

  useEffect(() => {
    if (!active || typeof EventSource === 'undefined') return;
    return followOrderEvents({
      orderId,
      onStatus: (status) => statusEvent(status),
      onPaid: () => paidEvent(),
      onDetails: () => detailsEvent(),
      onReconnect: () => reconnectEvent(),
      ticket: () => orderEventsTicket(token, orderId),
      open: (url) => new EventSource(url),
    });
  }, [orderId, token, active]);
}
