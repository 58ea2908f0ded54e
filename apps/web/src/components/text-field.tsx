import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { AlertIcon } from './icons.tsx';
import { EyeIcon, EyeOffIcon } from './action-icons.tsx';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue' | 'size'>;

type TextFieldProps = NativeProps & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** An IMask pattern ('(00) 00000-0000'); the value is the masked text. */
  mask?: string;
  /**
   * Reais typed the Brazilian way, masked as the panel's money fields are: digits only, the comma
   * for cents (a dot typed becomes one), dots grouping thousands. The value is the masked text.
   */
  money?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** For passwords: a button that shows and hides the text, with these labels. */
  reveal?: { show: string; hide: string };
  /** Visually hides the label (it stays the field's accessible name). */
  labelHidden?: boolean;
};

const inputClass =
  'block h-12 w-full rounded-xl border bg-white px-4 text-base text-ink-900 shadow-xs transition placeholder:text-ink-400 focus:border-brand-600 focus:ring-3 focus:ring-brand-100 focus:outline-none disabled:bg-ink-50 disabled:text-ink-600';

/** A labelled input with its error below it; masked when `mask` is given. */
export function TextField({
  label,
  value,
  onValueChange,
  mask,
  money = false,
  error,
  hint,
  reveal,
  labelHidden = false,
  className = '',
  type = 'text',
  ...props
}: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${inputClass} ${error ? 'border-brand-600' : 'border-ink-200'} ${reveal ? 'pr-12' : ''} ${className}`,
    ...props,
  };

  return (
    <div>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-ink-800'}>
        {label}
      </label>
      <div className="relative">
        {money ? (
          <IMaskInput
            {...shared}
            mask={Number}
            scale={2}
            radix=","
            mapToRadix={['.']}
            thousandsSeparator="."
            normalizeZeros
            min={0}
            max={100_000}
            value={value}
            onAccept={(masked: string) => onValueChange(masked)}
          />
        ) : mask ? (
          <IMaskInput {...shared} mask={mask} value={value} onAccept={(masked: string) => onValueChange(masked)} />
        ) : (
          <input
            {...shared}
            type={reveal && revealed ? 'text' : type}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
          />
        )}
        {reveal ? (
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={revealed ? reveal.hide : reveal.show}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-1 my-auto grid size-10 place-items-center rounded-full text-ink-500 hover:bg-ink-50 hover:text-ink-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {revealed ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
          </button>
        ) : null}
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

/** A form's or a field's error: announced when it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-brand-700">
      <AlertIcon className="mt-px size-4 shrink-0" strokeWidth={2.2} />
      <span>{children}</span>
    </p>
  );
}
