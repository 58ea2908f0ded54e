import { segments } from '@delivery/contract/catalog-constants';
import type { Segment, TShopDetail, TShopSummary } from '@delivery/contract/catalog';
import { locale } from '@delivery/contract/constants';
import { formatReais } from '@delivery/contract/money';

/** A text of common.json with its values, worked out without i18next so it can be tested alone. */
export type Label<K extends string> = { key: K; values: Record<string, string> };

export type FeeKey =
  | 'catalog.fee.value'
  | 'catalog.fee.free'
  | 'catalog.fee.from'
  | 'catalog.fee.fromFree'
  | 'catalog.fee.notServed'
  | 'catalog.fee.pickupOnly'
  | 'catalog.fee.none';

/**
 * The delivery fee: to the customer's district when it is known ('Entrega R$ 5,90', 'Entrega
 * grátis', 'Não entrega no seu bairro'), else the shop's lowest ('a partir de R$ …'); a shop that
 * delivers nowhere says so ('Só retirada na loja'), never 'grátis em alguns bairros'.
 */
export function feeLabel(
  shop: Pick<TShopSummary, 'delivery_fee' | 'delivery_fee_from' | 'pickup'>,
  districtKnown: boolean,
): Label<FeeKey> {
  if (shop.delivery_fee_from === null) {
    return { key: shop.pickup ? 'catalog.fee.pickupOnly' : 'catalog.fee.none', values: {} };
  }
  if (shop.delivery_fee !== null) {
    return shop.delivery_fee === 0
      ? { key: 'catalog.fee.free', values: {} }
      : { key: 'catalog.fee.value', values: { fee: formatReais(shop.delivery_fee) } };
  }
  if (districtKnown) return { key: 'catalog.fee.notServed', values: {} };
  return shop.delivery_fee_from === 0
    ? { key: 'catalog.fee.fromFree', values: {} }
    : { key: 'catalog.fee.from', values: { fee: formatReais(shop.delivery_fee_from) } };
}

/** Whether the shop is known not to deliver to the customer's district. */
export const isNotServed = (shop: Pick<TShopSummary, 'delivery_fee'>, districtKnown: boolean): boolean =>
  districtKnown && shop.delivery_fee === null;

/** '40–60 min', or '40 min' when both ends agree. */
export const estimateText = (shop: Pick<TShopSummary, 'estimate_min' | 'estimate_max'>): string =>
  shop.estimate_min === shop.estimate_max
    ? `${shop.estimate_min} min`
    : `${shop.estimate_min}–${shop.estimate_max} min`;

const ratingFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat(locale);

export type RatingKey = 'catalog.rating.value' | 'catalog.rating.new';

/** '★ 4,7 (312)' or 'Novo' before the first review. */
export function ratingLabel(shop: Pick<TShopSummary, 'rating' | 'rating_count'>): Label<RatingKey> {
  if (shop.rating === null) return { key: 'catalog.rating.new', values: {} };
  return {
    key: 'catalog.rating.value',
    values: { rating: ratingFormat.format(shop.rating), count: countFormat.format(shop.rating_count) },
  };
}

/** 'Pedido mínimo R$ 40,00'; nothing when the shop takes any order. */
export function minOrderLabel(shop: Pick<TShopSummary, 'min_order'>): Label<'catalog.minOrder'> | null {
  return shop.min_order > 0 ? { key: 'catalog.minOrder', values: { value: formatReais(shop.min_order) } } : null;
}

/**
 * Open shops that deliver first, then closed ones, then those that do not deliver to the
 * customer's district; the server's order within each group.
 */
export function sortShops<T extends Pick<TShopSummary, 'status' | 'delivery_fee'>>(
  shops: readonly T[],
  districtKnown: boolean,
): T[] {
  const rank = (shop: T) => (shop.status.is_open ? 0 : 1) + (isNotServed(shop, districtKnown) ? 2 : 0);
  return shops
    .map((shop, index) => ({ shop, index, rank: rank(shop) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ shop }) => shop);
}

export type ShopGroupKind = 'open' | 'closed' | 'notServed';

/**
 * The list in sections: open shops that deliver, then closed ones, then those known not to
 * deliver to the customer's district; empty sections are left out.
 */
export function groupShops<T extends Pick<TShopSummary, 'status' | 'delivery_fee'>>(
  shops: readonly T[],
  districtKnown: boolean,
): Array<{ kind: ShopGroupKind; shops: T[] }> {
  const groups: Record<ShopGroupKind, T[]> = { open: [], closed: [], notServed: [] };
  for (const shop of sortShops(shops, districtKnown)) {
    const kind: ShopGroupKind = isNotServed(shop, districtKnown)
      ? 'notServed'
      : shop.status.is_open
        ? 'open'
        : 'closed';
    groups[kind].push(shop);
  }
  return (['open', 'closed', 'notServed'] as const)
    .map((kind) => ({ kind, shops: groups[kind] }))
    .filter((group) => group.shops.length > 0);
}

/** The contract's segments in its order (from its zod-free module, so the home page stays light). */
export const segmentOrder = segments;

export const isSegment = (value: string | null): value is Segment =>
  (segmentOrder as readonly string[]).includes(value ?? '');

/** The segments present in a list, in the contract's order (the chips on the home page). */
export function presentSegments(
  shops: ReadonlyArray<Pick<TShopSummary, 'segment'>>,
  order: readonly Segment[] = segmentOrder,
) {
  const present = new Set(shops.map((shop) => shop.segment));
  return order.filter((segment) => present.has(segment));
}

export { shopPath } from '@delivery/contract/shop-path';

/** 'Entrega grátis acima de R$ 80,00' on the shop's page; nothing when its delivery is never free for that. */
export function freeDeliveryLabel(
  shop: Pick<TShopDetail, 'free_delivery_above'>,
): Label<'catalog.freeDeliveryAbove'> | null {
  return shop.free_delivery_above === null
    ? null
    : { key: 'catalog.freeDeliveryAbove', values: { value: formatReais(shop.free_delivery_above) } };
}
