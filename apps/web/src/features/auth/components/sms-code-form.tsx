import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCompleteCode } from '../input-rules.ts';
import type { CodeSent } from '../code-cooldown.ts';
import { CodeField } from './code-field.tsx';
import { ResendCode } from './resend-code.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';

type SmsCodeFormProps = {
  phone: string;
  lastSent: CodeSent | null;
  busy: boolean;
  /** Runs a call with the caller's busy state and its 'Oops' dialog for refusals. */
  run: (task: () => Promise<void>) => Promise<void>;
  /** What the typed code does; a refusal empties the field for the next try. */
  onCode: (code: string) => Promise<void>;
  onResend: () => void;
};

/**
 * The 4-digit code sent by SMS to `phone`, with its resend countdown: SMS sign-in's second step
 * and the profile's phone verification.
 */
export function SmsCodeForm({ phone, lastSent, busy, run, onCode, onResend }: SmsCodeFormProps) {
  const { t } = useTranslation('spec');
  const [code, setCode] = useState('');
  const ready = isCompleteCode(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Drawn in a portal inside another form (the profile's), whose submit it must not set off.
    event.stopPropagation();
    if (!ready) return;
    void run(async () => {
      try {
        await onCode(code);
      } catch (error) {
        setCode('');
        throw error;
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-5">
      <p className="text-center text-base text-ink-700">
        {t('smsCodeSentTo')}
        <strong className="mt-1 block text-lg font-bold text-ink-900" data-testid="sms-phone">
          {phone}
        </strong>
      </p>
      <CodeField value={code} onValueChange={setCode} sms />
      <SubmitButton disabled={!ready} busy={busy}>
        {t('continue')}
      </SubmitButton>
      <ResendCode label={t('smsCodeNotReceived')} lastSent={lastSent} to={phone} onResend={onResend} busy={busy} />
    </form>
  );
}
