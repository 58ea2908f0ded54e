import { orderStatuses, type TOrderStatus } from '@delivery/contract/order-status';
import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS_CHANNEL, statusesOf } from './queries.ts';

type Listener = (status: TOrderStatus) => void;

/** An order of a shop was placed or changed status. */
export type ShopOrderEvent = { orderId: number; shopId: number; status: TOrderStatus };

type ShopWatcher = {
  shopIds: ReadonlySet<number>;
  listener: (event: ShopOrderEvent) => void;
  /** Events may have been missed (the LISTEN connection was lost): what was read must be read again. */
  missed: () => void;
};

export type OrderEvents = {
  /** Calls `listener` with the order's status at every change; answers the unsubscribe. */
  subscribe(orderId: number, listener: Listener): () => void;
  /** Calls `listener` for every order of these shops placed or changed; answers the unsubscribe. */
  watchShops(shopIds: readonly number[], listener: ShopWatcher['listener'], missed: () => void): () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Order events of every API process, heard on this one (the customer's streams, the boards). */
    orderEvents: OrderEvents;
  }
}

/**
 * Fans order events out to the open streams of this process. Every process LISTENs to
 * `order_status` (NOTIFY from whichever process placed or changed the order, `queries.ts`), so a
 * customer or a shop connected to any of them hears every change. A NOTIFY sent while this
 * process's LISTEN connection was down is lost, so when it comes back every watched order is read
 * again and its status passed on (a listener ignores a status it already sent), and every shop
 * watcher is told to read again.
 */
export async function registerOrderEvents(app: FastifyInstance): Promise<void> {
  const listeners = new Map<number, Set<Listener>>();
  const watchers = new Map<number, Set<ShopWatcher>>();
  const pass = (orderId: number, status: TOrderStatus) =>
    listeners.get(orderId)?.forEach((listener) => listener(status));
  const readAgain = async () => {
    for (const { id, status } of await statusesOf(app.db, [...listeners.keys()])) pass(id, status);
  };
  const unlisten = await app.database.listen(
    ORDER_STATUS_CHANNEL,
    (payload) => {
      if (!payload) {
        void readAgain().catch((err: unknown) =>
          app.log.error({ err }, 'order streams: reading statuses again failed'),
        );
        new Set([...watchers.values()].flatMap((set) => [...set])).forEach((watcher) => watcher.missed());
        return;
      }
      const [id, sent, shop] = payload.split(':');
      const status = orderStatuses.find((known) => known === sent);
      if (!status) return;
      const orderId = Number(id);
      pass(orderId, status);
      const shopId = Number(shop);
      watchers.get(shopId)?.forEach((watcher) => watcher.listener({ orderId, shopId, status }));
    },
    app.log,
  );
  app.addHook('onClose', async () => unlisten());
  app.decorate<OrderEvents>('orderEvents', {
    subscribe(orderId, listener) {
      const set = listeners.get(orderId) ?? new Set();
      set.add(listener);
      listeners.set(orderId, set);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(orderId);
      };
    },
    watchShops(shopIds, listener, missed) {
      const watcher: ShopWatcher = { shopIds: new Set(shopIds), listener, missed };
      for (const shopId of watcher.shopIds) watchers.set(shopId, (watchers.get(shopId) ?? new Set()).add(watcher));
      return () => {
        for (const shopId of watcher.shopIds) {
          const set = watchers.get(shopId);
          set?.delete(watcher);
          if (set && !set.size) watchers.delete(shopId);
        }
      };
    },
  });
}
