import { useEffect, useEffectEvent } from 'react';
import { orderStatuses, type TOrderStatus } from '@delivery/contract/order-status';
import { callPath } from '@delivery/contract/call';
import { orderCalls } from '@delivery/contract/calls/orders';
import { apiUrl } from '../../../lib/api-client.ts';

export const orderEventsUrl = (orderId: number, token: string): string =>
  `${apiUrl(callPath(orderCalls.orderEvents, { order_id: orderId }))}?${new URLSearchParams({ token }).toString()}`;

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

type OrderEventsOptions = {
  orderId: number;
  token: string;
  /** False once the status is final (isFinalStatus): the stream is closed, nothing more will come. */
  active: boolean;
  /** Every status the stream reports, the current one first (again after each reconnection). */
  onStatus: (status: TOrderStatus) => void;
  /** The stream came back after a drop: changes in between may have been missed. */
  onReconnect: () => void;
};

/**
 * Follows an order's Server-Sent Events while it is `active`. EventSource reconnects by itself
 * after a drop; the stream is closed on unmount and when the order is over.
 */
export function useOrderEvents({ orderId, token, active, onStatus, onReconnect }: OrderEventsOptions): void {
  const statusEvent = useEffectEvent(onStatus);
  const reconnectEvent = useEffectEvent(onReconnect);

  useEffect(() => {
    if (!active || typeof EventSource === 'undefined') return;
    const source = new EventSource(orderEventsUrl(orderId, token));
    let dropped = false;
    const onMessage = (event: MessageEvent) => {
      const status = readStatusEvent(event.data, orderId);
      if (status) statusEvent(status);
    };
    source.addEventListener('status', onMessage);
    source.onerror = () => {
      dropped = true;
    };
    source.onopen = () => {
      if (!dropped) return;
      dropped = false;
      reconnectEvent();
    };
    return () => {
      source.removeEventListener('status', onMessage);
      source.close();
    };
  }, [orderId, token, active]);
}
