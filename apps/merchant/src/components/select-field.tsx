import { useId, type SelectHTMLAttributes } from 'react';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  label: string;
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
  /** The label is read but not shown (a toolbar's picker). */
  labelHidden?: boolean;
  tone?: 'light' | 'dark';
};

/** A native select: the best picker on a phone, and accessible as it is. */
export function SelectField({
  label,
  options,
  onValueChange,
  labelHidden = false,
  tone = 'light',
  className = '',
  ...props
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'mb-1.5 block text-base font-bold text-ink-800'}>
        {label}
      </label>
      <select
        id={id}
        onChange={(event) => onValueChange(event.target.value)}
        className={`block h-12 w-full rounded-xl border-2 px-3 text-base font-bold focus:ring-3 focus:ring-sky-300 focus:outline-none ${
          tone === 'dark' ? 'border-ink-600 bg-ink-800 text-white' : 'border-ink-200 bg-white text-ink-900'
        }`}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
