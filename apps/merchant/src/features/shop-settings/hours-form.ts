import {
  exceptionDateProblem,
  hoursProblems,
  ZHoursSettings,
  type THoursSettingsInput,
  type TShopHoursResponse,
} from '@delivery/contract/shop-hours';
import { messages } from '../../lib/messages.ts';

/**
 * The hours section as a form: the week by day, the dates with their own hours, and the minutes
 * as typed. The contract's own checks (ZHoursSettings) say what is wrong, mapped here to the row
 * it is about, so the panel and the API refuse the same things with the same words.
 */

export type PeriodDraft = { key: number; opens: string; closes: string };
export type ExceptionDraft = {
  key: number;
  date: string;
  closed: boolean;
  opens: string;
  closes: string;
  label: string;
};

export type HoursForm = {
  /** Index: weekday, 0 Sunday to 6 Saturday, as the wire counts them. */
  week: PeriodDraft[][];
  exceptions: ExceptionDraft[];
  estimateMin: string;
  estimateMax: string;
  acceptMinutes: string;
};

/** The days as the panel lists them: Monday first, as Brazilian opening hours are read. */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

let lastKey = 0;
/** A key for a new row, unique for the page's life. */
export const newKey = (): number => ++lastKey;

const byOpening = (a: { opens: string }, b: { opens: string }) => a.opens.localeCompare(b.opens);

export function formOf(hours: TShopHoursResponse['hours']): HoursForm {
  return {
    week: [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
      hours.opening_hours
        .filter((period) => period.weekday === weekday)
        .sort(byOpening)
        .map((period) => ({ key: newKey(), opens: period.opens, closes: period.closes })),
    ),
    exceptions: hours.exceptions.map((exception) => ({
      key: newKey(),
      date: exception.date,
      closed: exception.closed,
      opens: exception.opens ?? '',
      closes: exception.closes ?? '',
      label: exception.label,
    })),
    estimateMin: String(hours.estimate_min),
    estimateMax: String(hours.estimate_max),
    acceptMinutes: String(hours.accept_timeout_minutes),
  };
}

/** A typed number of minutes; NaN when empty, which the contract refuses. */
const minutes = (typed: string): number => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The section as the save sends it. */
export function inputOf(form: HoursForm): THoursSettingsInput {
  return {
    opening_hours: form.week.flatMap((periods, weekday) =>
      periods.map((period) => ({ weekday, opens: period.opens, closes: period.closes })),
    ),
    exceptions: [...form.exceptions]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((exception) => ({
        date: exception.date,
        closed: exception.closed,
        ...(exception.closed ? {} : { opens: exception.opens, closes: exception.closes }),
        label: exception.label.trim(),
      })),
    estimate_min: minutes(form.estimateMin),
    estimate_max: minutes(form.estimateMax),
    accept_timeout_minutes: minutes(form.acceptMinutes),
  };
}

/** Whether the form says anything else than what it was filled with. */
export const isChanged = (form: HoursForm, base: HoursForm): boolean =>
  JSON.stringify(inputOf(form)) !== JSON.stringify(inputOf(base));

/** What is wrong, by where it shows: a day, a date (by its row's key), or a field. */
export type HoursIssues = {
  days: Map<number, string>;
  week: string | null;
  exceptions: Map<number, string>;
  estimate: string | null;
  acceptMinutes: string | null;
};

const first = (map: Map<number, string>, key: number, message: string) => {
  if (!map.has(key)) map.set(key, message);
};

/** What the contract refuses in the form, and a date before the shop's `today`; null when none. */
export function hoursIssues(form: HoursForm, today: string): HoursIssues | null {
  const issues: HoursIssues = {
    days: new Map(),
    week: null,
    exceptions: new Map(),
    estimate: null,
    acceptMinutes: null,
  };
  // The input's periods in the same order as the form's, day by day.
  const dayOfPeriod = form.week.flatMap((periods, weekday) => periods.map(() => weekday));
  const sortedExceptions = [...form.exceptions].sort((a, b) => a.date.localeCompare(b.date));

  let missingTimes = false;
  form.week.forEach((periods, weekday) => {
    if (periods.some((period) => !period.opens || !period.closes)) {
      missingTimes = true;
      first(issues.days, weekday, messages.shopSettings.hours.timeMissing);
    }
  });
  for (const exception of sortedExceptions) {
    const missing = !exception.closed && (!exception.opens || !exception.closes);
    missingTimes ||= missing;
    const problem = missing ? messages.shopSettings.hours.timeMissing : exceptionDateProblem(exception.date, today);
    if (problem) first(issues.exceptions, exception.key, capitalised(problem));
  }

  const input = inputOf(form);
  const result = ZHoursSettings.safeParse(input);
  // zod runs the rules across fields only once every field is well formed; the panel shows them
  // as soon as every period and date has its times, whatever the minutes say.
  const across = missingTimes
    ? []
    : hoursProblems({
        opening_hours: input.opening_hours,
        exceptions: input.exceptions.map((e) => ({ ...e, opens: e.opens ?? null, closes: e.closes ?? null })),
        estimate_min: minutes(form.estimateMin),
        estimate_max: minutes(form.estimateMax),
      });
  for (const issue of [...(result.success ? [] : result.error.issues), ...across]) {
    const [field, index] = issue.path;
    const message = capitalised(issue.message);
    if (field === 'opening_hours' && typeof index === 'number') first(issues.days, dayOfPeriod[index]!, message);
    else if (field === 'opening_hours') issues.week ??= message;
    else if (field === 'exceptions' && typeof index === 'number') {
      first(issues.exceptions, sortedExceptions[index]!.key, message);
    } else if (field === 'estimate_min' || field === 'estimate_max') {
      issues.estimate ??= Number.isNaN(minutes(form[field === 'estimate_min' ? 'estimateMin' : 'estimateMax']))
        ? messages.shopSettings.hours.minutesMissing
        : message;
    } else if (field === 'accept_timeout_minutes') {
      issues.acceptMinutes ??= Number.isNaN(minutes(form.acceptMinutes))
        ? messages.shopSettings.hours.minutesMissing
        : message;
    }
  }
  const found = issues.days.size || issues.week || issues.exceptions.size || issues.estimate || issues.acceptMinutes;
  return found ? issues : null;
}

/** The contract's reasons start in lower case, to follow a field's name; alone, they start a sentence. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The week with the periods of `from` copied over each day of `to`. */
export function copyDay(week: PeriodDraft[][], from: number, to: readonly number[]): PeriodDraft[][] {
  return week.map((periods, weekday) =>
    to.includes(weekday) && weekday !== from ? week[from]!.map((period) => ({ ...period, key: newKey() })) : periods,
  );
}
