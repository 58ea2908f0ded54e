import { orderStatuses, type TOrderStatus } from '@delivery/contract/order-status';
import type { FastifyInstance } from 'fastify';
import { paidAmong } from '../payments/service.ts';
import { PAID_EVENT, statusesOf } from './queries.ts';

/** A change of an order: its new status, or its payment seen. */
export type OrderEvent = { kind: 'status'; status: TOrderStatus } | { kind: 'paid' };
type Listener = (event: OrderEvent) => void;

export type OrderEvents = {
  /** Calls `listener` at every change of the order; answers the unsubscribe. */
  subscribe(orderId: number, listener: Listener): () => void;
};

/**
 * Fans order changes out to the open streams of this process. Every process LISTENs to
 * `order_status` (NOTIFY from whichever process changed the order or saw it paid), so a customer
 * connected to any of them hears every change. A NOTIFY sent while this process's LISTEN
 * connection was down is lost, so when it comes back every watched order is read again, status
 * and payment, and passed on (a listener ignores what it already sent).
 */
export async function createOrderEvents(app: FastifyInstance): Promise<OrderEvents> {
  const listeners = new Map<number, Set<Listener>>();
  const pass = (orderId: number, event: OrderEvent) => listeners.get(orderId)?.forEach((listener) => listener(event));
  const readAgain = async () => {
    const watched = [...listeners.keys()];
    const [statuses, paid] = await Promise.all([statusesOf(app.db, watched), paidAmong(app.db, watched)]);
    for (const { id, status } of statuses) pass(id, { kind: 'status', status });
    for (const id of paid) pass(id, { kind: 'paid' });
  };
  const unlisten = await app.database.listen(
    'order_status',
    (payload) => {
      if (!payload) {
        void readAgain().catch((err: unknown) =>
          app.log.error({ err }, 'order streams: reading statuses again failed'),
        );
        return;
      }
      const [id, sent] = payload.split(':');
      if (sent === PAID_EVENT) return pass(Number(id), { kind: 'paid' });
      const status = orderStatuses.find((known) => known === sent);
      if (status) pass(Number(id), { kind: 'status', status });
    },
    app.log,
  );
  app.addHook('onClose', async () => unlisten());
  return {
    subscribe(orderId, listener) {
      const set = listeners.get(orderId) ?? new Set();
      set.add(listener);
      listeners.set(orderId, set);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(orderId);
      };
    },
  };
}
