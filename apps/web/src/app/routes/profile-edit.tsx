import { ProfileEditForm } from '../../features/auth/components/profile-edit-form.tsx';
import { RequireCustomer } from './login-required.tsx';

/** /profile-edit: the customer's data, behind the login guard. */
export function ProfileEditRoute() {
  return <RequireCustomer>{(session) => <ProfileEditForm session={session} />}</RequireCustomer>;
}
