import { isHexColour } from '@delivery/contract/colours';
import { useId } from 'react';
import { TextField } from '../../components/text-field.tsx';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.newTenant;

type ColourFieldProps = { value: string; onChange: (value: string) => void; error?: string | undefined };

/**
 * The brand colour: its code, to paste from a brand guide, and the device's picker beside it,
 * which also shows the colour the code names.
 */
export function ColourField({ value, onChange, error }: ColourFieldProps) {
  const id = useId();
  const colour = isHexColour(value.trim()) ? value.trim().toLowerCase() : '#000000';
  return (
    <div className="flex items-start gap-2">
      <TextField
        label={text.colour}
        value={value}
        onValueChange={onChange}
        error={error}
        hint={text.colourHint}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        className="min-w-0 flex-1"
      />
      <div className="mt-7.5 shrink-0">
        <label htmlFor={`${id}-picker`} className="sr-only">
          {text.colourPicker}
        </label>
        <input
          id={`${id}-picker`}
          type="color"
          value={colour}
          onChange={(event) => onChange(event.target.value)}
          className="block h-13 w-16 cursor-pointer rounded-xl border-2 border-ink-200 bg-white p-1 focus-visible:outline-3 focus-visible:outline-sky-600"
        />
      </div>
    </div>
  );
}
