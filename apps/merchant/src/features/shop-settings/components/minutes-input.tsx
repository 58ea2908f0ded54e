import { useId } from 'react';

type MinutesInputProps = {
  label: string;
  /** The row's name, read after the label by screen readers ("Minutos a mais (Cambuí)"). */
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  invalid?: boolean;
};

/** Whole minutes typed as digits, in a table row: its label shows on a phone, the column's header on wider screens. */
export function MinutesInput({ label, name, value, onValueChange, invalid = false }: MinutesInputProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-bold text-ink-700 sm:sr-only">
        {label}
        <span className="sr-only"> ({name})</span>
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        value={value}
        onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, 3))}
        aria-invalid={invalid || undefined}
        className={`block h-13 w-full rounded-xl border-2 bg-white px-4 text-lg text-ink-900 tabular-nums focus:border-ink-900 focus:ring-3 focus:ring-sky-200 focus:outline-none ${
          invalid ? 'border-brand-600' : 'border-ink-200'
        }`}
      />
    </div>
  );
}
