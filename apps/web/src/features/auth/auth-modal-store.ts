import { useSyncExternalStore } from 'react';
import type { SocialProvider } from '@delivery/contract/customer';
import type { SocialCredential } from './api/login.ts';

/**
 * Which account modal is open. One at a time: 'Cadastrar' replaces the sign-in modal by the
 * sign-up one, 'Voltar' brings it back. Any screen, route or guard opens them through here; the
 * host in the app shell loads their code on the first open.
 */
export type SignUpPrefill =
  | { mode: 'plain' }
  | { mode: 'social'; provider: SocialProvider; name: string; email: string; credential: SocialCredential }
  | { mode: 'sms'; phone: string; smsToken: string };

export type AuthModal =
  /** `emailCpf`: what a customer who just set a new password searched by: the e-mail step opens with it. */
  | { name: 'sign-in'; emailCpf?: string }
  | { name: 'sign-up'; prefill: SignUpPrefill; fromSignIn: boolean }
  | { name: 'recover'; fromSignIn: boolean }
  /** 'Bom trabalho' with the server's message; `next` opens when it is closed. */
  | { name: 'good-job'; message: string; next: AuthModal | null };

/** How the last modal went away: dismissed, or its flow finished (and navigated where it had to). */
export type CloseReason = 'dismiss' | 'done';

export type AuthModalState = { modal: AuthModal | null; closedBy: CloseReason | null; opened: number };

let state: AuthModalState = { modal: null, closedBy: null, opened: 0 };
const listeners = new Set<() => void>();

function set(next: AuthModalState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openAuthModal(modal: AuthModal): void {
  set({ modal, closedBy: null, opened: state.opened + 1 });
}

export const openSignIn = (): void => openAuthModal({ name: 'sign-in' });

export function closeAuthModal(reason: CloseReason): void {
  if (state.modal) set({ modal: null, closedBy: reason, opened: state.opened });
}

export function subscribeAuthModal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const authModalState = (): AuthModalState => state;

export function useAuthModal(): AuthModalState {
  return useSyncExternalStore(subscribeAuthModal, authModalState);
}
