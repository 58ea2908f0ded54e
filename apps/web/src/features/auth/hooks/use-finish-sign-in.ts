import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast.ts';
import { destinationAfterSignIn } from '../after-sign-in.ts';
import { closeAuthModal } from '../auth-modal-store.ts';
import { hasStoredOrder, saveSession, type Session } from '../session.ts';

/** Lets other parts of the app (analytics, push) react to a sign-in or a sign-up. */
export function emitAccountEvent(name: 'login' | 'register', session: Session): void {
  window.dispatchEvent(new CustomEvent(`delivery:${name}`, { detail: { customer_id: session.customer.customer_id } }));
}

/**
 * docs/product.md section 4, successful login: store customer and token, emit the login event, toast
 * 'Seja bem vindo(a), {name}', close the modal, then checkout when an Order is stored, else addresses.
 */
export function useFinishSignIn() {
  const { t } = useTranslation('spec');
  const navigate = useNavigate();
  return useCallback(
    async (session: Session) => {
      await saveSession(session);
      emitAccountEvent('login', session);
      showToast(t('welcome', { name: session.customer.name }));
      const destination = destinationAfterSignIn(await hasStoredOrder());
      closeAuthModal('done');
      await navigate(destination);
    },
    [navigate, t],
  );
}
