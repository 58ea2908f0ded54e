import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import { FieldError } from './text-field.tsx';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The first, empty choice ('Escolha o bairro'). */
  placeholder: string;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
};

/** A labelled native select, styled like TextField, with its error below it. */
export function SelectField({
  label,
  value,
  onValueChange,
  placeholder,
  error,
  hint,
  children,
  ...props
}: SelectFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block h-12 w-full appearance-none rounded-xl border bg-white pr-11 pl-4 text-base text-ink-900 shadow-xs transition focus:border-brand-600 focus:ring-3 focus:ring-brand-100 focus:outline-none disabled:bg-ink-50 disabled:text-ink-600 ${
            error ? 'border-brand-600' : 'border-ink-200'
          } ${value === '' ? 'text-ink-500' : ''}`}
          {...props}
        >
          <option value="">{placeholder}</option>
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-500" />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
