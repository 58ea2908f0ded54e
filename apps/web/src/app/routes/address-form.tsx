import { useParams } from 'react-router';
import { AddressesNeedSignIn } from '../../features/addresses/components/address-book.tsx';
import { AddressFormPage } from '../../features/addresses/components/address-form.tsx';
import { openSignIn } from '../../features/auth/auth-modal-store.ts';
import { useSession } from '../../features/auth/session.ts';
import { useProfile } from '../../features/profile/profile-context.tsx';
import { RouteLoading } from '../layout/route-states.tsx';

/** new-address and new-address/:id: the address form, in the profile's address mode. */
export function AddressFormRoute() {
  const { id } = useParams();
  const session = useSession();
  const profile = useProfile();
  if (session === undefined) return <RouteLoading />;
  if (!session) return <AddressesNeedSignIn onSignIn={openSignIn} />;
  return (
    <AddressFormPage
      key={id ?? 'new'}
      token={session.token}
      mode={profile.address.mode}
      profileId={profile.profile_id}
      addressId={id === undefined ? null : Number(id)}
    />
  );
}
