import { AccountPanel } from '../../features/auth/components/account-panel.tsx';

/** /profile: sign in for a visitor, the account for a customer. */
export function ProfileRoute() {
  return <AccountPanel />;
}
