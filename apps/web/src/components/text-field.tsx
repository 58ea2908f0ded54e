import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { AlertIcon } from './icons.tsx';
import { EyeIcon, EyeOffIcon } from './action-icons.tsx';
import type * as MaskedInputModule from './masked-input.tsx';

type MaskModule = typeof MaskedInputModule;

// IMask is as large as a page's own code and no page needs it for its first paint: it is loaded
// once a masked field is drawn and the app shell allows it (allowFieldMasks, when the first page has
// its data), so pages without masked fields never load it. A masked field drawn before then is a
// plain input until it comes, and then masks what was typed.
let maskModule: MaskModule | null = null;
let maskLoading: Promise<MaskModule> | null = null;
let masksAllowed = false;
let masksWanted = false;
const maskWaiters = new Set<() => void>();

function loadMasks(): void {
  maskLoading ??= import('./masked-input.tsx').then(
    (module) => {
      maskModule = module;
      for (const waiter of maskWaiters) waiter();
      return module;
    },
    (error: unknown) => {
      // Offline with the code not kept: the next masked field drawn asks again.
      maskLoading = null;
      throw error;
    },
  );
  maskLoading.catch(() => undefined);
}

/** From now on masked fields may load their code; one drawn already loads it now. */
export function allowFieldMasks(): void {
  masksAllowed = true;
  if (masksWanted) loadMasks();
}

function wantMasks(): void {
  masksWanted = true;
  if (masksAllowed) loadMasks();
}

function subscribeMasks(onLoaded: () => void): () => void {
  maskWaiters.add(onLoaded);
  return () => maskWaiters.delete(onLoaded);
}
const useMaskModule = () => useSyncExternalStore(subscribeMasks, () => maskModule);

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
  const masked = money || mask !== undefined;
  const loadedMask = useMaskModule();
  useEffect(() => {
    if (masked && !loadedMask) wantMasks();
  }, [masked, loadedMask]);
  // Typed into before the mask came: the masked input takes the text (formatting it) and the focus.
  const [focusedUnmasked, setFocusedUnmasked] = useState(false);
  const maskedInput = useRef<HTMLInputElement>(null);
  const takeFocus = masked && loadedMask !== null && focusedUnmasked;
  // In the commit that swaps the inputs, not after the paint: keys typed in between went to the
  // page, and a CPF typed fast lost two digits in the middle.
  useLayoutEffect(() => {
    if (!takeFocus || !maskedInput.current) return;
    maskedInput.current.focus();
    const end = maskedInput.current.value.length;
    maskedInput.current.setSelectionRange(end, end);
  }, [takeFocus]);
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
        {masked && loadedMask ? (
          money ? (
            <loadedMask.MaskedInput
              {...shared}
              inputRef={maskedInput}
              money
              value={value}
              onValueChange={onValueChange}
            />
          ) : (
            <loadedMask.MaskedInput
              {...shared}
              inputRef={maskedInput}
              mask={mask!}
              value={value}
              onValueChange={onValueChange}
            />
          )
        ) : (
          <input
            {...shared}
            type={reveal && revealed ? 'text' : type}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            onFocus={(event) => {
              if (masked) setFocusedUnmasked(true);
              props.onFocus?.(event);
            }}
            onBlur={(event) => {
              // The mask's code has come and this input is being replaced by the masked one, which
              // takes the focus: nobody left the field.
              if (masked && maskModule) return;
              if (masked) setFocusedUnmasked(false);
              props.onBlur?.(event);
            }}
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
