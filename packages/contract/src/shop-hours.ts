import { z } from 'zod';
import { ZShopLastChange } from './last-change.ts';
import { ZHoursException, ZOpeningPeriod, zTime, type TOpeningPeriod } from './catalog.ts';
import { ZEnvelope } from './envelope.ts';
import { zId, zInt, zSessionToken, zText, zValidate } from './fields.ts';

/**
 * A shop's hours as its owner runs them from the panel (issue 13, decision 0034): the week's
 * periods, the dates that depart from it, how long its orders take and how long it has to accept
 * one. The checks here are the API's and the panel's alike, so both say the same thing.
 */

export const hoursLimits = {
  periodsPerDay: 6,
  /** Dates from today on that have their own hours. */
  exceptions: 60,
  /** How far ahead a date may be given. */
  exceptionDaysAhead: 366,
  label: 40,
  /** The shop's estimate, in minutes: its lower end is also how far ahead the first slot starts. */
  estimate: { min: 5, max: 240 },
  /** Minutes to accept a new order before it is cancelled for the shop (decision 0028). */
  acceptMinutes: { min: 1, max: 60 },
} as const;

const weekdayNames = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;

const DAY_MINUTES = 1440;
const WEEK_MINUTES = 7 * DAY_MINUTES;

const minutesOf = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * How long a period lasts, in minutes: one closing at or before its opening runs past midnight,
 * and 00:00 to 00:00 is the whole day.
 */
export const periodLength = ({ opens, closes }: { opens: string; closes: string }): number => {
  const length = minutesOf(closes) - minutesOf(opens);
  return length > 0 ? length : length + DAY_MINUTES;
};

/** Whether a period ends on the next day (18:00–02:00); 00:00–00:00 ends at the day's midnight. */
export const runsPastMidnight = (period: { opens: string; closes: string }): boolean =>
  minutesOf(period.opens) + periodLength(period) > DAY_MINUTES;

const isCalendarDate = (value: string): boolean => {
  const [y = 0, m = 0, d = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const zDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'use o formato AAAA-MM-DD')
    .refine(isCalendarDate, 'não é uma data do calendário');

const dayOf = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const dateOfDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);
/** 'YYYY-MM-DD' moved by `days`. */
export const addDays = (date: string, days: number): string => dateOfDay(dayOf(date) + days);
const weekdayOf = (date: string): number => new Date(dayOf(date) * 86_400_000).getUTCDay();
/** '24/12/2026'. */
export const brDate = (date: string): string => date.split('-').reverse().join('/');

/** Intl formatters are costly to build: one per time zone. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date ('YYYY-MM-DD') in a time zone. */
export function localDate(timeZone: string, now: number = Date.now()): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** A date with its own hours as the owner gives it: closed all day, or open from `opens` to `closes`. */
export const ZHoursExceptionInput = z
  .object({
    date: zDate(),
    closed: z.boolean(),
    /** Absent or null when closed. */
    opens: zTime().nullable().optional(),
    closes: zTime().nullable().optional(),
    /** 'Natal'; '' for none. */
    label: zText(hoursLimits.label),
  })
  .refine((e) => e.closed || (e.opens && e.closes), {
    path: ['opens'],
    message: 'informe quando abre e quando fecha, ou marque a data como fechada',
  })
  // A closed date keeps no hours, whatever came with it.
  .transform((e) => ({
    date: e.date,
    closed: e.closed,
    opens: e.closed ? null : (e.opens ?? null),
    closes: e.closed ? null : (e.closes ?? null),
    label: e.label,
  }));
export type THoursExceptionInput = z.input<typeof ZHoursExceptionInput>;

const zMinutes = ({ min, max }: { min: number; max: number }) => {
  const range = `de ${min} a ${max} minutos`;
  return zInt().pipe(z.number().min(min, range).max(max, range));
};

/** What the hours section edits and saves. */
const hoursFields = {
  opening_hours: z
    .array(ZOpeningPeriod)
    .max(7 * hoursLimits.periodsPerDay, `no máximo ${hoursLimits.periodsPerDay} períodos por dia`),
  /** Dates from the shop's today on; each date once. */
  exceptions: z
    .array(ZHoursExceptionInput)
    .max(hoursLimits.exceptions, `no máximo ${hoursLimits.exceptions} datas com horário próprio`),
  estimate_min: zMinutes(hoursLimits.estimate),
  estimate_max: zMinutes(hoursLimits.estimate),
  accept_timeout_minutes: zMinutes(hoursLimits.acceptMinutes),
};

type Period = { opens: string; closes: string };
type Problem = { path: (string | number)[]; message: string };
type HoursDraft = {
  opening_hours: readonly TOpeningPeriod[];
  exceptions: readonly { date: string; closed: boolean; opens: string | null; closes: string | null }[];
  estimate_min: number;
  estimate_max: number;
};

const span = (p: Period) => `${p.opens}–${p.closes}`;

/** Whether [a, a + aLength) and [b, b + bLength) meet on a circle of `circle` minutes (0: a line). */
function overlaps(a: number, aLength: number, b: number, bLength: number, circle = 0): boolean {
  const shifts = circle ? [-circle, 0, circle] : [0];
  return shifts.some((shift) => a < b + shift + bLength && b + shift < a + aLength);
}

/** Periods opening and closing at one same time other than midnight: no length anyone means. */
function sameTimeProblems(periods: readonly Period[], path: string): Problem[] {
  return periods.flatMap((p, i) =>
    p.opens && p.opens === p.closes && p.opens !== '00:00'
      ? [
          {
            path: [path, i, 'closes'],
            message: 'abre e fecha no mesmo horário: para o dia inteiro, use 00:00 às 00:00',
          },
        ]
      : [],
  );
}

