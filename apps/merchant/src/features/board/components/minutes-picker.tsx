import { useId } from 'react';
import { MinusIcon, PlusIcon } from '../../../components/icons.tsx';
import { fill, messages } from '../../../lib/messages.ts';

type MinutesPickerProps = {
  value: string;
  onChange: (value: string) => void;
  quick: readonly number[];
  label: string;
  quickLabel: string;
  /** The − and + buttons move by this much; none when absent. */
  step?: number;
  error: string | null;
};

/** Minutes by one tap on a common value, by ±5, or typed: the counter's hands are often full. */
export function MinutesPicker({ value, onChange, quick, label, quickLabel, step, error }: MinutesPickerProps) {
  const id = useId();
  const current = Number.parseInt(value, 10);
  const nudge = (by: number) => onChange(String(Math.max(0, (Number.isFinite(current) ? current : 0) + by)));
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-base font-bold text-ink-800">{quickLabel}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {quick.map((minutes) => (
            <button
              key={minutes}
              type="button"
              aria-pressed={current === minutes}
              onClick={() => onChange(String(minutes))}
              className="min-h-14 rounded-xl border-2 border-ink-200 text-lg font-bold whitespace-nowrap text-ink-900 sm:text-base hover:border-ink-900 focus-visible:outline-3 focus-visible:outline-sky-600 aria-pressed:border-ink-900 aria-pressed:bg-ink-900 aria-pressed:text-white"
            >
              {fill(messages.accept.quickOption, { minutes })}
            </button>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={id} className="mb-2 block text-base font-bold text-ink-800">
          {label}
        </label>
        <div className="flex items-center gap-2">
          {step ? (
            <button
              type="button"
              aria-label={messages.accept.less}
              onClick={() => nudge(-step)}
              className="grid size-14 shrink-0 place-items-center rounded-xl border-2 border-ink-200 text-ink-900 hover:border-ink-900"
            >
              <MinusIcon className="size-6" />
            </button>
          ) : null}
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`h-14 w-full min-w-0 rounded-xl border-2 px-4 text-center text-2xl font-black text-ink-900 tabular-nums focus:border-ink-900 focus:ring-3 focus:ring-sky-200 focus:outline-none ${
              error ? 'border-brand-600' : 'border-ink-200'
            }`}
          />
          {step ? (
            <button
              type="button"
              aria-label={messages.accept.more}
              onClick={() => nudge(step)}
              className="grid size-14 shrink-0 place-items-center rounded-xl border-2 border-ink-200 text-ink-900 hover:border-ink-900"
            >
              <PlusIcon className="size-6" />
            </button>
          ) : null}
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-base font-semibold text-brand-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The whole minutes typed, or null when the text is not a whole number within the limits. */
export function parseMinutes(value: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const minutes = Number.parseInt(value, 10);
  return minutes >= min && minutes <= max ? minutes : null;
}
