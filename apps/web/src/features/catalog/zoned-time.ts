import { locale } from '@delivery/contract/constants';

/**
 * Dates and times as a shop's clock shows them: opening hours are kept in the shop's time zone
 * (docs/architecture.md section 3), whatever the device's own zone is.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let known = formatters.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat(key.startsWith('iso') ? 'en-CA' : locale, options);
    formatters.set(key, known);
  }
  return known;
}

/** '2026-11-21': the calendar day of `instant` in `timeZone`. */
export const zonedDay = (instant: Date, timeZone: string): string =>
  formatter(`iso-day ${timeZone}`, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** '18:00'. */
export const zonedTime = (instant: Date, timeZone: string): string =>
  formatter(`time ${timeZone}`, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/** 'sex.'. */
export const zonedWeekdayShort = (instant: Date, timeZone: string): string =>
  formatter(`weekday ${timeZone}`, { timeZone, weekday: 'short' }).format(instant);

/** '25/12'. */
export const zonedDayMonth = (instant: Date, timeZone: string): string =>
  formatter(`day-month ${timeZone}`, { timeZone, day: '2-digit', month: '2-digit' }).format(instant);

/** Whole days from calendar day `from` to `to` ('YYYY-MM-DD' each). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 'domingo' … 'sábado' for weekday 0 … 6 (any week will do: 2024-01-07 was a Sunday). */
export const weekdayName = (weekday: number): string =>
  formatter('weekday-long UTC', { timeZone: 'UTC', weekday: 'long' }).format(
    new Date(Date.UTC(2024, 0, 7 + weekday, 12)),
  );

/** 0 (Sunday) … 6: the weekday `instant` falls on in `timeZone`. */
export const zonedWeekday = (instant: Date, timeZone: string): number =>
  new Date(`${zonedDay(instant, timeZone)}T12:00:00Z`).getUTCDay();
