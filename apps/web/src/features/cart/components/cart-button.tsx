import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BagIcon } from '../../../components/icons.tsx';
import { showToast } from '../../../lib/toast.ts';
import { acknowledgeExpiry, useCartCount } from '../cart-store.ts';

// The sheet and its pricing code load on the first tap, outside the home page's first download.
const CartSheet = lazy(() => import('./cart-sheet.tsx').then((module) => ({ default: module.CartSheet })));

/** Two sentences to read: longer than the default toast. */
const expiredNoticeMs = 6_000;

/**
 * The header's bag with the number of items; it opens the bag as a sheet over the current page,
 * as iFood and Rappi do on the web, so a customer checks the order without leaving the menu.
 */
export function CartButton({ singleShop, useMinOrder }: { singleShop: boolean; useMinOrder: () => number | null }) {
  const { t } = useTranslation();
  const { count, expired } = useCartCount();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!expired) return;
    showToast(t('cart.expired'), expiredNoticeMs);
    acknowledgeExpiry();
  }, [expired, t]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="cart-button"
        aria-haspopup="dialog"
        aria-label={count > 0 ? t('header.cartItems', { count }) : t('header.cart')}
        className="relative grid size-11 shrink-0 place-items-center rounded-full text-ink-800 transition hover:bg-ink-50 focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        <BagIcon className="size-6" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="cart-badge"
            className="absolute top-0.5 right-0 grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-xs leading-none font-bold text-white ring-2 ring-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CartSheet onClose={() => setOpen(false)} singleShop={singleShop} useMinOrder={useMinOrder} />
        </Suspense>
      ) : null}
    </>
  );
}
