import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { messages } from '../../../lib/messages.ts';
import { useAcceptInvite, useNewPassword } from '../api/staff-session.ts';
import { newPasswordError } from '../password-rules.ts';
import { AuthCard } from './auth-card.tsx';

type LinkFormProps = {
  /** The token of the e-mail's link (?token=); null when the link came without it. */
  token: string | null;
  onSignedIn: () => void;
};

/** From a reset link: a new password, then straight into the panel. */
export function NewPasswordForm({ token, onSignedIn }: LinkFormProps) {
  const newPassword = useNewPassword();
  return (
    <AuthCard title={messages.auth.newPasswordTitle} lead={messages.auth.newPasswordLead}>
      <PasswordPair
        token={token}
        submitLabel={messages.auth.savePassword}
        pending={newPassword.isPending}
        failure={newPassword.isError ? (serverMessage(newPassword.error) ?? messages.app.unknownError) : null}
        onSubmit={(password) =>
          token && newPassword.mutate({ reset_token: token, password }, { onSuccess: onSignedIn })
        }
      />
    </AuthCard>
  );
}

/** From an invitation: someone new chooses a password; someone with an account leaves it blank. */
export function InviteForm({ token, onSignedIn }: LinkFormProps) {
  const accept = useAcceptInvite();
  return (
    <AuthCard title={messages.auth.inviteTitle} lead={messages.auth.inviteLead}>
      <PasswordPair
        token={token}
        optional
        hint={messages.auth.inviteExistingHint}
        submitLabel={messages.auth.acceptInvite}
        pending={accept.isPending}
        failure={accept.isError ? (serverMessage(accept.error) ?? messages.app.unknownError) : null}
        onSubmit={(password) =>
          token && accept.mutate({ invite_token: token, ...(password ? { password } : {}) }, { onSuccess: onSignedIn })
        }
      />
    </AuthCard>
  );
}

type PasswordPairProps = Pick<LinkFormProps, 'token'> & {
  submitLabel: string;
  optional?: boolean;
  hint?: string;
  pending: boolean;
  failure: string | null;
  onSubmit: (password: string) => void;
};

function PasswordPair({ token, submitLabel, optional = false, hint, pending, failure, onSubmit }: PasswordPairProps) {
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [checked, setChecked] = useState(false);
  const error = checked ? newPasswordError(password, repeated, optional) : null;

  if (!token) return <FieldError>{messages.auth.missingLink}</FieldError>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!newPasswordError(password, repeated, optional)) onSubmit(password);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={messages.auth.newPassword}
        type="password"
        autoComplete="new-password"
        revealable
        value={password}
        onValueChange={setPassword}
        hint={hint}
      />
      <TextField
        label={messages.auth.repeatPassword}
        type="password"
        autoComplete="new-password"
        revealable
        value={repeated}
        onValueChange={setRepeated}
      />
      {error ? <FieldError>{error}</FieldError> : failure ? <FieldError>{failure}</FieldError> : null}
      <Button type="submit" size="lg" className="w-full" busy={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
