import type { THoursException, TOpeningPeriod, TShopDay, TShopStatus } from '@delivery/contract/catalog';
import { TZDate } from '@date-fns/tz';

const DAY_MS = 86_400_000;
/** How far ahead the next opening is looked for. */
const LOOKAHEAD_DAYS = 14;

export type Interval = { start: number; end: number };

const minutes = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The local calendar date (y, m, d) and weekday of an instant in a time zone. */
function localDay(instant: number, timeZone: string) {
  const local = new TZDate(instant, timeZone);
  return { year: local.getFullYear(), month: local.getMonth(), day: local.getDate(), weekday: local.getDay() };
}

const isoDate = (y: number, m: number, d: number) =>
  `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The instant of a local wall-clock time; `dayOffset` 1 is the next day (periods past midnight). */
function instantAt(y: number, m: number, d: number, hhmm: string, timeZone: string, dayOffset = 0): number {
  const total = minutes(hhmm);
  return new TZDate(y, m, d + dayOffset, Math.floor(total / 60), total % 60, timeZone).getTime();
}

type Period = { opens: string; closes: string };

/**
 * The periods of one local date: its exception if it has one (a holiday closes it, or other hours
 * replace the week's), else the week's periods of that weekday, in opening order.
 */
function periodsOfDay(
  date: string,
  weekday: number,
  week: TOpeningPeriod[],
  exception: THoursException | undefined,
): Period[] {
  if (exception) {
    return exception.closed || !exception.opens || !exception.closes
      ? []
      : [{ opens: exception.opens, closes: exception.closes }];
  }
  return week
    .filter((p) => p.weekday === weekday)
    .map(({ opens, closes }) => ({ opens, closes }))
    .sort((a, b) => minutes(a.opens) - minutes(b.opens));
}

/**
 * The opening intervals of one local date. A period whose closing time is at or before its opening
 * runs into the next day.
 */
function intervalsOfDay(
  y: number,
  m: number,
  d: number,
  weekday: number,
  week: TOpeningPeriod[],
  exceptions: Map<string, THoursException>,
  timeZone: string,
): Interval[] {
  const date = isoDate(y, m, d);
  const periods = periodsOfDay(date, weekday, week, exceptions.get(date));
  return periods.map((p) => ({
    start: instantAt(y, m, d, p.opens, timeZone),
    end: instantAt(y, m, d, p.closes, timeZone, minutes(p.closes) <= minutes(p.opens) ? 1 : 0),
  }));
}

/** The opening intervals (epoch ms) from yesterday to `days` ahead, sorted by start. */
export function openIntervals(
  week: TOpeningPeriod[],
  exceptionList: THoursException[],
  timeZone: string,
  now: number,
  days = LOOKAHEAD_DAYS,
): Interval[] {
  const exceptions = new Map(exceptionList.map((e) => [e.date, e]));
  const intervals: Interval[] = [];
  // From yesterday: a period that started yesterday evening may still be running.
  for (let offset = -1; offset <= days; offset++) {
    const { year, month, day, weekday } = localDay(now + offset * DAY_MS, timeZone);
    intervals.push(...intervalsOfDay(year, month, day, weekday, week, exceptions, timeZone));
  }
  return intervals.sort((a, b) => a.start - b.start);
}

/** Whether the shop is open at `now`, until when, or when it opens next. */
export function shopStatus(
  week: TOpeningPeriod[],
  exceptionList: THoursException[],
  timeZone: string,
  now: number = Date.now(),
): TShopStatus {
  const intervals = openIntervals(week, exceptionList, timeZone, now);
  const current = intervals.filter((i) => i.start <= now && now < i.end).sort((a, b) => b.end - a.end)[0];
  if (current) return { is_open: true, closes_at: new Date(current.end).toISOString(), next_opening: null };
  const next = intervals.filter((i) => i.start > now).sort((a, b) => a.start - b.start)[0];
  return { is_open: false, closes_at: null, next_opening: next ? new Date(next.start).toISOString() : null };
}

/** The local date of `now` in the shop's time zone, with that day's periods and its exception's name. */
export function shopDay(
  week: TOpeningPeriod[],
  exceptionList: THoursException[],
  timeZone: string,
  now: number = Date.now(),
): TShopDay {
  const { year, month, day, weekday } = localDay(now, timeZone);
  const date = isoDate(year, month, day);
  const exception = exceptionList.find((e) => e.date === date);
  return { date, periods: periodsOfDay(date, weekday, week, exception), label: exception?.label ?? '' };
}
