import { useState } from 'react';
import { CopyIcon, PlusIcon, XIcon } from '../../../components/icons.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { copyDay, newKey, weekOrder, type HoursIssues, type PeriodDraft } from '../hours-form.ts';
import { periodNote } from '../hours-text.ts';
import { CopyDayDialog } from './copy-day-dialog.tsx';
import { TimeInput } from './time-input.tsx';

type WeekEditorProps = {
  week: PeriodDraft[][];
  onChange: (week: PeriodDraft[][]) => void;
  /** What to show as wrong, once a save was tried. */
  issues: HoursIssues | null;
};

const text = messages.shopSettings.hours;

/** Each day of the week with its periods: add, change, remove, and copy a day to others. */
export function WeekEditor({ week, onChange, issues }: WeekEditorProps) {
  const [copying, setCopying] = useState<number | null>(null);
  const setDay = (weekday: number, periods: PeriodDraft[]) =>
    onChange(week.map((day, index) => (index === weekday ? periods : day)));

  return (
    <section aria-labelledby="week-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id="week-title" className="text-xl font-black text-ink-900">
        {text.week}
      </h2>
      <p className="mt-1 text-base text-ink-700">{text.weekLead}</p>
      {issues?.week ? <FieldError>{issues.week}</FieldError> : null}
      <ul className="mt-2 divide-y divide-ink-100">
        {weekOrder.map((weekday) => (
          <DayRow
            key={weekday}
            weekday={weekday}
            periods={week[weekday]!}
            onChange={(periods) => setDay(weekday, periods)}
            onCopy={() => setCopying(weekday)}
            issue={issues?.days.get(weekday) ?? null}
          />
        ))}
      </ul>
      {copying !== null ? (
        <CopyDayDialog
          from={copying}
          onCopy={(to) => onChange(copyDay(week, copying, to))}
          onClose={() => setCopying(null)}
        />
      ) : null}
    </section>
  );
}

type DayRowProps = {
  weekday: number;
  periods: PeriodDraft[];
  onChange: (periods: PeriodDraft[]) => void;
  onCopy: () => void;
  issue: string | null;
};

function DayRow({ weekday, periods, onChange, onCopy, issue }: DayRowProps) {
  const day = text.days[weekday]!;
  const setPeriod = (key: number, fields: Partial<PeriodDraft>) =>
    onChange(periods.map((period) => (period.key === key ? { ...period, ...fields } : period)));
  return (
    // A phone stacks the day over its periods; a wider screen puts them side by side.
    <li data-testid="hours-day" className="py-3 sm:grid sm:grid-cols-[9.5rem_minmax(0,1fr)_auto] sm:gap-x-3">
      <div className="flex items-center justify-between gap-2 sm:contents">
        <h3 className="text-lg font-bold text-ink-900 sm:col-start-1 sm:row-start-1 sm:pt-2.5">{day}</h3>
        <button
          type="button"
          onClick={onCopy}
          aria-label={fill(text.copyDay, { day })}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-3 text-base font-bold text-sky-800 hover:bg-sky-50 focus-visible:outline-3 focus-visible:outline-sky-600 sm:col-start-3 sm:row-start-1"
        >
          <CopyIcon className="size-4" />
          {text.copy}
        </button>
      </div>
      <div className="sm:col-start-2 sm:row-start-1">
        {periods.length === 0 ? (
          <p className="text-base font-semibold text-ink-600 sm:pt-2.5">{text.closedDay}</p>
        ) : null}
        <ul className="space-y-2">
          {periods.map((period, index) => {
            const name = fill(text.periodName, { day, number: index + 1 });
            const note = periodNote(period);
            return (
              <li key={period.key} data-testid="hours-period" className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <TimeInput
                  aria-label={`${text.opens} (${name})`}
                  value={period.opens}
                  onValueChange={(opens) => setPeriod(period.key, { opens })}
                  invalid={Boolean(issue)}
                />
                <span className="text-base text-ink-700">{text.until}</span>
                <TimeInput
                  aria-label={`${text.closes} (${name})`}
                  value={period.closes}
                  onValueChange={(closes) => setPeriod(period.key, { closes })}
                  invalid={Boolean(issue)}
                />
                <button
                  type="button"
                  onClick={() => onChange(periods.filter((other) => other.key !== period.key))}
                  aria-label={fill(text.removePeriod, { opens: period.opens, closes: period.closes, day })}
                  className="grid size-11 place-items-center rounded-lg text-ink-600 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-sky-600"
                >
                  <XIcon className="size-5" />
                </button>
                {note ? <span className="text-sm font-semibold text-ink-600 max-sm:basis-full">{note}</span> : null}
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          onClick={() => onChange([...periods, { key: newKey(), opens: '', closes: '' }])}
          aria-label={fill(text.addPeriodTo, { day })}
          className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-base font-bold text-ink-800 hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-sky-600"
        >
          <PlusIcon className="size-4" />
          {text.addPeriod}
        </button>
        {issue ? <FieldError>{issue}</FieldError> : null}
      </div>
    </li>
  );
}
