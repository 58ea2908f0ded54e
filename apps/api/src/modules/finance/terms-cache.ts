import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ttlMemo } from '../../lib/ttl-memo.ts';
import type { OrderTerms } from './ledger.ts';
import { termsOfOrder } from './plans.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What an order of a shop is placed under, kept in this process (decision 0085). */
    orderTerms: OrderTermsCache;
  }
}

export type OrderTermsCache = {
  of(order: { marketplace: boolean; profileId: number; shopId: number }): Promise<OrderTerms>;
  /** Forgets every shop's terms here at once; other processes hear of it (announcePlansChanged). */
  forget(): void;
};

/** Every process forgets the plans it kept when one is saved, wherever it was saved. */
const PLANS_CHANGED_CHANNEL = 'commission_plans_changed';

/**
 * How long a shop's terms are kept at most: a plan saved is heard at once (NOTIFY), but a shop's
 * Open Delivery link, which decides its channel, is another module's and is read again after this.
 * Reading the terms at every order cost 40% of the orders a second (decision 0085).
 */
const TERMS_TTL_MS = 60_000;

/** A plan was saved: this process forgets at once, and every other one when it hears. */
export async function announcePlansChanged(db: Database, cache: OrderTermsCache): Promise<void> {
  cache.forget();
  await db.execute(sql`select pg_notify(${PLANS_CHANGED_CHANNEL}, '')`);
}

export async function registerOrderTerms(app: FastifyInstance): Promise<void> {
  const memo = ttlMemo((key: string) => {
    const [marketplace, profileId, shopId] = key.split(':');
    return termsOfOrder(app.db, {
      marketplace: marketplace === 'm',
      profileId: Number(profileId),
      shopId: Number(shopId),
    });
  }, TERMS_TTL_MS);
  const cache: OrderTermsCache = {
    of: (order) => memo(`${order.marketplace ? 'm' : 's'}:${order.profileId}:${order.shopId}`),
    forget: () => memo.clear(),
  };
  app.decorate('orderTerms', cache);
  const unlisten = await app.database.listen(PLANS_CHANGED_CHANNEL, () => cache.forget());
  app.addHook('onClose', async () => unlisten());
}
