import { useTranslation } from 'react-i18next';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { MessageDialog } from '../../../components/message-dialog.tsx';
import { closeAuthModal, openAuthModal, type AuthModal } from '../auth-modal-store.ts';
import { RecoveryModal } from './recovery-modal.tsx';
import { SignInModal } from './sign-in-modal.tsx';
import { SignUpModal } from './sign-up-modal.tsx';

/** The open account modal; loaded on demand by AuthModalHost. */
export function AuthModals({ profile, modal }: { profile: TGetProfileResponse; modal: AuthModal }) {
  const { t } = useTranslation('spec');
  switch (modal.name) {
    case 'sign-in':
      return <SignInModal profile={profile} emailCpf={modal.emailCpf} />;
    case 'sign-up':
      return <SignUpModal profile={profile} prefill={modal.prefill} fromSignIn={modal.fromSignIn} />;
    case 'recover':
      return <RecoveryModal profile={profile} />;
    case 'good-job': {
      const { next } = modal;
      const close = () => (next ? openAuthModal(next) : closeAuthModal('done'));
      return (
        <MessageDialog
          tone="success"
          title={t('goodJob')}
          message={modal.message}
          confirmLabel={t('close')}
          onConfirm={close}
        />
      );
    }
  }
}
