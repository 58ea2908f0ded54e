import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { useAuthModal } from '../auth-modal-store.ts';
import { mustAcceptTerms } from '../guard.ts';
import { useSession } from '../session.ts';

const TermsPrompt = lazy(() => import('./terms-prompt.tsx').then((module) => ({ default: module.TermsPrompt })));

/**
 * docs/product.md section 4: a customer who has not accepted the privacy policy is asked until they do.
 * 'Agora não' hides the prompt until the next page; it comes back there and on every start.
 */
export function TermsPromptHost({ profile }: { profile: TGetProfileResponse }) {
  const session = useSession();
  const { modal } = useAuthModal();
  const { pathname } = useLocation();
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);

  if (!session || !mustAcceptTerms(session.customer) || modal || dismissedOn === pathname) return null;
  return (
    <Suspense fallback={null}>
      <TermsPrompt
        session={session}
        policyUrl={profile.site.politica_provacidade}
        onLater={() => setDismissedOn(pathname)}
      />
    </Suspense>
  );
}
