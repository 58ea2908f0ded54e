import type { TOpeningPeriod } from '@delivery/contract/catalog';
import { isAllDay } from '@delivery/contract/opening-period';

/**
 * One line of the 'Horários' sheet: a weekday and its periods ('18:00 – 23:30', or `allDayText`
 * for one that runs the whole day); none = closed.
 */
export type WeekdayHours = { weekday: number; periods: string[] };

/** The week from Sunday (0) to Saturday (6), each day's periods in opening order. */
export function weekHours(periods: readonly TOpeningPeriod[], allDayText: string): WeekdayHours[] {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    periods: periods
      .filter((period) => period.weekday === weekday)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((period) => (isAllDay(period) ? allDayText : `${period.opens} – ${period.closes}`)),
  }));
}

/** '25/12' from '2026-12-25'. */
export const dayMonth = (isoDate: string): string => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;
