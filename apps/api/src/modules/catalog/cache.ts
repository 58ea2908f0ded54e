import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { findShopIdByPermalink, findShopIdOfProduct, listShopIds, loadShopBundle, type ShopBundle } from './queries.ts';

const MAX_LOOKUPS = 50_000;

/** Remembers a promise per key; a failed load is forgotten so the next read tries again. */
function memo<K, V>(map: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let value = map.get(key);
  if (!value) {
    if (map.size >= MAX_LOOKUPS) map.clear();
    value = load();
    map.set(key, value);
    value.catch(() => map.delete(key));
  }
  return value;
}

/**
 * The catalog in process memory: a menu read costs no database round trip while nothing changed.
 * Every change is announced with NOTIFY catalog_changed (queries.ts), which every API process
 * hears (catalog-listener.ts) and answers by dropping what it knew of that shop.
 */
export class CatalogCache {
  private readonly db: Database;
  private readonly forgotten: () => void;
  private readonly bundles = new Map<number, Promise<ShopBundle | null>>();
  private readonly cityShops = new Map<string, Promise<number[]>>();
  private readonly permalinks = new Map<string, Promise<number | null>>();
  private readonly productShops = new Map<number, Promise<number | null>>();
  private readonly listeners: ((shopId: number | undefined) => void)[] = [];

  /** `forgotten` runs whenever something is dropped: the answers replayed from it go too. */
  constructor(db: Database, forgotten: () => void = () => undefined) {
    this.db = db;
    this.forgotten = forgotten;
  }

  bundle(shopId: number): Promise<ShopBundle | null> {
    return memo(this.bundles, shopId, () => loadShopBundle(this.db, shopId));
  }

  shopIds(profileId: number, cityId: number): Promise<number[]> {
    return memo(this.cityShops, `${profileId}:${cityId}`, () => listShopIds(this.db, profileId, cityId));
  }

  shopIdByPermalink(profileId: number, link: { city: string; segment: string; slug: string }): Promise<number | null> {
    const key = `${profileId}:${link.city}/${link.segment}/${link.slug}`;
    return memo(this.permalinks, key, () => findShopIdByPermalink(this.db, profileId, link));
  }

  shopIdOfProduct(productId: number): Promise<number | null> {
    return memo(this.productShops, productId, () => findShopIdOfProduct(this.db, productId));
  }

  /** Forgets a shop (or everything, when a change may have been missed). Lists and lookups go too. */
  invalidate(shopId?: number): void {
    if (shopId === undefined) this.bundles.clear();
    else this.bundles.delete(shopId);
    this.cityShops.clear();
    this.permalinks.clear();
    this.productShops.clear();
    this.forgotten();
    for (const listener of this.listeners) listener(shopId);
  }

  /** Runs `listener` whenever a shop (or everything) is forgotten: what others keep of shops goes too. */
  onInvalidate(listener: (shopId: number | undefined) => void): void {
    this.listeners.push(listener);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogCache;
  }
}

/**
 * One catalog cache per process, shared by the catalog reads and checkout, emptied by NOTIFY with
 * the answers replayed from it.
 */
export async function registerCatalogCache(app: FastifyInstance): Promise<void> {
  const cache = new CatalogCache(app.db, () => app.answerReplay.forget());
  const unlisten = await app.database.listen('catalog_changed', (payload) => {
    cache.invalidate(payload ? Number(payload) : undefined);
  });
  app.addHook('onClose', async () => unlisten());
  app.decorate('catalog', cache);
}
