import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TOrder } from '@delivery/contract/orders';
import { storedAddressQueryOptions } from '../../features/addresses/api/stored-address.ts';
import { needsReplace, type StoredOrder } from '../../features/cart/cart.ts';
import { readFreshCart, writeCart } from '../../features/cart/cart-store.ts';
import { menuQueryOptions } from '../../features/catalog/api/get-menu.ts';
import { rememberPayment } from '../../features/checkout/last-payment.ts';
import { shopQueryOptions } from '../../features/catalog/api/get-shop.ts';
import type { LeftOut } from '../../features/orders/reorder.ts';
import { showToast } from '../../lib/toast.ts';
import { cartWithReorder, reorderOf, type Reorder } from './reorder.ts';

/** What 'Pedir de novo' asks or tells before going on; confirming goes on, closing stays. */
export type ReorderDialog =
  | { kind: 'replace'; reorder: Reorder; currentShop: string }
  | { kind: 'left-out'; leftOut: LeftOut[] }
  | { kind: 'none'; leftOut: LeftOut[]; shopId: number };

/**
 * 'Pedir de novo': the order rebuilt from today's shop and menu (reorder.ts) goes into the cart,
 * asking first when it holds another shop's items; what could not come back is named before
 * going to checkout.
 */
export function useReorder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<ReorderDialog | null>(null);

  const commit = async (current: StoredOrder | null, reorder: Reorder) => {
    const next = cartWithReorder(current, reorder);
    if (!next) return;
    await writeCart(next);
    // Paid as the order was: checkout starts from its method, flag and type.
    await rememberPayment(reorder.order);
    if (reorder.leftOut.length) {
      setDialog({ kind: 'left-out', leftOut: reorder.leftOut });
      return;
    }
    showToast(t('orders.reorder.added'));
    void navigate('/checkout');
  };

  const start = async (order: TOrder) => {
    setBusy(true);
    try {
      const address = await queryClient.ensureQueryData(storedAddressQueryOptions);
      // Today's menu and prices, not a copy cached while the customer browsed.
      const [shop, menu] = await Promise.all([
        queryClient.fetchQuery({
          ...shopQueryOptions({ shopId: order.shop_id, districtId: address?.district_id ?? null }),
          staleTime: 0,
        }),
        queryClient.fetchQuery({ ...menuQueryOptions(order.shop_id), staleTime: 0 }),
      ]);
      const reorder = reorderOf(order, shop, menu, address?.address_id ?? null);
      if (reorder.items.length === 0) {
        setDialog({ kind: 'none', leftOut: reorder.leftOut, shopId: shop.shop_id });
        return;
      }
      const { stored } = await readFreshCart();
      if (stored && needsReplace(stored, shop.shop_id)) {
        setDialog({ kind: 'replace', reorder, currentShop: stored.shop_name });
      } else {
        await commit(stored, reorder);
      }
    } catch {
      showToast(t('orders.reorder.failed'));
    } finally {
      setBusy(false);
    }
  };

  /** The dialog's main button: replace the cart, go to it, or see the shop's menu. */
  const confirm = () => {
    if (dialog?.kind === 'replace') {
      setDialog(null);
      commit(null, dialog.reorder).catch(() => showToast(t('orders.reorder.failed')));
    } else if (dialog?.kind === 'left-out') {
      setDialog(null);
      void navigate('/checkout');
    } else if (dialog?.kind === 'none') {
      void navigate(`/restaurante/${dialog.shopId}`);
    }
  };

  return { start, busy, dialog, confirm, close: () => setDialog(null) };
}