/** The week: at most so many periods a day, none overlapping another, past midnight included. */
function weekProblems(week: readonly TOpeningPeriod[]): Problem[] {
  const problems = sameTimeProblems(week, 'opening_hours');
  for (let weekday = 0; weekday < 7; weekday++) {
    const count = week.filter((p) => p.weekday === weekday).length;
    if (count > hoursLimits.periodsPerDay) {
      problems.push({
        path: ['opening_hours'],
        message: `no máximo ${hoursLimits.periodsPerDay} períodos por dia (${weekdayNames[weekday]} tem ${count})`,
      });
    }
  }
  const start = (p: TOpeningPeriod) => p.weekday * DAY_MINUTES + minutesOf(p.opens);
  week.forEach((b, j) => {
    const a = week
      .slice(0, j)
      .find((p) => overlaps(start(p), periodLength(p), start(b), periodLength(b), WEEK_MINUTES));
    if (!a) return;
    problems.push({
      path: ['opening_hours', j],
      message:
        a.weekday === b.weekday
          ? `os períodos ${span(a)} e ${span(b)} de ${weekdayNames[a.weekday]} se sobrepõem`
          : `os períodos de ${weekdayNames[a.weekday]} ${span(a)} e de ${weekdayNames[b.weekday]} ${span(b)} se sobrepõem`,
    });
  });
  return problems;
}

/**
 * The dates: each once, and none whose hours meet the day before's or after's (a date open past
 * midnight runs into the next; the evening before may run into it).
 */
function exceptionProblems(draft: HoursDraft): Problem[] {
  const { exceptions } = draft;
  const problems = sameTimeProblems(
    exceptions.map((e) => ({ opens: e.opens ?? '', closes: e.closes ?? '' })),
    'exceptions',
  );
  const byDate = new Map(exceptions.map((e) => [e.date, e]));
  const periodsOn = (date: string): Period[] => {
    const exception = byDate.get(date);
    if (exception) return exception.closed || !exception.opens || !exception.closes ? [] : [exception as Period];
    return draft.opening_hours.filter((p) => p.weekday === weekdayOf(date));
  };
  exceptions.forEach((e, i) => {
    if (exceptions.findIndex((other) => other.date === e.date) !== i) {
      problems.push({ path: ['exceptions', i, 'date'], message: `a data ${brDate(e.date)} aparece mais de uma vez` });
      return;
    }
    if (e.closed || !e.opens || !e.closes) return;
    const own = e as Period;
    for (const offset of [-1, 1]) {
      const neighbour = addDays(e.date, offset);
      const met = periodsOn(neighbour).find((p) =>
        overlaps(minutesOf(own.opens), periodLength(own), offset * DAY_MINUTES + minutesOf(p.opens), periodLength(p)),
      );
      if (met) {
        problems.push({
          path: ['exceptions', i],
          message: `o horário de ${brDate(e.date)} (${span(own)}) se sobrepõe ao de ${brDate(neighbour)} (${span(met)})`,
        });
        return;
      }
    }
  });
  return problems;
}

/** Everything wrong with the hours as given, each at the field it is about. */
export function hoursProblems(draft: HoursDraft): Problem[] {
  const problems = [...weekProblems(draft.opening_hours), ...exceptionProblems(draft)];
  if (draft.estimate_min > draft.estimate_max) {
    problems.push({ path: ['estimate_max'], message: 'o tempo máximo não pode ser menor que o mínimo' });
  }
  return problems;
}

const checkHours = (draft: HoursDraft, ctx: z.RefinementCtx) => {
  for (const problem of hoursProblems(draft)) ctx.addIssue({ code: 'custom', ...problem });
};

/** The hours section's fields with every rule of the contract: what the panel checks before saving. */
export const ZHoursSettings = z.object(hoursFields).superRefine(checkHours);
export type THoursSettingsInput = z.input<typeof ZHoursSettings>;

/**
 * Why a date cannot be given today ('YYYY-MM-DD' in the shop's time zone), or null: a date gone
 * by changes nothing, and one too far ahead is most likely mistyped.
 */
export function exceptionDateProblem(date: string, today: string): string | null {
  if (date < today) return `a data ${brDate(date)} já passou`;
  if (date > addDays(today, hoursLimits.exceptionDaysAhead)) return `a data ${brDate(date)} está a mais de um ano`;
  return null;
}

export const ZShopHoursRequest = z.object({ validate: zValidate(), token: zSessionToken(), shop_id: zId() });

export const ZSaveShopHoursRequest = z
  .object({
    validate: zValidate(),
    token: zSessionToken(),
    shop_id: zId(),
    /** The version read: someone else's save since refuses this one (EDIT_CONFLICT). */
    version: zId(),
    ...hoursFields,
  })
  .superRefine(checkHours);

export const ZShopHours = z
  .object({
    opening_hours: z.array(ZOpeningPeriod),
    /** From the shop's today on, by date. */
    exceptions: z.array(ZHoursException),
    estimate_min: z.number().int(),
    estimate_max: z.number().int(),
    accept_timeout_minutes: z.number().int(),
  })
  .meta({ id: 'ShopHours' });
export type TShopHours = z.infer<typeof ZShopHours>;

export const ZShopHoursResponse = ZEnvelope.extend({
  hours: ZShopHours,
  /** What the next save names. */
  version: z.number().int().positive(),
  /** The shop's time zone: every time above is its wall clock. */
  time_zone: z.string(),
  /** 'YYYY-MM-DD' in the shop's time zone: no date before it can be given. */
  today: z.string(),
  /** Who saved the hours last, and when (ISO); null before the first save in the panel. */
  last_change: ZShopLastChange.nullable(),
});
export type TShopHoursResponse = z.infer<typeof ZShopHoursResponse>;
