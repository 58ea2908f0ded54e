import { useTranslation } from 'react-i18next';
import { limits } from '@delivery/contract/constants';
import { TextField } from '../../../components/text-field.tsx';
import { codeMask } from '../input-rules.ts';

/** The 4-digit code input of SMS sign-in and of recovery: masked, numeric, filled by the OS. */
export function CodeField({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.codeLabel')}
      value={value}
      onValueChange={onValueChange}
      mask={codeMask}
      maxLength={limits.codeLength}
      inputMode="numeric"
      name="code"
      autoComplete="one-time-code"
      autoFocus
      className="text-center text-2xl font-bold tracking-[0.6em] indent-[0.6em]"
    />
  );
}
