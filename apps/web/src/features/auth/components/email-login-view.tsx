import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { openAuthModal } from '../auth-modal-store.ts';
import { canSubmitPasswordLogin } from '../input-rules.ts';
import type { SignInViewProps } from './sign-in-modal.tsx';

type EmailLoginViewProps = SignInViewProps & {
  /** Filled in (after a password recovery), so the password field takes the focus. */
  initialIdentifier?: string | undefined;
  onSubmit: (emailCpf: string, password: string) => Promise<void>;
};

/** E-mail or CPF and password; 'Entrar' waits for both (docs/product.md section 5). */
export function EmailLoginView({ profile, busy, initialIdentifier = '', onSubmit }: EmailLoginViewProps) {
  const { t } = useTranslation('spec');
  const { t: tCommon } = useTranslation();
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [password, setPassword] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // The first empty field takes the focus as the step opens, so the keyboard is ready for it.
  useEffect(() => {
    const field = form.current?.elements.namedItem(initialIdentifier ? 'password' : 'email_cpf');
    if (field instanceof HTMLInputElement) field.focus();
  }, [initialIdentifier]);
  const ready = canSubmitPasswordLogin(identifier, password);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) void onSubmit(identifier.trim(), password);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
      <TextField
        label={profile.login.text_email.trim() || t('emailLabelDefault')}
        value={identifier}
        onValueChange={setIdentifier}
        name="email_cpf"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        label={t('passwordLabel')}
        value={password}
        onValueChange={setPassword}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        reveal={{ show: tCommon('auth.showPassword'), hide: tCommon('auth.hidePassword') }}
      />
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          onClick={() => openAuthModal({ name: 'recover', fromSignIn: true })}
          className="rounded-md px-1 py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('forgotPassword')}
        </button>
      </div>
      <SubmitButton disabled={!ready} busy={busy}>
        {t('signIn')}
      </SubmitButton>
      <p className="mt-4 flex flex-wrap items-center justify-center gap-x-2 text-base text-ink-700">
        {t('noAccount')}
        <button
          type="button"
          onClick={() => openAuthModal({ name: 'sign-up', prefill: { mode: 'plain' }, fromSignIn: true })}
          className="rounded-md px-1 py-1 font-bold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('signUp')}
        </button>
      </p>
    </form>
  );
}
