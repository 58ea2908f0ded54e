import { useEffect, useRef } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { AccountPanel } from '../../features/auth/components/account-panel.tsx';
import { openAuthModal, openSignIn, useAuthModal } from '../../features/auth/auth-modal-store.ts';
import { isRouteHandle, type PageKey } from '../pages.ts';

function openFor(page: PageKey | undefined) {
  if (page === 'signUp') openAuthModal({ name: 'sign-up', prefill: { mode: 'plain' }, fromSignIn: false });
  else if (page === 'recoverPassword') openAuthModal({ name: 'recover', fromSignIn: false });
  else openSignIn();
}

/**
 * /sign-in, /sign-up and /recover-password open their modal over the profile page; dismissing
 * the modal leaves for the root.
 */
export function AuthEntryRoute() {
  const page = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle)?.page;
  const navigate = useNavigate();
  const { modal, closedBy, opened } = useAuthModal();
  const openedHere = useRef<number | null>(null);

  useEffect(() => {
    openFor(page);
  }, [page]);

  useEffect(() => {
    if (modal && openedHere.current === null) openedHere.current = opened;
    if (!modal && closedBy === 'dismiss' && openedHere.current !== null) void navigate('/', { replace: true });
  }, [modal, closedBy, opened, navigate]);

  return <AccountPanel />;
}
