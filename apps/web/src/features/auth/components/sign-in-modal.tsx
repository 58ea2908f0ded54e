import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { ArrowLeftIcon } from '../../../components/action-icons.tsx';
import { currentPlatform } from '../../../lib/platform.ts';
import { login, type LoginCredentials } from '../api/login.ts';
import { closeAuthModal, openAuthModal } from '../auth-modal-store.ts';
import type { CodeSent } from '../code-cooldown.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { useOops } from '../../../hooks/use-oops.tsx';
import { signInOptions, signInStart, type SignInStart } from '../sign-in-options.ts';
import { AuthSheet, BarButton } from './auth-sheet.tsx';
import { EmailLoginView } from './email-login-view.tsx';
import { SignInOptionsView } from './sign-in-options-view.tsx';
import { SingleInputView } from './single-input-view.tsx';
import { SmsCodeView, SmsPhoneView } from './sms-login-views.tsx';
import { TenantLogo } from './tenant-logo.tsx';

type View = { name: SignInStart } | { name: 'sms-phone' } | { name: 'sms-code'; messageId: string };

export type SignInViewProps = {
  profile: TGetProfileResponse;
  /** Runs a call with the modal's busy state and its 'Oops' dialog for refusals. */
  run: (task: () => Promise<void>) => Promise<void>;
  busy: boolean;
};

/** docs/product.md section 2's sign-in modal: options, e-mail/CPF, SMS in two steps, or the single input. */
export function SignInModal({ profile, emailCpf }: { profile: TGetProfileResponse; emailCpf?: string }) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const platform = currentPlatform();
  const start = signInStart(profile, platform);
  const [view, setView] = useState<View>({ name: emailCpf ? 'email' : start });
  const [phone, setPhone] = useState('');
  const [lastSent, setLastSent] = useState<CodeSent | null>(null);
  const [busy, setBusy] = useState(false);
  const oops = useOops();
  const finish = useFinishSignIn();
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

  const signIn = useCallback(
    (credentials: LoginCredentials) =>
      run(async () => {
        const outcome = await login(profile.profile_id, credentials);
        if (outcome.kind === 'session') {
          await finish(outcome.session);
          return;
        }
        // docs/product.md section 4: a social identity with no account continues into sign-up, prefilled.
        const credential =
          'google_id_token' in credentials
            ? { google_id_token: credentials.google_id_token }
            : 'facebook_access_token' in credentials
              ? { facebook_access_token: credentials.facebook_access_token }
              : null;
        if (!credential) return;
        openAuthModal({
          name: 'sign-up',
          fromSignIn: true,
          prefill: { mode: 'social', ...outcome.social, credential },
        });
      }),
    [finish, profile.profile_id, run],
  );

  const atStart = view.name === start;
  const topBar = atStart ? (
    <BarButton className="ml-auto" onClick={() => closeAuthModal('dismiss')}>
      {tSpec('signInLater')}
    </BarButton>
  ) : (
    <BarButton onClick={() => setView({ name: start })}>
      <ArrowLeftIcon className="size-5" strokeWidth={2.2} />
      {tSpec('signInBack')}
    </BarButton>
  );

  const titles: Record<View['name'], string> = {
    options: tSpec('signInHowToContinue'),
    email: t('auth.emailTitle'),
    'sms-phone': t('auth.smsTitle'),
    'sms-code': t('auth.smsTitle'),
    single: profile.login.label_generic_top.trim() || t('auth.singleTitle'),
  };
  const viewProps: SignInViewProps = { profile, run, busy };

  return (
    <AuthSheet
      testId="sign-in-modal"
      title={titles[view.name]}
      topBar={topBar}
      logo={<TenantLogo profile={profile} fallbackTitle={t('app.defaultTitle')} />}
      onEscape={() => closeAuthModal('dismiss')}
    >
      {view.name === 'options' ? (
        <SignInOptionsView
          options={signInOptions(profile, platform)}
          profile={profile}
          onEmail={() => setView({ name: 'email' })}
          onPhone={() => setView({ name: 'sms-phone' })}
          onGoogle={(token) => void signIn({ google_id_token: token })}
          onFacebook={(token) => void signIn({ facebook_access_token: token })}
          busy={busy}
        />
      ) : null}
      {view.name === 'email' ? (
        <EmailLoginView
          {...viewProps}
          initialIdentifier={emailCpf}
          onSubmit={(identifier, password) => signIn({ email_cpf: identifier, password })}
        />
      ) : null}
      {view.name === 'single' ? (
        <SingleInputView {...viewProps} onSubmit={(value) => signIn({ login_value: value })} />
      ) : null}
      {view.name === 'sms-phone' ? (
        <SmsPhoneView
          {...viewProps}
          phone={phone}
          onPhoneChange={setPhone}
          lastSent={lastSent}
          onSent={(messageId) => {
            setLastSent({ to: phone, at: Date.now() });
            setView({ name: 'sms-code', messageId });
          }}
        />
      ) : null}
      {view.name === 'sms-code' ? (
        <SmsCodeView
          {...viewProps}
          phone={phone}
          messageId={view.messageId}
          lastSent={lastSent}
          onSession={finish}
          onResend={() => setView({ name: 'sms-phone' })}
        />
      ) : null}
      {oops.dialog}
    </AuthSheet>
  );
}
