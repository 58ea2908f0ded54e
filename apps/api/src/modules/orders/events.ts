import { orderStatuses, type TOrderStatus } from '@delivery/contract/order-status';
import type { FastifyInstance } from 'fastify';
import { paidAmong } from '../payments/service.ts';
import { BOARD_DETAILS_EVENT, DETAILS_EVENT, ORDER_STATUS_CHANNEL, PAID_EVENT, statusesOf } from './queries.ts';

/** A change of an order: its new status, its payment seen, or its courier or times changed. */
export type OrderEvent =
  | { kind: 'status'; status: TOrderStatus }
  | { kind: 'paid' }
  /** `boards`: the change is one a board shows too (a delay, a problem reported). */
  | { kind: 'details'; boards: boolean };
type Listener = (event: OrderEvent) => void;

/** An order of a shop was placed, changed status, was paid, or changed in what its board shows. */
export type ShopOrderEvent = OrderEvent & { orderId: number; shopId: number };

type ShopWatcher = {
  shopIds: ReadonlySet<number>;
  listener: (event: ShopOrderEvent) => void;
  /** Events may have been missed (the LISTEN connection was lost): what was read must be read again. */
  missed: () => void;
};

export type OrderEvents = {
  /** Calls `listener` at every change of the order; answers the unsubscribe. */
  subscribe(orderId: number, listener: Listener): () => void;
  /** Calls `listener` for every order of these shops placed, changed or paid; answers the unsubscribe. */
  watchShops(shopIds: readonly number[], listener: ShopWatcher['listener'], missed: () => void): () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Order events of every API process, heard on this one (the customer's streams, the boards). */
    orderEvents: OrderEvents;
  }
}

/** The event a NOTIFY's payload tells (queries.ts), or null for one this process does not know. */
function parse(payload: string): (OrderEvent & { orderId: number; shopId: number }) | null {
  const [id, sent, shop] = payload.split(':');
  const ids = { orderId: Number(id), shopId: Number(shop) };
  if (sent === PAID_EVENT) return { kind: 'paid', ...ids };
  if (sent === DETAILS_EVENT || sent === BOARD_DETAILS_EVENT) {
    return { kind: 'details', boards: sent === BOARD_DETAILS_EVENT, ...ids };
  }
  const status = orderStatuses.find((known) => known === sent);
  return status ? { kind: 'status', status, ...ids } : null;
}

/**
 * Fans order events out to the open streams of this process. Every process LISTENs to
 * `order_status` (NOTIFY from whichever process placed the order, changed it or saw it paid,
 * `queries.ts`), so a customer or a shop connected to any of them hears every change. A NOTIFY
 * sent while this process's LISTEN connection was down is lost, so when it comes back every
 * watched order is read again, status and payment, and passed on (a listener ignores what it
 * already sent), and every shop watcher is told to read again.
 */
export async function registerOrderEvents(app: FastifyInstance): Promise<void> {
  const listeners = new Map<number, Set<Listener>>();
  const watchers = new Map<number, Set<ShopWatcher>>();
  const pass = (orderId: number, event: OrderEvent) => listeners.get(orderId)?.forEach((listener) => listener(event));
  const readAgain = async () => {
    const watched = [...listeners.keys()];
    const [statuses, paid] = await Promise.all([statusesOf(app.db, watched), paidAmong(app.db, watched)]);
    for (const { id, status } of statuses) pass(id, { kind: 'status', status });
    for (const id of paid) pass(id, { kind: 'paid' });
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
      const event = parse(payload);
      if (!event) return;
      pass(event.orderId, event);
      if (event.kind !== 'details' || event.boards) {
        watchers.get(event.shopId)?.forEach((watcher) => watcher.listener(event));
      }
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
