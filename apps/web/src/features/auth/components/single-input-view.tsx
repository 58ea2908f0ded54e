import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@delivery/contract/constants';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { canSubmitSingleInput, cpfMask } from '../input-rules.ts';
import type { SignInViewProps } from './sign-in-modal.tsx';

type SingleInputViewProps = SignInViewProps & { onSubmit: (value: string) => Promise<void> };

/** The single-input sign-in of login.by_input profiles: a CPF, a comanda number or a name. */
export function SingleInputView({ profile, busy, onSubmit }: SingleInputViewProps) {
  const { t } = useTranslation('spec');
  const { t: tCommon } = useTranslation();
  const [value, setValue] = useState('');
  const type = profile.login.input_type ?? 'TEXTO';
  const ready = canSubmitSingleInput(type, value);
  const label = profile.login.internal_label.trim() || tCommon(`auth.singleLabel.${type}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) void onSubmit(value.trim());
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-5">
      {type === 'CPF' ? (
        <TextField
          label={label}
          value={value}
          onValueChange={setValue}
          mask={cpfMask}
          maxLength={limits.cpfMaskedLength}
          inputMode="numeric"
          name="login_value"
        />
      ) : (
        <TextField
          label={label}
          value={value}
          onValueChange={(next) => setValue(type === 'NUMERO' ? next.replace(/\D/g, '') : next)}
          inputMode={type === 'NUMERO' ? 'numeric' : 'text'}
          autoComplete={type === 'TEXTO' ? 'name' : 'off'}
          name="login_value"
          maxLength={120}
        />
      )}
      <SubmitButton disabled={!ready} busy={busy}>
        {profile.login.text_button_next.trim() || t('continue')}
      </SubmitButton>
    </form>
  );
}
