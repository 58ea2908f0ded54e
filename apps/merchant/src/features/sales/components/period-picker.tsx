import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { messages } from '../../../lib/messages.ts';
import { customRangeError, presets, type DayRange, type PeriodChoice } from '../sales-range.ts';

type PeriodPickerProps = {
  choice: PeriodChoice;
  /** The days shown now, which the date fields start from. */
  range: DayRange;
  today: string;
  onChoose: (choice: PeriodChoice) => void;
};

const chipClass =
  'min-h-12 rounded-xl border-2 px-4 text-base font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 aria-pressed:border-ink-900 aria-pressed:bg-ink-900 aria-pressed:text-white border-ink-200 bg-white text-ink-900 hover:border-ink-400';

/** Today, yesterday, the last 7 days, this month, or two dates typed in. */
export function PeriodPicker({ choice, range, today, onChoose }: PeriodPickerProps) {
  const [editing, setEditing] = useState(choice.preset === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [checked, setChecked] = useState(false);
  const error = checked ? customRangeError(from, to) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (customRangeError(from, to) === null) onChoose({ preset: 'custom', from, to });
  };

  return (
    <div>
      <div role="group" aria-label={messages.sales.period} className="flex flex-wrap gap-2">
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={!editing && choice.preset === preset}
            onClick={() => {
              setEditing(false);
              onChoose({ preset });
            }}
            className={chipClass}
          >
            {messages.sales.presets[preset]}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={editing}
          onClick={() => {
            setEditing(true);
            setFrom(range.from);
            setTo(range.to);
            setChecked(false);
          }}
          className={chipClass}
        >
          {messages.sales.presets.custom}
        </button>
      </div>
      {editing ? (
        <form
          onSubmit={submit}
          noValidate
          className="mt-3 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:flex sm:flex-wrap sm:items-start"
        >
          <TextField
            label={messages.sales.from}
            type="date"
            value={from}
            max={today}
            onValueChange={setFrom}
            className="sm:w-52"
          />
          <TextField
            label={messages.sales.to}
            type="date"
            value={to}
            max={today}
            onValueChange={setTo}
            className="sm:w-52"
          />
          <Button type="submit" className="w-full max-sm:min-h-13 sm:mt-7.5 sm:min-h-13">
            {messages.sales.apply}
          </Button>
          {error ? (
            <div className="w-full">
              <FieldError>{error}</FieldError>
            </div>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
