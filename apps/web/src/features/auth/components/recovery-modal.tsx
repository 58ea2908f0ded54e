import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@delivery/contract/constants';
import type { TFindCustomerResponse } from '@delivery/contract/customer';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { XIcon } from '../../../components/action-icons.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import {
  changePasswordByToken,
  checkCode,
  clearDataRecovery,
  findCustomer,
  readDataRecovery,
  sendDataRecovery,
  type RecoveryDelivery,
} from '../api/recovery.ts';
import { closeAuthModal, openAuthModal } from '../auth-modal-store.ts';
import {
  issuesByField,
  newPasswordSchema,
  recoverySearchSchema,
  type AuthTextKey,
  type NewPasswordValues,
  type RecoverySearchValues,
} from '../form-schemas.ts';
import { useAuthText } from '../hooks/use-auth-text.ts';
import { useOops } from '../../../hooks/use-oops.tsx';
import { cpfMask, isCompleteCode, phoneMask, splitPhone } from '../input-rules.ts';
import type { CodeSent } from '../code-cooldown.ts';
import { CodeField } from './code-field.tsx';
import { ResendCode } from './resend-code.tsx';
import { onlyDigits } from '@delivery/contract/br-documents';
import { AuthSheet, BarButton } from './auth-sheet.tsx';
import { ChannelDialog } from './channel-dialog.tsx';

type Step = 'search' | 'code' | 'password';

/** The last code this modal sent: by which channel, and to which (masked) destination. */
type RecoverySent = CodeSent & { channel: RecoveryDelivery };

/** The server's cooldown is per destination: an SMS and a voice call go to the same phone. */
const destinationOf = (found: TFindCustomerResponse, channel: RecoveryDelivery): string =>
  channel === 'EMAIL' ? `email:${found.email}` : `phone:${found.telefone}`;

const linkButton =
  'rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** docs/product.md section 4's recovery: search, channel, code, new password, 'Bom trabalho'. */
