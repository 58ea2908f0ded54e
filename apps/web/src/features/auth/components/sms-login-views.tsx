import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@delivery/contract/constants';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { checkCodeTyped, sendCodeCheck } from '../api/sms-code.ts';
import { openAuthModal } from '../auth-modal-store.ts';
import { isCompleteCode, isCompletePhone, phoneMask } from '../input-rules.ts';
import { CodeField } from './code-field.tsx';
import type { Session } from '../session.ts';
import type { SignInViewProps } from './sign-in-modal.tsx';

type SmsPhoneViewProps = SignInViewProps & {
  phone: string;
  onPhoneChange: (phone: string) => void;
  onSent: (messageId: string) => void;
};

/** SMS step 1: the phone, '(99) 99999-9999'; 'Continuar' only at 15 characters. */
export function SmsPhoneView({ profile, busy, run, phone, onPhoneChange, onSent }: SmsPhoneViewProps) {
  const { t } = useTranslation('spec');
  const { t: tCommon } = useTranslation();
  const ready = isCompletePhone(phone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    void run(async () => {
      const { messageId } = await sendCodeCheck(profile.profile_id, phone);
      onSent(messageId);
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-5">
      <TextField
        label={profile.login.label_login_phone.trim() || tCommon('auth.phoneLabelDefault')}
        value={phone}
        onValueChange={onPhoneChange}
        mask={phoneMask}
        maxLength={limits.phoneMaskedLength}
        inputMode="tel"
        type="tel"
        name="phone"
        autoComplete="tel-national"
        placeholder={tCommon('auth.phonePlaceholder')}
        hint={tCommon('auth.smsHint')}
      />
      <SubmitButton disabled={!ready} busy={busy}>
        {t('continue')}
      </SubmitButton>
    </form>
  );
}

type SmsCodeViewProps = SignInViewProps & {
  phone: string;
  messageId: string;
  onSession: (session: Session) => Promise<void>;
  onResend: () => void;
};

/** SMS step 2: the 4-digit code; an unknown phone continues into SMS sign-up. */
export function SmsCodeView({ profile, busy, run, phone, messageId, onSession, onResend }: SmsCodeViewProps) {
  const { t } = useTranslation('spec');
  const [code, setCode] = useState('');
  const ready = isCompleteCode(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    void run(async () => {
      try {
        const outcome = await checkCodeTyped(profile.profile_id, messageId, code, phone);
        if (outcome.kind === 'session') {
          await onSession(outcome.session);
          return;
        }
        openAuthModal({
          name: 'sign-up',
          fromSignIn: true,
          prefill: { mode: 'sms', phone: outcome.phone, smsToken: outcome.smsToken },
        });
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
      <CodeField value={code} onValueChange={setCode} />
      <SubmitButton disabled={!ready} busy={busy}>
        {t('continue')}
      </SubmitButton>
      <button
        type="button"
        onClick={onResend}
        className="mx-auto rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t('smsCodeNotReceived')}
      </button>
    </form>
  );
}
