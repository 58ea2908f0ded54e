import type { TBoardOrder } from '@delivery/contract/board';
import { useEffect, useRef } from 'react';

/** Accepted by the platform for a shop that accepts automatically, rather than by someone here. */
const acceptedAutomatically = (order: TBoardOrder) => {
  const last = order.history.at(-1);
  return order.status === 'accepted' && last?.status === 'accepted' && last.by === 'system';
};

/**
 * Prints each order the platform accepts for the shop while this board is open, when the device
 * prints on accept: nobody clicks "Aceitar" there, so nothing else would. Orders already on the
 * board when it opens were printed, or not, before: only those accepted since are printed, once.
 */
export function useAutoPrint(orders: TBoardOrder[] | undefined, enabled: boolean, print: (order: TBoardOrder) => void) {
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!orders) return;
    if (!known.current) {
      known.current = new Set(orders.filter(acceptedAutomatically).map((order) => order.order_id));
      return;
    }
    const due = orders.filter((order) => acceptedAutomatically(order) && !known.current?.has(order.order_id));
    for (const order of due) known.current.add(order.order_id);
    // Printing renders the ticket first (flushSync), which React cannot do while it runs effects:
    // from inside this one, the dialog would show the ticket before, another order's.
    if (enabled && due.length > 0) queueMicrotask(() => due.forEach(print));
  }, [orders, enabled, print]);
}
