import * as Checkbox from '@radix-ui/react-checkbox';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { limits, masks } from '@delivery/contract/constants';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { ArrowLeftIcon } from '../../../components/action-icons.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { register, type RegisterInput } from '../api/register.ts';
import { destinationAfterSignUp } from '../after-sign-in.ts';
import { closeAuthModal, openAuthModal, openSignIn, type SignUpPrefill } from '../auth-modal-store.ts';
import { canSubmitSignUp, issuesByField, signUpSchema, type AuthTextKey, type SignUpValues } from '../form-schemas.ts';
import { emitAccountEvent } from '../hooks/use-finish-sign-in.ts';
import { useOops } from '../../../hooks/use-oops.tsx';
import { useAuthText } from '../hooks/use-auth-text.ts';
import { applyMask, phoneMask } from '../input-rules.ts';
import { hasStoredOrder, saveSession } from '../session.ts';
import { AuthSheet, BarButton } from './auth-sheet.tsx';

type SignUpModalProps = { profile: TGetProfileResponse; prefill: SignUpPrefill; fromSignIn: boolean };

function initialValues(prefill: SignUpPrefill): SignUpValues {
  return {
    name: prefill.mode === 'social' ? prefill.name : '',
    email: prefill.mode === 'social' ? prefill.email : '',
    cell_phone: prefill.mode === 'sms' ? applyMask(prefill.phone, masks.phone) : '',
    password: '',
    password2: '',
    term: false,
  };
}

function toInput(prefill: SignUpPrefill, values: SignUpValues): RegisterInput {
  if (prefill.mode === 'sms')
    return { mode: 'sms', name: values.name, cell_phone: values.cell_phone, sms_token: prefill.smsToken };
  if (prefill.mode === 'social') {
    return {
      mode: 'social',
      name: values.name,
      email: values.email,
      cell_phone: values.cell_phone,
      credential: prefill.credential,
    };
  }
  return { mode: 'plain', ...values };
}

/**
 * docs/product.md section 2's sign-up: Nome, Email, Telefone, Senha, Repetir senha and the privacy
 * policy. Social sign-up comes prefilled without passwords; SMS sign-up asks only the name.
 */
export function SignUpModal({ profile, prefill, fromSignIn }: SignUpModalProps) {
  const { t } = useTranslation('spec');
  const { t: tCommon } = useTranslation();
  const text = useAuthText();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mode = prefill.mode;
  const [values, setValues] = useState(() => initialValues(prefill));
  const [issues, setIssues] = useState<Record<string, AuthTextKey>>({});
  const [busy, setBusy] = useState(false);
  const oops = useOops();
  const termId = useId();

  const change =
    <K extends keyof SignUpValues>(field: K) =>
    (value: SignUpValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setIssues(({ [field]: _cleared, ...rest }) => rest);
    };
  const issue = (field: keyof SignUpValues) => (issues[field] ? text(issues[field]) : null);
  const back = () => (fromSignIn ? openSignIn() : closeAuthModal('dismiss'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = signUpSchema(mode).safeParse(values);
    if (!parsed.success) {
      setIssues(issuesByField(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const { session, message } = await register(profile.profile_id, toInput(prefill, values));
      await saveSession(session);
      emitAccountEvent('register', session);
      emitAccountEvent('login', session);
      // docs/product.md section 4: 'Bom trabalho' with the server's message, then checkout when an Order waits.
      openAuthModal({ name: 'good-job', message, next: null });
      const destination = destinationAfterSignUp(await hasStoredOrder(), pathname);
      if (destination) await navigate(destination);
    } catch (error) {
      oops.show(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthSheet
      testId="sign-up-modal"
      title={tCommon('auth.signUpTitle')}
      topBar={
        <BarButton onClick={back}>
          <ArrowLeftIcon className="size-5" strokeWidth={2.2} />
          {t('back')}
        </BarButton>
      }
      onEscape={back}
    >
      <p className="mt-2 text-center text-base text-ink-600">
        {mode === 'sms'
          ? tCommon('auth.signUpSmsHint')
          : mode === 'social'
            ? tCommon('auth.signUpSocialHint', {
                provider: tCommon(`auth.provider.${prefill.mode === 'social' ? prefill.provider : 'google'}`),
              })
            : tCommon('auth.signUpHint')}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 flex flex-col gap-4">
        <TextField
          label={t('fieldName')}
          value={values.name}
          onValueChange={change('name')}
          error={issue('name')}
          name="name"
          autoComplete="name"
          maxLength={120}
          required
        />
        {mode !== 'sms' ? (
          <TextField
            label={t('fieldEmail')}
            value={values.email}
            onValueChange={change('email')}
            error={issue('email')}
            type="email"
            name="email"
            autoComplete="email"
            readOnly={mode === 'social' && prefill.email !== ''}
            maxLength={254}
            required
          />
        ) : null}
        <TextField
          label={t('fieldPhone')}
          value={values.cell_phone}
          onValueChange={change('cell_phone')}
          error={issue('cell_phone')}
          mask={phoneMask}
          maxLength={limits.phoneMaskedLength}
          type="tel"
          inputMode="tel"
          name="cell_phone"
          autoComplete="tel-national"
          placeholder={tCommon('auth.phonePlaceholder')}
          disabled={mode === 'sms'}
          required
        />
        {mode === 'plain' ? (
          <>
            <TextField
              label={t('fieldPassword')}
              value={values.password}
              onValueChange={change('password')}
              error={issue('password')}
              type="password"
              name="password"
              autoComplete="new-password"
              hint={tCommon('auth.passwordHint')}
              reveal={{ show: tCommon('auth.showPassword'), hide: tCommon('auth.hidePassword') }}
              required
            />
            <TextField
              label={t('fieldPasswordRepeat')}
              value={values.password2}
              onValueChange={change('password2')}
              error={issue('password2')}
              type="password"
              name="password2"
              autoComplete="new-password"
              required
            />
          </>
        ) : null}
        <div>
          <div className="flex items-start gap-3 rounded-2xl bg-ink-50 p-3">
            <Checkbox.Root
              id={termId}
              checked={values.term}
              onCheckedChange={(checked) => change('term')(checked === true)}
              aria-invalid={issues.term ? true : undefined}
              className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-md border-2 border-ink-400 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600"
            >
              <Checkbox.Indicator>
                <CheckIcon className="size-4 text-white" strokeWidth={3} />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <label htmlFor={termId} className="text-sm leading-6 text-ink-800">
              {tCommon('auth.acceptPolicyPrefix')}{' '}
              <a
                href={profile.site.politica_provacidade}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {tCommon('auth.policyLink')}
                <span className="sr-only"> {tCommon('auth.opensInNewTab')}</span>
              </a>
            </label>
          </div>
          {issues.term ? <FieldError>{text(issues.term)}</FieldError> : null}
        </div>
        <SubmitButton disabled={!canSubmitSignUp(mode, values)} busy={busy} className="mt-2">
          {t('register')}
        </SubmitButton>
      </form>
      {oops.dialog}
    </AuthSheet>
  );
}
