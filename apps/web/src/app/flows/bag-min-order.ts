import { useCart } from '../../features/cart/cart-store.ts';
import { useShop } from '../../features/catalog/api/get-shop.ts';

/** The bag's shop's minimum order in reais (catalog), for the bag (cart); null with no bag or until known. */
export function useBagMinOrder(): number | null {
  const shopId = useCart().data?.stored?.order.shop_id ?? null;
  const shop = useShop(shopId === null ? null : { shopId });
  return shop.data?.min_order ?? null;
}
