import { orderStatuses, type TOrderStatus } from '@delivery/contract/order-status';
import type { FastifyInstance } from 'fastify';
import { statusesOf } from './queries.ts';

type Listener = (status: TOrderStatus) => void;

export type OrderEvents = {
  /** Calls `listener` with the order's status at every change; answers the unsubscribe. */
  subscribe(orderId: number, listener: Listener): () => void;
};

/**
 * Fans order status changes out to the open streams of this process. Every process LISTENs to
 * `order_status` (NOTIFY from whichever process changed the order), so a customer connected to
 * any of them hears every change. A NOTIFY sent while this process's LISTEN connection was down
 * is lost, so when it comes back every watched order is read again and its status passed on
 * (a listener ignores a status it already sent).
 */
export async function createOrderEvents(app: FastifyInstance): Promise<OrderEvents> {
  const listeners = new Map<number, Set<Listener>>();
  const pass = (orderId: number, status: TOrderStatus) =>
    listeners.get(orderId)?.forEach((listener) => listener(status));
  const readAgain = async () => {
    for (const { id, status } of await statusesOf(app.db, [...listeners.keys()])) pass(id, status);
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
      const status = orderStatuses.find((known) => known === sent);
      if (status) pass(Number(id), status);
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
