import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatCpf, formatPhone, onlyDigits } from '@delivery/contract/br-documents';
import { limits } from '@delivery/contract/constants';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { showToast } from '../../../lib/toast.ts';
import { editCustomer, type EditChanges } from '../api/edit.ts';
import { issuesByField, profileEditSchema, type AuthTextKey, type ProfileEditValues } from '../form-schemas.ts';
import { useAuthText } from '../hooks/use-auth-text.ts';
import { useOops } from '../../../hooks/use-oops.tsx';
import { cpfMask, phoneMask } from '../input-rules.ts';
import { saveSession, type Session } from '../session.ts';
import { PhoneVerification } from './phone-verification.tsx';

function initialValues({ customer }: Session): ProfileEditValues {
  return {
    name: customer.name,
    email: customer.email,
    cell_phone: customer.cell_phone ? formatPhone(customer.cell_phone) : '',
    cpf: customer.cpf ? formatCpf(customer.cpf) : '',
    current_password: '',
    password: '',
    password2: '',
  };
}

/** Only what changed goes to the server; a new password goes with the current one. */
function changesOf(session: Session, values: ProfileEditValues): EditChanges {
  const { customer } = session;
  const changes: EditChanges = {};
  if (values.name.trim() !== customer.name) changes.name = values.name.trim();
  if (values.email.trim().toLowerCase() !== customer.email.toLowerCase()) changes.email = values.email.trim();
  if (onlyDigits(values.cell_phone) !== customer.cell_phone && values.cell_phone !== '') {
    changes.cell_phone = values.cell_phone;
  }
  if (onlyDigits(values.cpf) !== customer.cpf) changes.cpf = values.cpf;
  if (values.password !== '') {
    changes.current_password = values.current_password;
    changes.password = values.password;
    changes.password2 = values.password2;
  }
  return changes;
}

/** The customer's data and password (docs/product.md section 2's profile-edit page). */
export function ProfileEditForm({ session, profileId }: { session: Session; profileId: number }) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const text = useAuthText();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialValues(session));
  const [issues, setIssues] = useState<Record<string, AuthTextKey>>({});
  const [busy, setBusy] = useState(false);
  const oops = useOops();

  const change = (field: keyof ProfileEditValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setIssues(({ [field]: _cleared, ...rest }) => rest);
  };
  const issue = (field: keyof ProfileEditValues) => (issues[field] ? text(issues[field]) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A session stored before accounts said whether they have a password asks for it.
    const parsed = profileEditSchema(session.customer.has_password !== '0').safeParse(values);
    if (!parsed.success) {
      setIssues(issuesByField(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const saved = await editCustomer(session, changesOf(session, values));
      await saveSession(saved.session);
      showToast(saved.message);
      await navigate('/profile');
    } catch (error) {
      oops.show(error);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof ProfileEditValues) => ({
    value: values[name],
    onValueChange: change(name),
    error: issue(name),
    name,
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">{t('pages.profileEdit')}</h1>
      <section className="space-y-4 rounded-3xl border border-ink-100 bg-white p-5 shadow-sm">
        <TextField label={tSpec('fieldName')} {...field('name')} autoComplete="name" maxLength={120} />
        <TextField label={tSpec('fieldEmail')} {...field('email')} type="email" autoComplete="email" maxLength={254} />
        <TextField
          label={tSpec('fieldPhone')}
          {...field('cell_phone')}
          mask={phoneMask}
          maxLength={limits.phoneMaskedLength}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('auth.phonePlaceholder')}
        />
        <PhoneVerification session={session} profileId={profileId} phone={values.cell_phone} />
        <TextField
          label={t('auth.fieldCpf')}
          {...field('cpf')}
          mask={cpfMask}
          maxLength={limits.cpfMaskedLength}
          inputMode="numeric"
          placeholder={t('auth.cpfPlaceholder')}
        />
      </section>
      <section className="space-y-4 rounded-3xl border border-ink-100 bg-white p-5 shadow-sm">
        <div>
          <h2 className="text-lg font-bold text-ink-900">{t('account.changePassword')}</h2>
          <p className="mt-1 text-sm text-ink-600">{t('account.changePasswordHint')}</p>
        </div>
        <TextField
          label={t('account.currentPassword')}
          {...field('current_password')}
          type="password"
          autoComplete="current-password"
        />
        <TextField label={t('auth.newPassword')} {...field('password')} type="password" autoComplete="new-password" />
        <TextField
          label={t('auth.newPasswordRepeat')}
          {...field('password2')}
          type="password"
          autoComplete="new-password"
        />
      </section>
      <SubmitButton busy={busy}>{t('account.save')}</SubmitButton>
      {oops.dialog}
    </form>
  );
}
