import { serverMessage } from '@delivery/client/api-error';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../components/button.tsx';
import { ShieldIcon } from '../../components/icons.tsx';
import { FieldError, TextField } from '../../components/text-field.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { messages } from '../../lib/messages.ts';
import { useConsoleSignIn } from '../api/session.ts';
import { useConsoleToken } from '../lib/session-token.ts';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.signIn;

/** /plataforma/entrar: the console's sign-in, or the console itself for whoever is signed in. */
export function SignInPage() {
  useDocumentTitle(`${text.title} · ${consoleMessages.title}`);
  const token = useConsoleToken();
  const navigate = useNavigate();
  if (token) return <Navigate to="/" replace />;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-ink-900 px-4 py-10">
      <div className="w-full max-w-md">
        <p className="mb-6 flex items-center justify-center gap-2 text-lg font-extrabold tracking-tight text-white">
          <span className="grid size-10 place-items-center rounded-xl bg-brand-600">
            <ShieldIcon className="size-6" strokeWidth={2.5} />
          </span>
          {consoleMessages.title}
        </p>
        <div className="rounded-3xl bg-white p-6 shadow-2xl sm:p-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">{text.title}</h1>
          <p className="mt-2 text-base text-ink-600">{text.lead}</p>
          <SignInForm onSignedIn={() => void navigate('/', { replace: true })} />
        </div>
      </div>
    </main>
  );
}

/**
 * E-mail, password and the second factor in one go, as the API takes them; its one refusal never
 * says which was wrong. The code field starts with a keypad of digits for the authenticator's six;
 * a recovery code has letters, so asking for one brings the whole keyboard back.
 */
function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [checked, setChecked] = useState(false);
  const signIn = useConsoleSignIn();
  const complete = email.trim() !== '' && password !== '' && code.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (complete) signIn.mutate({ email: email.trim(), password, code: code.trim() }, { onSuccess: onSignedIn });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5">
      <TextField
        label={text.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onValueChange={setEmail}
        required
      />
      <TextField
        label={text.password}
        type="password"
        autoComplete="current-password"
        revealable
        value={password}
        onValueChange={setPassword}
        required
      />
      <div>
        <TextField
          label={text.code}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          placeholder={recovery ? 'XXXXX-XXXXX' : '000000'}
          hint={recovery ? text.recoveryHint : text.codeHint}
          value={code}
          onValueChange={setCode}
          required
        />
        <button
          type="button"
          onClick={() => setRecovery((on) => !on)}
          className="mt-1 inline-flex min-h-11 items-center text-base font-bold text-ink-800 underline underline-offset-4 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-sky-600"
        >
          {recovery ? text.useAuthenticator : text.useRecovery}
        </button>
      </div>
      {checked && !complete ? (
        <FieldError>{text.fillAll}</FieldError>
      ) : signIn.isError ? (
        <FieldError>{serverMessage(signIn.error) ?? messages.app.unknownError}</FieldError>
      ) : null}
      <Button type="submit" size="lg" className="w-full" busy={signIn.isPending}>
        {text.submit}
      </Button>
    </form>
  );
}
