import { useTranslation } from 'react-i18next';
import { formatMoney } from '@delivery/contract/money';
import type { ListPrice } from '@delivery/contract/pricing';

/** 'R$ 34,90' with the usual price struck through during a promotion, or 'a partir de R$ 51,90'. */
export function PriceTag({ price, muted = false }: { price: ListPrice; muted?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      {price.from ? <span className="text-sm text-ink-600">{t('catalog.shop.from')}</span> : null}
      <span
        data-testid="price"
        className={`text-base font-bold ${muted ? 'text-ink-600' : price.originalCents !== null ? 'text-emerald-700' : 'text-ink-900'}`}
      >
        {formatMoney(price.cents)}
      </span>
      {price.originalCents !== null ? (
        <>
          <s aria-hidden="true" className="text-sm text-ink-500">
            {formatMoney(price.originalCents)}
          </s>
          <span className="sr-only">
            {t('catalog.shop.originalPrice', { price: formatMoney(price.originalCents) })}
          </span>
        </>
      ) : null}
    </span>
  );
}
