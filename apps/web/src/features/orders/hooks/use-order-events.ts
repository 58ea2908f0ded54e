import { useEffect, useEffectEvent } from 'react';
import { followTicketedStream, type StreamSource } from '@delivery/client/ticketed-stream';
import { orderStatuses, type TOrderStatus } from '@delivery/contract/order-status';
import { callPath } from '@delivery/contract/call';
import { orderCalls } from '@delivery/contract/calls/orders';
import { apiUrl } from '../../../lib/api-client.ts';
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

type OrderEventName = 'status' | 'payment' | 'details';

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
  ticket: () => Promise<string>;
  open: (url: string) => StreamSource<OrderEventName>;
  retryFirstMs?: number;
};

/** Follows an order's stream until `stop()` is called, opening it again after a drop (at most 30 s later). */
export function followOrderEvents({
  orderId,
  onStatus,
  onPaid,
  onDetails,
  onReconnect,
  ticket,
  open,
  retryFirstMs,
}: FollowOptions): () => void {
  return followTicketedStream<OrderEventName>({
    url: (granted) => orderEventsUrl(orderId, granted),
    ticket,
    open,
    on: {
      status: (event) => {
        const status = readStatusEvent(event.data, orderId);
        if (status) onStatus(status);
      },
      payment: (event) => {
        if (readPaymentEvent(event.data, orderId)) onPaid();
      },
      details: (event) => {
        if (readDetailsEvent(event.data, orderId)) onDetails();
      },
    },
    onOpen: (again) => {
      if (again) onReconnect();
    },
    retryFirstMs,
    retryLastMs: 30_000,
  });
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
