import { useId, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { describedByOf, FieldNotes } from './text-field.tsx';

type MoneyFieldProps = {
  label: ReactNode;
  /** Reais, or null while empty. */
  value: number | null;
  onValueChange: (reais: number | null) => void;
  hint?: string;
  error?: string | null;
  max?: number;
  /** The label's classes: 'sr-only' in a table row whose column header already names the field. */
  labelClassName?: string;
};

/**
 * Money typed the Brazilian way: 'R$ 1.234,56', the comma for cents (a dot typed becomes one), two
 * decimals shown once the field is left. The value is in reais, as the wire carries it.
 */
export function MoneyField({
  label,
  value,
  onValueChange,
  hint,
  error,
  max = 100_000,
  labelClassName = 'mb-1.5 block text-base font-bold text-ink-800',
}: MoneyFieldProps) {
  const id = useId();
  const describedBy = describedByOf(id, hint, error);
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="absolute inset-y-0 left-4 flex items-center text-lg font-semibold text-ink-600"
        >
          R$
        </span>
        <IMaskInput
          id={id}
          mask={Number}
          scale={2}
          radix=","
          mapToRadix={['.']}
          thousandsSeparator="."
          padFractionalZeros
          normalizeZeros
          min={0}
          max={max}
          unmask
          value={value === null ? '' : String(value)}
          onAccept={(unmasked: string) => onValueChange(unmasked === '' ? null : Number(unmasked))}
          inputMode="decimal"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block h-13 w-full rounded-xl border-2 bg-white pr-4 pl-12 text-lg text-ink-900 tabular-nums focus:border-ink-900 focus:ring-3 focus:ring-sky-200 focus:outline-none ${
            error ? 'border-brand-600' : 'border-ink-200'
          }`}
        />
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
