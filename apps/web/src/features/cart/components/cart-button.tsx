import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BagIcon } from '../../../components/icons.tsx';
import { showToast } from '../../../lib/toast.ts';
import { acknowledgeExpiry, useCartCount } from '../cart-store.ts';
import { useCartSheet, type CartSheetOptions } from './use-cart-sheet.tsx';

/** Two sentences to read: longer than the default toast. */
const expiredNoticeMs = 6_000;

/**
 * The header's bag with the number of items; it opens the bag as a sheet over the current page,
 * as iFood and Rappi do on the web, so a customer checks the order without leaving the menu.
 */
export function CartButton(options: CartSheetOptions) {
  const { t } = useTranslation();
  const { count, expired } = useCartCount();
  const bag = useCartSheet(options);

  useEffect(() => {
    if (!expired) return;
    showToast(t('cart.expired'), expiredNoticeMs);
    acknowledgeExpiry();
  }, [expired, t]);

  return (
    <>
      <button
        type="button"
        onClick={bag.open}
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
      {bag.sheet}
    </>
  );
}
