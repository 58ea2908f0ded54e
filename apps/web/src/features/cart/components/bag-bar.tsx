import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BagIcon } from '../../../components/icons.tsx';
import { formatMoney } from '@delivery/contract/money';
import { subtotalCents } from '../cart-lines.ts';
import { useCart } from '../cart-store.ts';
import { itemCount } from '../cart.ts';
import { useCartSheet, type CartSheetOptions } from './use-cart-sheet.tsx';

type BagBarProps = CartSheetOptions & {
  /**
   * 'tab-bar': fixed just above the phone's tab bar (a shop's menu), with room kept below the page
   * so it covers nothing. 'footer': a row inside a page's own bottom bar (a product's 'Adicionar').
   */
  placement: 'tab-bar' | 'footer';
};

/**
 * 'Ver sacola · R$ X' on phones once the bag has items, as delivery apps keep it in reach while the
 * customer browses a menu; it opens the bag over the page. Wider screens have the header's bag.
 */
export function BagBar({ placement, ...options }: BagBarProps) {
  const { t } = useTranslation();
  const stored = useCart().data?.stored ?? null;
  const bag = useCartSheet(options);
  const count = itemCount(stored);
  const shown = stored !== null && count > 0;
  // Toasts and prompts that sit above the tab bar rise above the bar too (--bottom-bar).
  useEffect(() => {
    if (!shown || placement !== 'tab-bar') return;
    const root = document.documentElement.style;
    root.setProperty('--bottom-bar', '4rem');
    return () => {
      root.removeProperty('--bottom-bar');
    };
  }, [shown, placement]);
  if (!shown) return bag.sheet;

  const total = formatMoney(subtotalCents(stored));
  const label = t('cart.bar.label', { count, total });
  const button = (
    <button
      type="button"
      onClick={bag.open}
      aria-haspopup="dialog"
      aria-label={label}
      data-testid="bag-bar"
      className={`flex w-full items-center gap-3 rounded-2xl bg-brand-600 px-4 text-white shadow-lg transition hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:bg-brand-800 ${
        placement === 'tab-bar' ? 'h-14' : 'h-11'
      }`}
    >
      <span className="relative shrink-0" aria-hidden="true">
        <BagIcon className="size-6" />
        <span className="absolute -top-1.5 -right-2 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-white px-1 text-[0.7rem] leading-none font-bold text-brand-700">
          {count > 99 ? '99+' : count}
        </span>
      </span>
      <span className="flex-1 text-center text-base font-bold" aria-hidden="true">
        {t('cart.bar.view')}
      </span>
      <span className="shrink-0 text-base font-bold tabular-nums" aria-hidden="true">
        {total}
      </span>
    </button>
  );

  if (placement === 'footer') {
    return (
      <div className="mb-2.5 md:hidden">
        {button}
        {bag.sheet}
      </div>
    );
  }
  return (
    <>
      {/* Room below the page's end, so the bar never covers its last items. */}
      <div aria-hidden="true" className="h-16 md:hidden" />
      <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 px-3 pb-2 md:hidden">
        <div className="mx-auto max-w-md">{button}</div>
      </div>
      {bag.sheet}
    </>
  );
}
