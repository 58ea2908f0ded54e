import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { Spinner } from '../../../components/spinner.tsx';
import { useAuthModal } from '../auth-modal-store.ts';

const loadModals = () => import('./auth-modals.tsx');
const AuthModals = lazy(() => loadModals().then((module) => ({ default: module.AuthModals })));

/** Starts downloading the modals' code before they are asked for (e.g. on the profile page). */
export function preloadAuthModals(): void {
  // Only a head start: when a modal opens, `lazy` imports again and a failure shows there.
  loadModals().catch(() => undefined);
}

/** Rendered once by the app shell; the modals' code (dialogs, forms, masks) loads on the first open. */
export function AuthModalHost({ profile }: { profile: TGetProfileResponse }) {
  const { modal } = useAuthModal();
  if (!modal) return null;
  return (
    <Suspense fallback={<ModalLoading />}>
      <AuthModals profile={profile} modal={modal} />
    </Suspense>
  );
}

function ModalLoading() {
  const { t } = useTranslation('spec');
  return (
    <div role="status" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-ink-900/40">
      <span className="flex items-center gap-3 rounded-2xl bg-white px-5 py-4 text-base font-medium text-ink-800 shadow-xl">
        <Spinner className="size-6" />
        {t('loading')}
      </span>
    </div>
  );
}
