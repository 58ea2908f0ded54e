import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BagIcon } from '../../../components/icons.tsx';
import { useCartCount } from '../cart-store.ts';

/** The header's bag with the number of items; it leads to checkout (the cart screen comes later). */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link
      to="/checkout"
      data-testid="cart-button"
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
    </Link>
  );
}
