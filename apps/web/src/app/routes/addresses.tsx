import { AddressBook } from '../../features/addresses/components/address-book.tsx';
import { openSignIn } from '../../features/auth/auth-modal-store.ts';
import { useSession } from '../../features/auth/session.ts';
import { useProfile } from '../../features/profile/profile-context.tsx';
import { RouteLoading } from '../layout/route-states.tsx';

/** /address: the signed-in customer's addresses (the session's token); a visitor is offered 'Entrar'. */
export function AddressesRoute() {
  const session = useSession();
  const profile = useProfile();
  if (session === undefined) return <RouteLoading />;
  return <AddressBook token={session?.token ?? null} mode={profile.address.mode} onSignIn={openSignIn} />;
}