export function RecoveryModal({ profile }: { profile: TGetProfileResponse }) {
  const { t } = useTranslation('spec');
  const { t: tCommon } = useTranslation();
  const text = useAuthText();
  const [step, setStep] = useState<Step>('search');
  const [search, setSearch] = useState<RecoverySearchValues>({ email: '', phone: '', cpf: '' });
  const [found, setFound] = useState<TFindCustomerResponse | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [lastSent, setLastSent] = useState<RecoverySent | null>(null);
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState<NewPasswordValues>({ password: '', password2: '' });
  const [issues, setIssues] = useState<Record<string, AuthTextKey>>({});
  const [busy, setBusy] = useState(false);
  const oops = useOops();
  const passwordOops = useOops('recovery');

  const issue = (field: string) => (issues[field] ? text(issues[field]) : null);
  const go = (next: Step) => {
    setIssues({});
    setCode('');
    setStep(next);
  };

  async function run(task: () => Promise<void>, onError: (error: unknown) => void = oops.show) {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const parsed = recoverySearchSchema.safeParse(search);
    if (!parsed.success) {
      setIssues(issuesByField(parsed.error));
      return;
    }
    setIssues({});
    void run(async () => {
      const email = search.email.trim();
      const answer = await findCustomer(profile.profile_id, {
        ...(email ? { email } : {}),
        ...(search.phone ? splitPhone(search.phone) : {}),
        ...(search.cpf ? { cpf: onlyDigits(search.cpf) } : {}),
      });
      setFound(answer);
    });
  };

  const haveCode = async () => {
    if (await readDataRecovery()) go('code');
    else setIssues({ root: 'noCodeRequested' });
  };

  const send = (channel: RecoveryDelivery, to: string) =>
    run(async () => {
      const request = await readDataRecovery();
      if (!request) {
        setFound(null);
        setIssues({ root: 'noCodeRequested' });
        return;
      }
      setSentMessage(await sendDataRecovery(profile.profile_id, request, channel));
      setLastSent({ channel, to, at: Date.now() });
      setFound(null);
      go('code');
    });

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const request = await readDataRecovery();
      if (!request) {
        setIssues({ root: 'noCodeRequested' });
        return;
      }
      try {
        await checkCode(profile.profile_id, request, code);
      } catch (error) {
        setCode('');
        throw error;
      }
      go('password');
    });
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(passwords);
    if (!parsed.success) {
      setIssues(issuesByField(parsed.error));
      return;
    }
    setIssues({});
    void run(async () => {
      const request = await readDataRecovery();
      if (!request) {
        setIssues({ root: 'noCodeRequested' });
        return;
      }
      const message = await changePasswordByToken(profile.profile_id, request, passwords.password, passwords.password2);
      await clearDataRecovery();
      // Signing in with the new password starts from the e-mail or CPF the customer searched by.
      const emailCpf = search.email.trim() || search.cpf;
      openAuthModal({ name: 'good-job', message, next: { name: 'sign-in', ...(emailCpf ? { emailCpf } : {}) } });
    }, passwordOops.show);
  };

  return (
    <AuthSheet
      testId="recovery-modal"
      title={t('recoverPassword')}
      topBar={
        <BarButton className="ml-auto px-3" label={t('close')} onClick={() => closeAuthModal('dismiss')}>
          <XIcon className="size-6" strokeWidth={2.2} />
        </BarButton>
      }
      onEscape={() => closeAuthModal('dismiss')}
    >
      <ol aria-label={tCommon('auth.recoverySteps')} className="mx-auto mt-3 flex items-center gap-2">
        {(['search', 'code', 'password'] as const).map((name, index) => (
          <li
            key={name}
            aria-current={name === step ? 'step' : undefined}
            className={`h-1.5 w-10 rounded-full ${index <= ['search', 'code', 'password'].indexOf(step) ? 'bg-brand-600' : 'bg-ink-200'}`}
          >
            <span className="sr-only">{tCommon(`auth.recoveryStep.${name}`)}</span>
          </li>
        ))}
      </ol>

      {step === 'search' ? (
        <form onSubmit={submitSearch} noValidate className="mt-6 flex flex-col gap-4">
          <p className="text-center text-base text-ink-600">{tCommon('auth.recoverySearchHint')}</p>
          <TextField
            label={t('fieldEmail')}
            value={search.email}
            onValueChange={(email) => setSearch((current) => ({ ...current, email }))}
            error={issue('email')}
            type="email"
            name="email"
            autoComplete="email"
          />
          <TextField
            label={t('fieldPhone')}
            value={search.phone}
            onValueChange={(phone) => setSearch((current) => ({ ...current, phone }))}
            error={issue('phone')}
            mask={phoneMask}
            maxLength={limits.phoneMaskedLength}
            type="tel"
            inputMode="tel"
            name="phone"
            autoComplete="tel-national"
            placeholder={tCommon('auth.phonePlaceholder')}
          />
          <TextField
            label={tCommon('auth.fieldCpf')}
            value={search.cpf}
            onValueChange={(cpf) => setSearch((current) => ({ ...current, cpf }))}
            error={issue('cpf')}
            mask={cpfMask}
            maxLength={limits.cpfMaskedLength}
            inputMode="numeric"
            name="cpf"
            placeholder={tCommon('auth.cpfPlaceholder')}
          />
          {issues.root ? <FieldError>{text(issues.root)}</FieldError> : null}
          <SubmitButton busy={busy} className="mt-2">
            {t('continue')}
          </SubmitButton>
          <button type="button" onClick={() => void haveCode()} className={`${linkButton} mx-auto`}>
            {t('alreadyHaveCode')}
          </button>
        </form>
      ) : null}

      {step === 'code' ? (
        <form onSubmit={submitCode} noValidate className="mt-6 flex flex-col gap-5">
          <p className="text-center text-base text-ink-700" role="status">
            {sentMessage ?? tCommon('auth.recoveryCodeHint')}
          </p>
          <CodeField value={code} onValueChange={setCode} sms={lastSent?.channel === 'TELEFONE'} />
          {issues.root ? <FieldError>{text(issues.root)}</FieldError> : null}
          <SubmitButton disabled={!isCompleteCode(code)} busy={busy}>
            {t('continue')}
          </SubmitButton>
          {/* Another code by the same channel, once the server would send it ('Já tenho o código' sent none here). */}
          {lastSent ? (
            <ResendCode
              label={tCommon('auth.recoveryResend')}
              lastSent={lastSent}
              to={lastSent.to}
              busy={busy}
              onResend={() => void send(lastSent.channel, lastSent.to)}
            />
          ) : null}
          <button type="button" onClick={() => go('search')} className={`${linkButton} mx-auto`}>
            {t('back')}
          </button>
        </form>
      ) : null}

      {step === 'password' ? (
        <form onSubmit={submitPassword} noValidate className="mt-6 flex flex-col gap-4">
          <p className="text-center text-base text-ink-600">{tCommon('auth.newPasswordHint')}</p>
          <TextField
            label={tCommon('auth.newPassword')}
            value={passwords.password}
            onValueChange={(password) => setPasswords((current) => ({ ...current, password }))}
            error={issue('password')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            reveal={{ show: tCommon('auth.showPassword'), hide: tCommon('auth.hidePassword') }}
          />
          <TextField
            label={tCommon('auth.newPasswordRepeat')}
            value={passwords.password2}
            onValueChange={(password2) => setPasswords((current) => ({ ...current, password2 }))}
            error={issue('password2')}
            type="password"
            name="new-password2"
            autoComplete="new-password"
          />
          {issues.root ? <FieldError>{text(issues.root)}</FieldError> : null}
          <SubmitButton busy={busy} className="mt-2">
            {tCommon('auth.savePassword')}
          </SubmitButton>
          <button type="button" onClick={() => go('code')} className={`${linkButton} mx-auto`}>
            {t('back')}
          </button>
        </form>
      ) : null}

      {found ? (
        <ChannelDialog
          found={found}
          busy={busy}
          onSend={(channel) => send(channel, destinationOf(found, channel))}
          onCancel={() => setFound(null)}
        />
      ) : null}
      {oops.dialog}
      {passwordOops.dialog}
    </AuthSheet>
  );
}
