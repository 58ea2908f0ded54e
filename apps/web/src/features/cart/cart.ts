import { limits } from '@delivery/contract/constants';
import type { OrderLine } from '../../lib/order-line.ts';
import type { StoredCartExpiry } from '../../lib/storage.ts';

/**
 * The cart, stored as docs/product.md section 3's `Order`: {order: {total_order, schedule_id, shop_id,
 * total_delivery, total_products, address_id, items[{product_id, quantity}]}}. Each item also
 * carries what the cart screen shows and checkout sends again: its options, notes, name and unit
 * price. Money is decimal reais, as the wire carries it; every sum is done in cents.
 */
export type CartItem = OrderLine;

export type CartOrder = {
  total_order: number;
  schedule_id: number | null;
  shop_id: number;
  total_delivery: number;
  total_products: number;
  address_id: number | null;
  items: CartItem[];
};

export type StoredOrder = { order: CartOrder; shop_name: string };

/** The shop and place a line is added for. */
export type CartContext = {
  shop_id: number;
  shop_name: string;
  delivery_fee: number | null;
  address_id: number | null;
};

/** The order member of a stored value, when it has one with a shop and a list of items. */
function orderOf(value: unknown): { shop_id: number; items: unknown[] } | null {
  if (typeof value !== 'object' || value === null) return null;
  const order = (value as { order?: unknown }).order as { shop_id?: unknown; items?: unknown } | null | undefined;
  return typeof order === 'object' && order !== null && typeof order.shop_id === 'number' && Array.isArray(order.items)
    ? { shop_id: order.shop_id, items: order.items }
    : null;
}

/** An item as this build writes it: what the bag shows and checkout sends again, not only an id and a count. */
function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.product_id === 'number' &&
    typeof item.quantity === 'number' &&
    typeof item.options === 'object' &&
    item.options !== null &&
    Array.isArray(item.option_names) &&
    typeof item.notes === 'string' &&
    typeof item.name === 'string' &&
    typeof item.image === 'string' &&
    typeof item.unit_price === 'number'
  );
}

/**
 * A stored value is trusted only when it has the shape this build writes. A bag of docs/product.md's
 * bare shape (items of `{product_id, quantity}` alone, an older app's) is not: it has no names or
 * prices to show, and is dropped as an expired one is, with the customer told.
 */
export function isStoredOrder(value: unknown): value is StoredOrder {
  return orderOf(value)?.items.every(isCartItem) ?? false;
}

/** Whether a stored value, of any shape, held items: dropping it is worth telling. */
export const heldItems = (value: unknown): boolean => (orderOf(value)?.items.length ?? 0) > 0;

/** cart_expired: set whenever the cart is written, ending 3600 s later (docs/product.md section 9). */
export const cartExpiry = (nowSeconds: number): StoredCartExpiry => ({
  init: nowSeconds,
  end: nowSeconds + limits.cartExpirySeconds,
});

/** An Order with no readable expiry, or past its end, is dropped (docs/product.md leaves what happens open). */
export const isCartExpired = (expiry: StoredCartExpiry | null | undefined, nowSeconds: number): boolean =>
  !expiry || typeof expiry.end !== 'number' || nowSeconds >= expiry.end;

export const nowInSeconds = (now: Date = new Date()): number => Math.floor(now.getTime() / 1000);

/** Adding from another shop than the cart's asks first whether to empty it. */
export const needsReplace = (stored: StoredOrder | null, shopId: number): boolean =>
  stored !== null && stored.order.items.length > 0 && stored.order.shop_id !== shopId;

export const itemCount = (stored: StoredOrder | null): number =>
  stored ? stored.order.items.reduce((sum, item) => sum + item.quantity, 0) : 0;
