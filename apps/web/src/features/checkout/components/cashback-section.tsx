import { useTranslation } from 'react-i18next';
import { formatReais } from '@delivery/contract/money';
import { CheckoutSection } from './choice-card.tsx';

type CashbackSectionProps = { balance: number; value: boolean; onChange: (value: boolean) => void };

/** The cashback balance and whether to spend it on this order; the server says how much applies. */
export function CashbackSection({ balance, value, onChange }: CashbackSectionProps) {
  const { t } = useTranslation();
  return (
    <CheckoutSection title={t('checkout.cashback.title')}>
      <label className="flex cursor-pointer items-center justify-between gap-4">
        <span>
          <span className="block font-semibold text-ink-900">{t('checkout.cashback.use')}</span>
          <span data-testid="cashback-balance" className="block text-sm text-ink-600">
            {t('checkout.cashback.balance', { amount: formatReais(balance) })}
          </span>
        </span>
        {/* The real checkbox lies over the drawn track, so a tap anywhere on it toggles it. */}
        <span className="relative h-7 w-12 shrink-0">
          <input
            type="checkbox"
            role="switch"
            checked={value}
            onChange={(event) => onChange(event.target.checked)}
            className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 rounded-full bg-ink-200 transition peer-checked:bg-brand-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5"
          />
        </span>
      </label>
    </CheckoutSection>
  );
}
