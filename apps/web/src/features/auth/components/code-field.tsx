import { useTranslation } from 'react-i18next';
import { limits } from '@delivery/contract/constants';
import { TextField } from '../../../components/text-field.tsx';
import { useSmsCode } from '../hooks/use-sms-code.ts';
import { codeMask } from '../input-rules.ts';

type CodeFieldProps = {
  value: string;
  onValueChange: (value: string) => void;
  /** The code went by SMS: the browser may fill it in from the message (WebOTP). */
  sms?: boolean;
};

/** The 4-digit code input of SMS sign-in and of recovery: masked, numeric, filled by the OS. */
export function CodeField({ value, onValueChange, sms = false }: CodeFieldProps) {
  const { t } = useTranslation();
  useSmsCode(sms, onValueChange);
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
