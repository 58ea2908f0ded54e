import { toCents, toReais } from '@delivery/contract/pricing';
import { linesCents } from '../../lib/order-line.ts';
import type { CartContext, CartItem, CartOrder, StoredOrder } from './cart.ts';

/*
 * Adding to the cart, apart from cart.ts so the header's badge does not carry the contract's
 * pricing module (and its message catalogue) into the first page.
 */

/** The most of one line, as priceItem allows. */
export const maxQuantity = 99;

const sameOptions = (a: Record<number, number[]>, b: Record<number, number[]>): boolean => {
  const key = (options: Record<number, number[]>) =>
    JSON.stringify(
      Object.entries(options)
        .filter(([, ids]) => ids.length > 0)
        .map(([group, ids]) => [Number(group), [...ids].sort((x, y) => x - y)])
        .sort((x, y) => (x[0] as number) - (y[0] as number)),
    );
  return key(a) === key(b);
};

/** The order's totals again from its items, in cents. */
function withTotals(order: Omit<CartOrder, 'total_products' | 'total_order'>): CartOrder {
  const products = linesCents(order.items);
  return {
    ...order,
    total_products: toReais(products),
    total_order: toReais(products + toCents(order.total_delivery)),
  };
}

/**
 * The cart after adding `item`: a new cart when there is none or it holds another shop's items
 * (the caller has asked), else the same line's quantity grows (same product, options and notes,
 * up to 99) or a new line is appended. Fee and address follow the latest add.
 */
export function addItem(stored: StoredOrder | null, context: CartContext, item: CartItem): StoredOrder {
  const keep = stored !== null && stored.order.shop_id === context.shop_id ? stored.order.items : [];
  const index = keep.findIndex(
    (line) =>
      line.product_id === item.product_id && line.notes === item.notes && sameOptions(line.options, item.options),
  );
  const items =
    index === -1
      ? [...keep, item]
      : keep.map((line, i) =>
          i === index
            ? { ...line, quantity: Math.min(maxQuantity, line.quantity + item.quantity), unit_price: item.unit_price }
            : line,
        );
  return {
    shop_name: context.shop_name,
    order: withTotals({
      schedule_id: stored?.order.schedule_id ?? null,
      shop_id: context.shop_id,
      total_delivery: context.delivery_fee ?? 0,
      address_id: context.address_id,
      items,
    }),
  };
}

/**
 * The cart with line `index` set to `quantity` (1 to 99), or without it at 0. Null once no line is
 * left: an empty Order is not kept, so sign-in does not lead to an empty checkout.
 */
export function setLineQuantity(stored: StoredOrder, index: number, quantity: number): StoredOrder | null {
  const items = stored.order.items
    .map((line, i) => (i === index ? { ...line, quantity: Math.min(maxQuantity, Math.max(0, quantity)) } : line))
    .filter((line) => line.quantity > 0);
  if (items.length === 0) return null;
  return { ...stored, order: withTotals({ ...stored.order, items }) };
}

export const subtotalCents = (stored: StoredOrder): number => linesCents(stored.order.items);
