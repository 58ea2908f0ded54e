import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from './button.tsx';
import { Spinner } from './spinner.tsx';

type SubmitButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** While the call runs the button reads 'Aguarde...' and cannot be pressed again. */
  busy?: boolean;
  variant?: 'primary' | 'secondary';
};

/** A full-width form button with docs/product.md's 'Aguarde...' state. */
export function SubmitButton({
  busy = false,
  disabled,
  children,
  className = '',
  variant = 'primary',
  type = 'submit',
  ...props
}: SubmitButtonProps) {
  const { t } = useTranslation('spec');
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClassName(variant)} h-12 w-full text-base disabled:cursor-not-allowed ${className}`}
      {...props}
    >
      {busy ? (
        <>
          <Spinner className="size-5" tone={variant === 'primary' ? 'light' : 'brand'} />
          {t('pleaseWait')}
        </>
      ) : (
        children
      )}
    </button>
  );
}
