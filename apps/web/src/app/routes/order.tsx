import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { TOrder } from '@delivery/contract/orders';
import { MessageDialog } from '../../components/message-dialog.tsx';
import { storedAddressQueryOptions } from '../../features/addresses/api/stored-address.ts';
import type { Session } from '../../features/auth/session.ts';
import { needsReplace, type CartContext, type CartItem, type StoredOrder } from '../../features/cart/cart.ts';
import { addItem } from '../../features/cart/cart-lines.ts';
import { readFreshCart, writeCart } from '../../features/cart/cart-store.ts';
import { menuQueryOptions } from '../../features/catalog/api/get-menu.ts';
import { shopQueryOptions } from '../../features/catalog/api/get-shop.ts';
import { buildLine } from '../../features/catalog/product-line.ts';
import { OrderPage } from '../../features/orders/components/order-page.tsx';
import { planReorder, type LeftOut } from '../../features/orders/reorder.ts';
import { showToast } from '../../lib/toast.ts';
import { RequireCustomer } from './login-required.tsx';

/** /orders/:id: the order page, behind the login guard (a URL with 'orders' gets the 'Aviso'). */
export function OrderRoute() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const orderId = Number(id);
  if (!Number.isInteger(orderId) || orderId <= 0) return <Navigate to="/orders" replace />;
  return (
    <RequireCustomer>
      {(session) => (
        <OrderScreen key={orderId} session={session} orderId={orderId} placed={params.get('placed') === '1'} />
      )}
    </RequireCustomer>
  );
}

function OrderScreen({ session, orderId, placed }: { session: Session; orderId: number; placed: boolean }) {
  const reorder = useReorder();
  return (
    <>
      <OrderPage
        token={session.token}
        orderId={orderId}
        placed={placed}
        onReorder={(order) => void reorder.start(order)}
        reorderBusy={reorder.busy}
      />
      {reorder.dialog}
    </>
  );
}

type Pending = { items: CartItem[]; context: CartContext; leftOut: LeftOut[] };
type Dialog =
  | { kind: 'replace'; pending: Pending; currentShop: string }
  | { kind: 'left-out'; leftOut: LeftOut[] }
  | { kind: 'none'; leftOut: LeftOut[]; shopId: number };

/**
 * 'Pedir de novo': the order's lines found on the shop's menu of today (catalog), re-priced, and
 * added to the cart (cart), asking first when it holds another shop's items; what could not come
 * back is named before going to checkout.
 */
function useReorder() {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const commit = async (current: StoredOrder | null, { items, context, leftOut }: Pending) => {
    let next = current;
    for (const item of items) next = addItem(next, context, item);
    if (!next) return;
    await writeCart(next);
    if (leftOut.length) {
      setDialog({ kind: 'left-out', leftOut });
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
      const [shop, categories] = await Promise.all([
        queryClient.fetchQuery({
          ...shopQueryOptions({ shopId: order.shop_id, districtId: address?.district_id ?? null }),
          staleTime: 0,
        }),
        queryClient.fetchQuery({ ...menuQueryOptions(order.shop_id), staleTime: 0 }),
      ]);
      const plan = planReorder(
        order.items,
        categories.flatMap((category) => category.products),
        shop.half_pricing,
      );
      if (plan.lines.length === 0) {
        setDialog({ kind: 'none', leftOut: plan.leftOut, shopId: shop.shop_id });
        return;
      }
      const pending: Pending = {
        items: plan.lines.map((line) =>
          buildLine(line.product, line.selection, line.quantity, line.notes, line.unitCents),
        ),
        context: {
          shop_id: shop.shop_id,
          shop_name: shop.name,
          delivery_fee: shop.delivery_fee,
          address_id: address?.address_id ?? null,
        },
        leftOut: plan.leftOut,
      };
      const { stored } = await readFreshCart();
      if (stored && needsReplace(stored, shop.shop_id)) {
        setDialog({ kind: 'replace', pending, currentShop: stored.shop_name });
      } else {
        await commit(stored, pending);
      }
    } catch {
      showToast(t('orders.reorder.failed'));
    } finally {
      setBusy(false);
    }
  };

  const reasons = (leftOut: LeftOut[]) => (
    <ul data-testid="reorder-left-out" className="mt-3 space-y-1 text-left text-sm text-ink-700">
      {leftOut.map((entry, index) => (
        <li key={`${entry.name}-${index}`} className="rounded-xl bg-ink-50 px-3 py-2">
          {t(`orders.reorder.${entry.reason}`, { name: entry.name })}
        </li>
      ))}
    </ul>
  );

  let element = null;
  if (dialog?.kind === 'replace') {
    element = (
      <MessageDialog
        tone="warning"
        title={t('orders.reorder.replaceTitle')}
        message={t('orders.reorder.replaceText', { shop: dialog.currentShop })}
        confirmLabel={tSpec('yes')}
        onConfirm={() => {
          const { pending } = dialog;
          setDialog(null);
          commit(null, pending).catch(() => showToast(t('orders.reorder.failed')));
        }}
        cancelLabel={tSpec('cancel')}
        onCancel={() => setDialog(null)}
      />
    );
  } else if (dialog?.kind === 'left-out') {
    element = (
      <MessageDialog
        tone="warning"
        title={t('orders.reorder.leftOutTitle')}
        message={t('orders.reorder.leftOutText')}
        confirmLabel={t('orders.reorder.goToCart')}
        onConfirm={() => {
          setDialog(null);
          void navigate('/checkout');
        }}
      >
        {reasons(dialog.leftOut)}
      </MessageDialog>
    );
  } else if (dialog?.kind === 'none') {
    element = (
      <MessageDialog
        tone="warning"
        title={t('orders.reorder.noneTitle')}
        message={t('orders.reorder.noneText')}
        confirmLabel={t('orders.reorder.seeMenu')}
        onConfirm={() => void navigate(`/restaurante/${dialog.shopId}`)}
        cancelLabel={tSpec('close')}
        onCancel={() => setDialog(null)}
      >
        {reasons(dialog.leftOut)}
      </MessageDialog>
    );
  }

  return { start, busy, dialog: element };
}
