import { masks } from '@delivery/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field.tsx';
import { holderProblems } from '../card-form-problem.ts';

export type HolderValue = { holder: string; cpf: string; saveCard: boolean };

type CardHolderFieldsProps = {
  value: HolderValue;
  onChange: (value: HolderValue) => void;
  /** Every error shows, left or not ('Fazer pedido' was pressed). */
  showErrors: boolean;
};

const cpfMask = masks.cpf.replace(/9/g, '0');

/**
 * The card's holder, which the gateway asks with a card typed now: our own inputs (nothing secret),
 * checked as the app's other fields are (the CPF's check digits), and 'Salvar este cartão'.
 */
export function CardHolderFields({ value, onChange, showErrors }: CardHolderFieldsProps) {
  const { t } = useTranslation();
  const [holderLeft, setHolderLeft] = useState(false);
  const [cpfLeft, setCpfLeft] = useState(false);
  const problems = holderProblems(value);
  return (
    <>
      <TextField
        label={t('checkout.card.holder')}
        value={value.holder}
        onValueChange={(holder) => onChange({ ...value, holder })}
        onBlur={() => setHolderLeft(true)}
        autoComplete="cc-name"
        autoCapitalize="characters"
        placeholder={t('checkout.card.holderPlaceholder')}
        maxLength={60}
        error={(holderLeft || showErrors) && problems.holder ? t('checkout.card.holderRequired') : null}
      />
      <TextField
        label={t('checkout.card.holderCpf')}
        value={value.cpf}
        onValueChange={(cpf) => onChange({ ...value, cpf })}
        onBlur={() => setCpfLeft(true)}
        mask={cpfMask}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('checkout.cpf.placeholder')}
        error={(cpfLeft || showErrors) && problems.cpf ? t('checkout.card.holderCpfInvalid') : null}
      />
      <label className="flex cursor-pointer items-start gap-3 text-sm text-ink-800">
        <input
          type="checkbox"
          checked={value.saveCard}
          onChange={(event) => onChange({ ...value, saveCard: event.target.checked })}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <span>{t('checkout.card.save')}</span>
      </label>
    </>
  );
}
