import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { messages } from '../../../lib/messages.ts';
import { useSignIn } from '../api/staff-session.ts';
import { AuthCard } from './auth-card.tsx';

/** E-mail and password; the server's message when it refuses ('E-mail ou senha incorretos'). */
export function SignInForm({ resetPath, onSignedIn }: { resetPath: string; onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const complete = email.trim() !== '' && password !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) signIn.mutate({ email: email.trim(), password }, { onSuccess: onSignedIn });
  };

  return (
    <AuthCard title={messages.auth.signInTitle} lead={messages.auth.signInLead}>
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
        <TextField
          label={messages.auth.password}
          type="password"
          autoComplete="current-password"
          revealable
          value={password}
          onValueChange={setPassword}
          required
        />
        {signIn.isError ? <FieldError>{serverMessage(signIn.error) ?? messages.app.unknownError}</FieldError> : null}
        <Button type="submit" size="lg" className="w-full" disabled={!complete} busy={signIn.isPending}>
          {messages.auth.signIn}
        </Button>
        <p className="text-center">
          <Link
            to={resetPath}
            className="inline-flex min-h-11 items-center font-bold text-ink-800 underline underline-offset-4 hover:text-ink-900"
          >
            {messages.auth.forgot}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
