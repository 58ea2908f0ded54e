import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'accept' | 'danger' | 'secondary' | 'ghost' | 'alert';

type ButtonSize = 'sm' | 'md' | 'lg';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks: a counter's second tap must not send the call twice. */
  busy?: boolean;
};

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink-900 text-white hover:bg-ink-800 active:bg-ink-700',
  accept: 'bg-emerald-700 text-white hover:bg-emerald-800 active:bg-emerald-900',
  danger: 'border-2 border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
  secondary: 'border-2 border-ink-200 bg-white text-ink-900 hover:border-ink-400 hover:bg-ink-50',
  ghost: 'text-ink-800 hover:bg-ink-100',
  alert: 'bg-amber-400 text-ink-900 hover:bg-amber-300',
};

/** 'sm' is for a row of a list that must stay one line (the compact board): 40 px, still a thumb's. */
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-3 text-sm',
  md: 'min-h-12 px-4 text-base',
  lg: 'min-h-14 px-4 text-lg',
};

/** Counter-sized: at least 48 px tall, a strong label, the focus ring always visible. */
export const buttonClassName = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md') =>
  `inline-flex items-center justify-center gap-2 rounded-xl font-bold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-60 ${sizes[size]} ${variants[variant]}`;

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  className = '',
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClassName(variant, size)} ${className}`}
      {...props}
    >
      {busy ? (
        <Spinner className="size-5" tone={variant === 'accept' || variant === 'primary' ? 'light' : 'dark'} />
      ) : null}
      {children}
    </button>
  );
}
