/**
 * A link to a page of one shop (its settings, its menu) that opens on that shop whichever the
 * header has picked: `?loja=12`, the name the board's notification links use for a shop too.
 */
export const shopParam = 'loja';

export const shopPageLink = (path: string, shopId: number): string => `${path}?${shopParam}=${shopId}`;

/** The shop a link named, when it is one of `shops`; null otherwise. */
export function linkedShop(params: URLSearchParams, shops: readonly { shop_id: number }[]): number | null {
  const named = Number(params.get(shopParam));
  return shops.some((shop) => shop.shop_id === named) ? named : null;
}
