import type { StoredOrder } from '../../features/cart/cart.ts';
import type { CheckoutCart } from '../../features/checkout/order-draft.ts';

/** The stored bag as checkout takes it: the cart's items are checkout's lines. */
export const checkoutCartOf = (stored: StoredOrder): CheckoutCart => ({
  shop_id: stored.order.shop_id,
  shop_name: stored.shop_name,
  lines: stored.order.items,
});
