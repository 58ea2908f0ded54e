import { useId, useRef, useState } from 'react';
import { FieldNotes, TextField, describedByOf } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { base64Of } from '../payments-form.ts';

type SecretFieldProps = {
  label: string;
  /** Whether the server holds one already: empty then keeps it. */
  stored: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  /** A password-like value, a PEM (pasted or from a file), or a binary file sent in base64. */
  kind: 'text' | 'pem' | 'file';
  /** What the file picker offers. */
  accept?: string;
};

const text = messages.shopSettings.payments;

/**
 * A secret or a file the provider needs. What the server holds never comes back: a field it has
 * says "definido — deixe em branco para manter", and only what is typed or chosen here is sent.
 */
export function SecretField({ label, stored, value, onChange, error, kind, accept }: SecretFieldProps) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const hint = value && stored ? text.secretReplace : null;
  const shownError = error ?? (unreadable ? text.fileUnreadable : null);

  if (kind === 'text') {
    return (
      <TextField
        label={label}
        type="password"
        revealable
        autoComplete="new-password"
        value={value}
        onValueChange={onChange}
        placeholder={stored ? text.secretSetShort : ''}
        hint={stored && !value ? text.secretSet : hint}
        error={shownError}
      />
    );
  }

  const choose = async (file: File | undefined) => {
    if (!file) return;
    try {
      onChange(kind === 'pem' ? await file.text() : base64Of(new Uint8Array(await file.arrayBuffer())));
      setFileName(file.name);
      setUnreadable(false);
    } catch {
      setUnreadable(true);
    }
  };
  const filePicker = (
    <>
      <input
        ref={picker}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <button
        type="button"
        onClick={() => picker.current?.click()}
        aria-label={`${text.chooseFile}: ${label}`}
        className="inline-flex min-h-11 items-center rounded-xl border-2 border-ink-200 bg-white px-3 text-base font-bold text-ink-900 hover:border-ink-400 focus-visible:outline-3 focus-visible:outline-sky-600"
      >
        {text.chooseFile}
      </button>
    </>
  );

  if (kind === 'file') {
    return (
      <div>
        <p id={`${id}-label`} className="mb-1.5 block text-base font-bold text-ink-800">
          {label}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {filePicker}
          <span className="min-w-0 text-sm break-all text-ink-700">
            {/* A save empties the value: the name chosen before goes with it. */}
            {fileName && value ? fill(text.fileChosen, { name: fileName }) : stored ? text.secretSet : null}
          </span>
        </div>
        <FieldNotes id={id} hint={hint} error={shownError} />
      </div>
    );
  }

  return (
    <div>
      <div className="mb-1.5 flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="text-base font-bold text-ink-800">
          {label}
        </label>
        {filePicker}
      </div>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={value ? 5 : 2}
        spellCheck={false}
        autoComplete="off"
        placeholder={stored ? text.secretSet : text.pemPlaceholder}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedByOf(id, hint, shownError)}
        className={`block w-full resize-y rounded-xl border-2 bg-white px-4 py-3 font-mono text-sm text-ink-900 placeholder:font-sans placeholder:text-base placeholder:text-ink-400 focus:border-ink-900 focus:ring-3 focus:ring-sky-200 focus:outline-none ${
          shownError ? 'border-brand-600' : 'border-ink-200'
        }`}
      />
      <FieldNotes id={id} hint={hint} error={shownError} />
    </div>
  );
}
