import { exceptionDateProblem, hoursLimits } from '@delivery/contract/shop-hours';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { PlusIcon, XIcon } from '../../../components/icons.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { newKey, type ExceptionDraft } from '../hours-form.ts';
import { formatDay, periodNote } from '../hours-text.ts';
import { TimeInput } from './time-input.tsx';

type ExceptionsEditorProps = {
  exceptions: ExceptionDraft[];
  /** The shop's today: no date before it. */
  today: string;
  onChange: (exceptions: ExceptionDraft[]) => void;
  /** What to show as wrong, by row, once a save was tried. */
  issues: Map<number, string> | null;
};

const text = messages.shopSettings.hours;

/** Holidays and other dates with their own hours: the list, and a form that adds one. */
export function ExceptionsEditor({ exceptions, today, onChange, issues }: ExceptionsEditorProps) {
  const sorted = [...exceptions].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section aria-labelledby="exceptions-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id="exceptions-title" className="text-xl font-black text-ink-900">
        {text.exceptions}
      </h2>
      <p className="mt-1 text-base text-ink-700">{text.exceptionsLead}</p>
      {sorted.length === 0 ? (
        <p className="mt-3 text-base font-semibold text-ink-600">{text.exceptionsEmpty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink-100">
          {sorted.map((exception) => {
            const when = formatDay(exception.date);
            const issue = issues?.get(exception.key);
            return (
              <li key={exception.key} data-testid="hours-exception" className="py-2">
                <div className="flex items-center gap-2">
                  <div className="min-w-0 flex-1">
                    <p className="text-base font-bold text-ink-900">
                      {when}
                      {exception.date === today ? (
                        <span className="font-semibold text-ink-600"> ({text.today})</span>
                      ) : null}
                      {exception.label ? (
                        <span className="font-semibold text-ink-700"> · {exception.label}</span>
                      ) : null}
                    </p>
                    <p className="text-base text-ink-700">
                      {exception.closed
                        ? text.closedAllDay
                        : [`${exception.opens}–${exception.closes}`, periodNote(exception)].filter(Boolean).join(', ')}
                    </p>
                  </div>
                  <button
                    type="button"
                    onClick={() => onChange(exceptions.filter((other) => other.key !== exception.key))}
                    aria-label={fill(text.removeException, { date: when })}
                    className="grid size-11 shrink-0 place-items-center rounded-lg text-ink-600 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-sky-600"
                  >
                    <XIcon className="size-5" />
                  </button>
                </div>
                {issue ? <FieldError>{issue}</FieldError> : null}
              </li>
            );
          })}
        </ul>
      )}
      {exceptions.length < hoursLimits.exceptions ? (
        <NewException
          today={today}
          taken={exceptions.map((exception) => exception.date)}
          onAdd={(exception) => onChange([...exceptions, exception])}
        />
      ) : null}
    </section>
  );
}

type NewExceptionProps = {
  today: string;
  /** The dates already in the list. */
  taken: string[];
  onAdd: (exception: ExceptionDraft) => void;
};

/** A date to add: today unless another is picked, closed unless hours are given. */
function NewException({ today, taken, onAdd }: NewExceptionProps) {
  const [date, setDate] = useState(today);
  const [closed, setClosed] = useState(true);
  const [opens, setOpens] = useState('');
  const [closes, setCloses] = useState('');
  const [label, setLabel] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = !date ? text.dateMissing : taken.includes(date) ? text.dateTwice : exceptionDateProblem(date, today);
  const error = !checked
    ? null
    : problem
      ? problem.charAt(0).toUpperCase() + problem.slice(1)
      : !closed && (!opens || !closes)
        ? text.timeMissing
        : null;

  const add = () => {
    setChecked(true);
    if (problem || (!closed && (!opens || !closes))) return;
    onAdd({
      key: newKey(),
      date,
      closed,
      opens: closed ? '' : opens,
      closes: closed ? '' : closes,
      label: label.trim(),
    });
    // Another date is picked for the next one: this one is in the list now.
    setDate('');
    setLabel('');
    setChecked(false);
  };

  return (
    <div className="mt-3 grid gap-3 rounded-xl bg-ink-50 p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={text.date} type="date" value={date} min={today} onValueChange={setDate} />
        <TextField
          label={text.label}
          value={label}
          maxLength={hoursLimits.label}
          placeholder={text.labelPlaceholder}
          onValueChange={setLabel}
        />
      </div>
      <Segmented
        label={text.exceptionKind}
        value={closed ? 'closed' : 'open'}
        options={[
          { value: 'closed', label: text.kindClosed },
          { value: 'open', label: text.kindOpen },
        ]}
        onChange={(kind) => setClosed(kind === 'closed')}
      />
      {closed ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <TimeInput aria-label={text.opens} value={opens} onValueChange={setOpens} />
          <span className="text-base text-ink-700">{text.until}</span>
          <TimeInput aria-label={text.closes} value={closes} onValueChange={setCloses} />
          {periodNote({ opens, closes }) ? (
            <span className="basis-full text-sm font-semibold text-ink-600">{periodNote({ opens, closes })}</span>
          ) : null}
        </div>
      )}
      {error ? <FieldError>{error}</FieldError> : null}
      <Button variant="secondary" onClick={add} className="justify-self-start max-sm:w-full">
        <PlusIcon className="size-5" />
        {text.addException}
      </Button>
    </div>
  );
}
