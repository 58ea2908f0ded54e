import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { messages } from '../../../lib/messages.ts';
import { usePasswordReset } from '../api/password-reset.ts';
import { AuthCard } from './auth-card.tsx';

/** Asks for a reset link; shows the server's answer, which is the same for any e-mail. */
export function ResetRequestForm({ signInPath }: { signInPath: string }) {
  const [email, setEmail] = useState('');
  const reset = usePasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) reset.mutate(email.trim());
  };

  return (
    <AuthCard title={messages.auth.resetTitle} lead={messages.auth.resetLead}>
      {reset.isSuccess ? (
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-base font-semibold text-emerald-900">
          {reset.data.message}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <TextField
            label={messages.auth.email}
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onValueChange={setEmail}
            required
          />
          {reset.isError ? <FieldError>{serverMessage(reset.error) ?? messages.app.unknownError}</FieldError> : null}
          <Button type="submit" size="lg" className="w-full" disabled={!email.trim()} busy={reset.isPending}>
            {messages.auth.sendLink}
          </Button>
        </form>
      )}
      <p className="mt-4 text-center">
        <Link
          to={signInPath}
          className="inline-flex min-h-11 items-center font-bold text-ink-800 underline underline-offset-4 hover:text-ink-900"
        >
          {messages.auth.backToSignIn}
        </Link>
      </p>
    </AuthCard>
  );
}
