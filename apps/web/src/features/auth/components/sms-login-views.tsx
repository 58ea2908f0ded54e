import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@delivery/contract/constants';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { checkCodeTyped, sendCodeCheck } from '../api/sms-code.ts';
import { openAuthModal } from '../auth-modal-store.ts';
import { useResendCountdown, type CodeSent } from '../code-cooldown.ts';
import { isCompletePhone, phoneMask } from '../input-rules.ts';
import { SmsCodeForm } from './sms-code-form.tsx';
import type { Session } from '../session.ts';
import type { SignInViewProps } from './sign-in-modal.tsx';

type SmsPhoneViewProps = SignInViewProps & {
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** The last code this modal sent: the same phone waits out the server's cooldown. */
  lastSent: CodeSent | null;
  onSent: (messageId: string) => void;
};

/**
 * SMS step 1: the phone, '(99) 99999-9999'; 'Continuar' only at 15 characters, and for the phone
 * just sent a code only once the server would send another.
 */
export function SmsPhoneView({ profile, busy, run, phone, onPhoneChange, lastSent, onSent }: SmsPhoneViewProps) {
  const { t } = useTranslation('spec');
  const { t: tCommon } = useTranslation();
  const wait = useResendCountdown(lastSent, phone);
  const ready = isCompletePhone(phone) && wait === 0;

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
        hint={wait > 0 ? tCommon('auth.resendIn', { count: wait }) : tCommon('auth.smsHint')}
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
  lastSent: CodeSent | null;
  onSession: (session: Session) => Promise<void>;
  onResend: () => void;
};

/**
 * SMS step 2: the 4-digit code; an unknown phone continues into SMS sign-up. Asking for another
 * code waits, with the seconds shown, until the server would send it.
 */
export function SmsCodeView({ profile, busy, run, phone, messageId, lastSent, onSession, onResend }: SmsCodeViewProps) {
  const onCode = async (code: string) => {
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
  };
  return <SmsCodeForm phone={phone} lastSent={lastSent} busy={busy} run={run} onCode={onCode} onResend={onResend} />;
}
