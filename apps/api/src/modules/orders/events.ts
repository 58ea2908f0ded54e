import { orderStatuses, type TOrderStatus } from '@delivery/contract/order-status';
import type { FastifyInstance } from 'fastify';

type Listener = (status: TOrderStatus) => void;

/**
 * Fans order status changes out to the open streams of this process. Every process LISTENs to
 * `order_status` (NOTIFY from whichever process changed the order), so a customer connected to
 * any of them hears every change.
 */
export async function createOrderEvents(app: FastifyInstance) {
  const listeners = new Map<number, Set<Listener>>();
  const unlisten = await app.database.listen('order_status', (payload) => {
    const [id, sent] = payload.split(':');
    const status = orderStatuses.find((known) => known === sent);
    if (status) listeners.get(Number(id))?.forEach((listener) => listener(status));
  });
  app.addHook('onClose', async () => unlisten());
  return {
    subscribe(orderId: number, listener: Listener): () => void {
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
