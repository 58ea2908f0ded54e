import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { needsReplace, type CartContext, type CartItem, type StoredOrder } from '../cart.ts';
import { addItem } from '../cart-lines.ts';
import { readFreshCart, writeCart } from '../cart-store.ts';

const ReplaceCartDialog = lazy(() =>
  import('../components/replace-cart-dialog.tsx').then((module) => ({ default: module.ReplaceCartDialog })),
);

export type AddToCartRequest = { context: CartContext; item: CartItem; onAdded?: () => void };

/**
 * Adds a line to the cart: straight away, or after 'Sim' when the cart holds another shop's
 * items (it is emptied first). A toast confirms; `dialog` must be rendered by the caller.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<AddToCartRequest | null>(null);

  const commit = useCallback(
    async (request: AddToCartRequest, current: StoredOrder | null) => {
      try {
        await writeCart(addItem(current, request.context, request.item));
      } catch {
        showToast(t('cart.saveFailed'));
        return;
      }
      showToast(t('cart.added', { product: request.item.name }));
      request.onAdded?.();
    },
    [t],
  );

  const add = useCallback(
    async (request: AddToCartRequest) => {
      const { stored } = await readFreshCart().catch(() => ({ stored: null }));
      if (needsReplace(stored, request.context.shop_id)) setPending(request);
      else await commit(request, stored);
    },
    [commit],
  );

  const dialog = pending ? (
    <Suspense fallback={null}>
      <ReplaceCartDialog
        onConfirm={() => {
          setPending(null);
          void commit(pending, null);
        }}
        onCancel={() => setPending(null)}
      />
    </Suspense>
  ) : null;

  return { add, dialog };
}
