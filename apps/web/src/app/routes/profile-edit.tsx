import { ProfileEditForm } from '../../features/auth/components/profile-edit-form.tsx';
import { useProfile } from '../../features/profile/profile-context.tsx';
import { RequireCustomer } from './login-required.tsx';

/** /profile-edit: the customer's data, behind the login guard. */
export function ProfileEditRoute() {
  const profile = useProfile();
  return (
    <RequireCustomer>
      {(session) => <ProfileEditForm session={session} profileId={profile.profile_id} />}
    </RequireCustomer>
  );
}
