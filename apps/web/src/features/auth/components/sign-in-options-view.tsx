import { useTranslation } from 'react-i18next';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { MailIcon, PhoneIcon } from '../../../components/action-icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import type { SignInOption } from '../sign-in-options.ts';
import { OptionButton } from './option-button.tsx';
import { FacebookSignInButton, GoogleSignInButton } from './social-buttons.tsx';

type SignInOptionsViewProps = {
  options: SignInOption[];
  profile: TGetProfileResponse;
  busy: boolean;
  onEmail: () => void;
  onPhone: () => void;
  onGoogle: (idToken: string) => void;
  onFacebook: (accessToken: string) => void;
};

/** 'Como deseja continuar?': the ways in this profile offers on this platform. */
export function SignInOptionsView({
  options,
  profile,
  busy,
  onEmail,
  onPhone,
  onGoogle,
  onFacebook,
}: SignInOptionsViewProps) {
  const { t } = useTranslation('spec');
  const { t: tCommon } = useTranslation();
  return (
    <div className="mt-8 flex flex-col gap-3">
      {options.map((option) => {
        switch (option) {
          case 'google':
            return <GoogleSignInButton key={option} clientId={profile.google.clientId} onCredential={onGoogle} />;
          case 'facebook':
            return <FacebookSignInButton key={option} appId={profile.facebook.appId} onAccessToken={onFacebook} />;
          case 'phone':
            return (
              <OptionButton key={option} icon={<PhoneIcon className="size-6 text-brand-600" />} onClick={onPhone}>
                {t('continueWithPhone')}
              </OptionButton>
            );
          case 'email':
            return (
              <OptionButton key={option} icon={<MailIcon className="size-6 text-brand-600" />} onClick={onEmail}>
                {t('continueWithEmail')}
              </OptionButton>
            );
        }
      })}
      {busy ? (
        <p role="status" className="mt-2 flex items-center justify-center gap-2 text-sm font-medium text-ink-700">
          <Spinner className="size-5" />
          {t('pleaseWait')}
        </p>
      ) : null}
      <p className="mt-6 text-center text-sm text-ink-600">{tCommon('auth.optionsHint')}</p>
    </div>
  );
}
