import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendCountdown, type CodeSent } from '../code-cooldown.ts';

type ResendCodeProps = {
  /** What asks for another code: 'Não recebi o meu código', 'Enviar o código de novo'. */
  label: string;
  /** The last code sent, and where to: the same destination waits out the server's cooldown. */
  lastSent: CodeSent | null;
  to: string;
  onResend: () => void;
  busy?: boolean;
};

/** Asking for another code: disabled, with the seconds shown, until the server would send it. */
export function ResendCode({ label, lastSent, to, onResend, busy = false }: ResendCodeProps) {
  const { t } = useTranslation();
  const wait = useResendCountdown(lastSent, to);
  const waitId = useId();
  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        onClick={onResend}
        disabled={wait > 0 || busy}
        aria-describedby={wait > 0 ? waitId : undefined}
        className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-ink-500 disabled:no-underline"
      >
        {label}
      </button>
      {wait > 0 ? (
        <p id={waitId} className="text-center text-sm text-ink-600" data-testid="resend-countdown">
          {t('auth.resendIn', { count: wait })}
        </p>
      ) : null}
    </div>
  );
}
