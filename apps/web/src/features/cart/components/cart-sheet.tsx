import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/button.tsx';
import { MinusIcon, PlusIcon, TrashIcon } from '../../../components/catalog-icons.tsx';
import { BagIcon } from '../../../components/icons.tsx';
import { ProductPhoto } from '../../../components/product-image.tsx';
import { Sheet } from '../../../components/sheet.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { MinimumMissing } from '../../../components/minimum-missing.tsx';
import { formatMoney } from '@delivery/contract/money';
import { showToast } from '../../../lib/toast.ts';
import type { CartItem, StoredOrder } from '../cart.ts';
import { lineCents } from '../../../lib/order-line.ts';
import { maxQuantity, setLineQuantity, subtotalCents } from '../cart-lines.ts';
import { saveCart, useCart } from '../cart-store.ts';

type CartSheetProps = {
  onClose: () => void;
  /** A single-shop tenant: the empty bag leads to its menu, not to a list of shops. */
  singleShop: boolean;
  /**
   * The bag's shop's minimum order in reais (null while unknown), from the app, which may ask the
   * catalog: a hook, so that the shop is fetched only once the bag is opened.
   */
  useMinOrder: () => number | null;
};

/** The bag: its lines with options and notes, quantity and removal, the subtotal and the way to checkout. */
export function CartSheet({ onClose, singleShop, useMinOrder }: CartSheetProps) {
  const { t } = useTranslation();
  const minOrder = useMinOrder();
  const { data, isPending } = useCart();
  const stored = data?.stored ?? null;

  const change = async (current: StoredOrder, index: number, quantity: number) => {
    try {
      await saveCart(setLineQuantity(current, index, quantity));
    } catch {
      showToast(t('cart.saveFailed'));
    }
  };

  return (
    <Sheet
      title={t('cart.title')}
      description={stored ? t('cart.from', { shop: stored.shop_name }) : undefined}
      closeLabel={t('cart.close')}
      onClose={onClose}
      testId="cart-sheet"
    >
      {isPending ? (
        <div role="status" className="grid place-items-center py-12">
          <Spinner />
        </div>
      ) : stored ? (
        <>
          <ul className="divide-y divide-ink-100" aria-label={t('cart.items')}>
            {stored.order.items.map((item, index) => (
              <CartLine
                key={`${item.product_id}-${index}`}
                item={item}
                onQuantity={(quantity) => void change(stored, index, quantity)}
              />
            ))}
          </ul>
          <div className="sticky bottom-0 -mx-6 border-t border-ink-100 bg-white px-6 pt-4 pb-1">
            <p className="flex items-baseline justify-between text-base">
              <span className="font-semibold text-ink-800">{t('cart.subtotal')}</span>
              <span data-testid="cart-subtotal" className="font-extrabold text-ink-900 tabular-nums">
                {formatMoney(subtotalCents(stored))}
              </span>
            </p>
            <MinimumMissing productsCents={subtotalCents(stored)} minOrder={minOrder} />
            <p className="mt-1 text-sm text-ink-600">{t('cart.feesNote')}</p>
            <div className="mt-4 flex flex-col gap-2">
              <Link to="/checkout" onClick={onClose} className={`${buttonClassName('primary')} h-12 text-base`}>
                {t('cart.checkout')}
              </Link>
              <Link
                to={`/restaurante/${stored.order.shop_id}`}
                onClick={onClose}
                className={`${buttonClassName('secondary')} h-12 text-base`}
              >
                {t('cart.addMore')}
              </Link>
            </div>
          </div>
        </>
      ) : (
        <div className="flex flex-col items-center py-8 text-center">
          <span
            aria-hidden="true"
            className="mb-4 grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600"
          >
            <BagIcon className="size-8" />
          </span>
          <p className="text-lg font-bold text-ink-900">{t('cart.emptyTitle')}</p>
          <p className="mt-1 max-w-xs text-sm text-ink-600">
            {t(singleShop ? 'cart.emptySingleText' : 'cart.emptyText')}
          </p>
          {/* A single-shop tenant's home is its one shop's page. */}
          <Link to="/" onClick={onClose} className={`${buttonClassName('primary')} mt-6`}>
            {t(singleShop ? 'cart.browseSingle' : 'cart.browse')}
          </Link>
        </div>
      )}
    </Sheet>
  );
}

function CartLine({ item, onQuantity }: { item: CartItem; onQuantity: (quantity: number) => void }) {
  const { t } = useTranslation();
  const stepper =
    'grid size-10 place-items-center rounded-full text-brand-600 transition hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600 disabled:text-ink-300 disabled:hover:bg-transparent';
  return (
    <li data-testid="cart-line" className="flex gap-3 py-4">
      {/* The cart keeps no segment: a line with no photo shows none. */}
      {item.image ? (
        <ProductPhoto
          src={item.image}
          alt=""
          loading="lazy"
          className="size-16 shrink-0 rounded-xl bg-ink-50 object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink-900">{item.name}</p>
        {item.option_names.length > 0 ? (
          <p className="mt-0.5 text-sm text-ink-600">{item.option_names.join(', ')}</p>
        ) : null}
        {item.notes ? (
          <p className="mt-0.5 text-sm text-ink-600 italic">{t('cart.notes', { notes: item.notes })}</p>
        ) : null}
        <div className="mt-2 flex items-center justify-between gap-3">
          <span className="font-bold text-ink-900 tabular-nums">{formatMoney(lineCents(item))}</span>
          <div
            role="group"
            aria-label={t('cart.quantity', { product: item.name })}
            className="flex h-10 items-center rounded-full border border-ink-200"
          >
            <button
              type="button"
              className={stepper}
              aria-label={
                item.quantity === 1
                  ? t('cart.remove', { product: item.name })
                  : t('cart.decrease', { product: item.name })
              }
              onClick={() => onQuantity(item.quantity - 1)}
            >
              {item.quantity === 1 ? (
                <TrashIcon className="size-5" strokeWidth={2} />
              ) : (
                <MinusIcon className="size-5" strokeWidth={2.4} />
              )}
            </button>
            <output aria-live="polite" className="w-7 text-center font-bold text-ink-900 tabular-nums">
              {item.quantity}
            </output>
            <button
              type="button"
              className={stepper}
              aria-label={t('cart.increase', { product: item.name })}
              disabled={item.quantity >= maxQuantity}
              onClick={() => onQuantity(item.quantity + 1)}
            >
              <PlusIcon className="size-5" strokeWidth={2.4} />
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
