import type { InputHTMLAttributes, Ref } from 'react';
import { IMaskInput } from 'react-imask';

type MaskedInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue' | 'size'> & {
  value: string;
  onValueChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
} & ({ money: true; mask?: never } | { money?: false; mask: string });

/**
 * TextField's masked input (IMask): loaded apart from it (text-field.tsx), since the library is
 * as large as a page's own code and no page needs it for its first paint.
 */
export function MaskedInput({ money, mask, value, onValueChange, ...shared }: MaskedInputProps) {
  return money ? (
    <IMaskInput
      {...shared}
      mask={Number}
      scale={2}
      radix=","
      mapToRadix={['.']}
      thousandsSeparator="."
      normalizeZeros
      min={0}
      max={100_000}
      value={value}
      onAccept={(masked: string) => onValueChange(masked)}
    />
  ) : (
    <IMaskInput {...shared} mask={mask} value={value} onAccept={(masked: string) => onValueChange(masked)} />
  );
}
