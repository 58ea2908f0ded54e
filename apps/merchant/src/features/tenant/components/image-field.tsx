import { useState } from 'react';
import { TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';

const text = messages.tenant.appearance;

/** An image's address with what it shows beside it (or that it shows nothing). */
export function ImageField({
  label,
  hint,
  value,
  onChange,
  error,
  square = false,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  square?: boolean;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = value.trim();
  return (
    <div className="flex items-start gap-3">
      <TextField
        label={label}
        value={value}
        onValueChange={onChange}
        hint={`${hint} ${text.imageHint}`.trim()}
        error={error}
        inputMode="url"
        spellCheck={false}
        className="min-w-0 flex-1"
      />
      <div
        className={`mt-8 grid h-13 shrink-0 place-items-center overflow-hidden rounded-xl border border-ink-200 bg-ink-50 ${square ? 'w-13' : 'w-24'}`}
      >
        {src && broken !== src ? (
          <img
            src={src}
            alt={fill(text.preview, { what: label })}
            className="max-h-full max-w-full object-contain"
            onError={() => setBroken(src)}
          />
        ) : (
          <span className="px-1 text-center text-xs font-semibold text-ink-500">{text.noImage}</span>
        )}
      </div>
    </div>
  );
}
