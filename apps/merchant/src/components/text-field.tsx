import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { messages } from '../lib/messages.ts';
import { AlertIcon, EyeIcon, EyeOffIcon } from './icons.tsx';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  /** A password with a button that shows and hides it. */
  revealable?: boolean;
};

const inputClass =
  'block h-13 w-full rounded-xl border-2 bg-white px-4 text-lg text-ink-900 placeholder:text-ink-400 focus:border-ink-900 focus:ring-3 focus:ring-sky-200 focus:outline-none disabled:bg-ink-50';

/** A labelled input with its hint and its error below it. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  revealable = false,
  className = '',
  type = 'text',
  ...props
}: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-base font-bold text-ink-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={revealable && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${error ? 'border-brand-600' : 'border-ink-200'} ${revealable ? 'pr-14' : ''}`}
          {...props}
        />
        {revealable ? (
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={revealed ? messages.auth.hidePassword : messages.auth.showPassword}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-1 my-auto grid size-11 place-items-center rounded-lg text-ink-600 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            {revealed ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
          </button>
        ) : null}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The ids a field's input is described by: its error's and its hint's, as FieldNotes writes them. */
export const describedByOf = (id: string, hint: unknown, error: unknown) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

/** Under a field: its hint, then its error, with the ids describedByOf names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </>
  );
}

/** A form's or a field's error, announced when it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-2 flex items-start gap-2 text-base font-semibold text-brand-700">
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
