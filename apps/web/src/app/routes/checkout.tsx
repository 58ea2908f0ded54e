import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openSignIn } from '../../features/auth/auth-modal-store.ts';
import { checkoutRefusal } from '../../features/auth/guard.ts';
import { useSession } from '../../features/auth/session.ts';
import { isLoginByInput } from '../../features/auth/sign-in-options.ts';
import { useProfile } from '../../features/profile/profile-context.tsx';
import { showToast } from '../../lib/toast.ts';
import { RouteLoading } from '../layout/route-states.tsx';
import { PlaceholderRoute } from './placeholder.tsx';

/** /checkout: a visitor is sent to the root with the login modal open (SPEC.md section 2's checkout refusal). */
export function CheckoutRoute() {
  const session = useSession();
  const profile = useProfile();
  const navigate = useNavigate();
  const { t } = useTranslation('spec');
  const refused = useRef(false);

  useEffect(() => {
    if (session !== null || refused.current) return;
    const refusal = checkoutRefusal(false, isLoginByInput(profile));
    if (!refusal) return;
    refused.current = true;
    if (refusal.showToast) showToast(t('loginOrRegisterToContinue'));
    openSignIn();
    void navigate(refusal.redirectTo, { replace: true });
  }, [session, profile, navigate, t]);

  return session ? <PlaceholderRoute /> : <RouteLoading />;
}
