import type { TShopSummary } from './catalog.ts';

/** The permalink {city}/{segment}/{slug} of docs/product.md's route table. */
export const shopPath = (shop: Pick<TShopSummary, 'city_slug' | 'segment' | 'slug'>): string =>
  `/${shop.city_slug}/${shop.segment}/${shop.slug}`;
