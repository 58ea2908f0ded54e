import type { TCategory, TShopDetail } from '@delivery/contract/catalog';
import type { TOrder } from '@delivery/contract/orders';
import type { CartContext, CartItem, StoredOrder } from '../../features/cart/cart.ts';
import { addItem } from '../../features/cart/cart-lines.ts';
import { buildLine } from '../../features/catalog/product-line.ts';
import { planReorder, type LeftOut } from '../../features/orders/reorder.ts';

/** A past order made cart items again, for the shop and the delivery place of today, and what stays out. */
export type Reorder = { order: TOrder; items: CartItem[]; context: CartContext; leftOut: LeftOut[] };

/**
 * 'Pedir de novo' across three features: the order's lines (orders) found on the shop's menu of
 * today and re-priced (catalog), as the cart's items for that shop (cart).
 */
export function reorderOf(
  order: TOrder,
  shop: Pick<TShopDetail, 'shop_id' | 'name' | 'delivery_fee' | 'half_pricing'>,
  menu: TCategory[],
  addressId: number | null,
): Reorder {
  const plan = planReorder(
    order.items,
    menu.flatMap((category) => category.products),
    shop.half_pricing,
  );
  return {
    order,
    items: plan.lines.map((line) => buildLine(line.product, line.selection, line.quantity, line.notes, line.unitCents)),
    context: { shop_id: shop.shop_id, shop_name: shop.name, delivery_fee: shop.delivery_fee, address_id: addressId },
    leftOut: plan.leftOut,
  };
}

/** The cart with the reorder's items added: to `current` when it holds this shop's items, else a new one. */
export const cartWithReorder = (current: StoredOrder | null, reorder: Reorder): StoredOrder | null =>
  reorder.items.reduce<StoredOrder | null>((cart, item) => addItem(cart, reorder.context, item), current);
