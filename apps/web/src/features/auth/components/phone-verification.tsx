import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onlyDigits } from '@delivery/contract/br-documents';
import { Sheet } from '../../../components/sheet.tsx';
import { AlertIcon, CheckIcon } from '../../../components/icons.tsx';
import { useOops } from '../../../hooks/use-oops.tsx';
import { showToast } from '../../../lib/toast.ts';
import { sendCodeCheck } from '../api/sms-code.ts';
import { verifyPhone } from '../api/verify-phone.ts';
import { resendSecondsLeft, type CodeSent } from '../code-cooldown.ts';
import { isCompletePhone } from '../input-rules.ts';
import { saveSession, type Session } from '../session.ts';
import { SmsCodeForm } from './sms-code-form.tsx';

/** Whether the masked `phone` is the account's own phone, verified by a code typed back. */
export function isVerifiedPhone({ customer }: Session, phone: string): boolean {
  return customer.phone_verified === '1' && customer.cell_phone !== '' && onlyDigits(phone) === customer.cell_phone;
}

/**
 * The state of the phone typed in the profile (decision 0053): 'Verificado', or 'Não verificado'
 * with 'Verificar', which texts a code to it; typed back, the phone is the account's, verified.
 * A phone changed in the form is unverified until its code is typed.
 */
type PhoneVerificationProps = { session: Session; profileId: number; phone: string };

export function PhoneVerification({ session, profileId, phone }: PhoneVerificationProps) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const oops = useOops();
  const [busy, setBusy] = useState(false);
  const [lastSent, setLastSent] = useState<CodeSent | null>(null);
  const [sent, setSent] = useState<{ phone: string; messageId: string } | null>(null);
  const [open, setOpen] = useState(false);
  const showFailure = oops.show;

  const run = useCallback(
    async (task: () => Promise<void>) => {
      setBusy(true);
      try {
        await task();
      } catch (error) {
        showFailure(error);
      } finally {
        setBusy(false);
      }
    },
    [showFailure],
  );

  const send = (to: string) =>
    run(async () => {
      const { messageId } = await sendCodeCheck(profileId, to);
      setLastSent({ to, at: Date.now() });
      setSent({ phone: to, messageId });
      setOpen(true);
    });

  const start = () => {
    // The code sent a moment ago still stands: the server would refuse another before the cooldown.
    if (sent?.phone === phone && resendSecondsLeft(lastSent, phone, Date.now()) > 0) {
      setOpen(true);
      return;
    }
    void send(phone);
  };

  const confirm = async (code: string) => {
    if (!sent) return;
    const verified = await verifyPhone(session, profileId, sent.phone, sent.messageId, code);
    await saveSession(verified);
    setOpen(false);
    setSent(null);
    showToast(t('account.phoneVerifiedToast'));
  };

  if (isVerifiedPhone(session, phone)) {
    return (
      <p className="-mt-2 flex items-center gap-1.5 text-sm font-semibold text-emerald-700" data-testid="phone-status">
        <CheckIcon className="size-4" strokeWidth={2.6} />
        {t('account.phoneVerified')}
      </p>
    );
  }
  if (!isCompletePhone(phone)) return null;
  return (
    <div className="-mt-2 flex items-center gap-3 rounded-2xl bg-amber-50 px-3 py-2.5">
      <AlertIcon className="size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold text-amber-800" data-testid="phone-status">
          {t('account.phoneUnverified')}
        </p>
        <p className="text-xs text-ink-700">{t('account.phoneUnverifiedHint')}</p>
      </div>
      <button
        type="button"
        onClick={start}
        disabled={busy}
        className="shrink-0 rounded-full bg-white px-4 py-2 text-sm font-bold text-brand-700 shadow-sm ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-ink-500"
      >
        {t('account.verifyPhone')}
      </button>
      {open && sent ? (
        <Sheet
          title={t('account.verifyPhoneTitle')}
          closeLabel={tSpec('close')}
          onClose={() => setOpen(false)}
          testId="phone-verify-sheet"
        >
          <SmsCodeForm
            phone={sent.phone}
            lastSent={lastSent}
            busy={busy}
            run={run}
            onCode={confirm}
            onResend={() => void send(sent.phone)}
          />
          {oops.dialog}
        </Sheet>
      ) : (
        oops.dialog
      )}
    </div>
  );
}
