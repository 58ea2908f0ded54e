import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../../components/catalog-icons.tsx';

export const minQuantity = 1;
export const maxQuantity = 99;

type QuantityStepperProps = { value: number; onChange: (value: number) => void; disabled?: boolean };

/** '– 1 +' from 1 to 99; the number is announced as it changes. */
export function QuantityStepper({ value, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation();
  const button =
    'grid size-11 place-items-center rounded-full text-brand-600 transition hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600 disabled:text-ink-400 disabled:hover:bg-transparent';
  return (
    <div
      role="group"
      aria-label={t('catalog.product.quantity')}
      className="flex h-12 shrink-0 items-center rounded-full border border-ink-200 bg-white"
    >
      <button
        type="button"
        aria-label={t('catalog.product.decrease')}
        disabled={disabled || value <= minQuantity}
        onClick={() => onChange(Math.max(minQuantity, value - 1))}
        className={button}
      >
        <MinusIcon className="size-5" strokeWidth={2.4} />
      </button>
      <output
        aria-live="polite"
        data-testid="quantity"
        className="w-7 text-center text-base font-bold text-ink-900 tabular-nums"
      >
        {value}
      </output>
      <button
        type="button"
        aria-label={t('catalog.product.increase')}
        disabled={disabled || value >= maxQuantity}
        onClick={() => onChange(Math.min(maxQuantity, value + 1))}
        className={button}
      >
        <PlusIcon className="size-5" strokeWidth={2.4} />
      </button>
    </div>
  );
}
