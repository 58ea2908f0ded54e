import { limits } from '@delivery/contract/constants';
import type { StoredCartExpiry } from '../../lib/storage.ts';

/**
 * The cart, stored as docs/product.md section 3's `Order`: {order: {total_order, schedule_id, shop_id,
 * total_delivery, total_products, address_id, items[{product_id, quantity}]}}. Each item also
 * carries what the cart screen shows and checkout sends again: its options, notes, name and unit
 * price. Money is decimal reais, as the wire carries it; every sum is done in cents.
 */
export type CartItem = {
  product_id: number;
  quantity: number;
  /** Option ids chosen per group id, as priceItem takes them. */
  options: Record<number, number[]>;
  /** The chosen options' names, for display ('1/2 Calabresa', 'Borda Catupiry'). */
  option_names: string[];
  notes: string;
  name: string;
  image: string;
  /** One unit with its options, in reais. */
  unit_price: number;
};

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

/** A stored value is trusted only when it has the shape this build writes. */
export function isStoredOrder(value: unknown): value is StoredOrder {
  if (typeof value !== 'object' || value === null) return false;
  const order = (value as Partial<StoredOrder>).order;
  return (
    typeof order === 'object' &&
    order !== null &&
    typeof order.shop_id === 'number' &&
    Array.isArray(order.items) &&
    order.items.every((item) => typeof item.product_id === 'number' && typeof item.quantity === 'number')
  );
}

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
