import type { InputHTMLAttributes } from 'react';
import { typedTime, typedTimeDone } from '../hours-text.ts';

type TimeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
  invalid?: boolean;
};

/**
 * A 'HH:MM' field typed as digits, the colon put in: always 24 hours and five characters, where
 * the browser's own time field follows its language (12 hours and AM/PM in an English one).
 */
export function TimeInput({ value, onValueChange, invalid = false, className = '', ...props }: TimeInputProps) {
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="00:00"
      maxLength={5}
      value={value}
      onChange={(event) => onValueChange(typedTime(event.target.value))}
      onBlur={() => onValueChange(typedTimeDone(value))}
      aria-invalid={invalid || undefined}
      className={`h-12 w-[5.75rem] rounded-xl border-2 bg-white px-3 text-center text-lg font-semibold text-ink-900 tabular-nums placeholder:text-ink-400 focus:border-ink-900 focus:ring-3 focus:ring-sky-200 focus:outline-none ${
        invalid ? 'border-brand-600' : 'border-ink-200'
      } ${className}`}
      {...props}
    />
  );
}
