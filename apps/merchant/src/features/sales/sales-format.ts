import { locale } from '@delivery/contract/constants';
import { fill, messages } from '../../lib/messages.ts';
import type { DayRange } from './sales-range.ts';

// A report's days are calendar dates, not instants: read and written in UTC they never shift.
const fullDay = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
const shortDay = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit' });
const weekDay = new Intl.DateTimeFormat(locale, {
  timeZone: 'UTC',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
});
const count = new Intl.NumberFormat(locale);
const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });

const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** '21/05/2026'. */
export const formatDay = (day: string): string => fullDay.format(at(day));

/** '21/05'. */
export const formatShortDay = (day: string): string => shortDay.format(at(day));

/** 'qui., 21/05'. */
export const formatWeekDay = (day: string): string => weekDay.format(at(day));

/** '1.234'. */
export const formatCount = (value: number): string => count.format(value);

/** '42%' of `total`; '0%' when there is no total. */
export const formatShare = (part: number, total: number): string => share.format(total > 0 ? part / total : 0);

/** '21/05/2026' or '15/05/2026 a 21/05/2026'. */
export const formatRange = ({ from, to }: DayRange): string =>
  from === to
    ? fill(messages.sales.oneDay, { date: formatDay(from) })
    : fill(messages.sales.manyDays, { from: formatDay(from), to: formatDay(to) });
