import type { TShopDay, TShopStatus } from '@delivery/contract/catalog';
import { locale } from '@delivery/contract/constants';
import { isAllDay } from '@delivery/contract/opening-period';

/*
 * Where a pickup order waits, read by the shop's clock (docs/architecture.md section 3): its hours today and
 * whether it is open now, whatever the device's own time zone is.
 */

/** Today's hours: closed, around the clock, or its periods ('18:00' to '23:30'). */
export type TodayHours =
  { kind: 'closed' } | { kind: 'all-day' } | { kind: 'periods'; periods: { opens: string; closes: string }[] };

export function todayHours(day: TShopDay): TodayHours {
  if (day.periods.length === 0) return { kind: 'closed' };
  // The demo's and a 24-hour shop's.
  if (day.periods.some(isAllDay)) return { kind: 'all-day' };
  return { kind: 'periods', periods: day.periods };
}

/** Whether the shop is open now and until when, or when it opens next; paused: no next opening. */
export type OpenNow =
  | { kind: 'open'; closes: string | null }
  | { kind: 'opens-today'; time: string }
  | { kind: 'opens-tomorrow'; time: string }
  | { kind: 'opens-date'; date: string; time: string }
  | { kind: 'paused' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function format(instant: Date, timeZone: string, part: 'time' | 'day' | 'iso-day'): string {
  const key = `${part} ${timeZone}`;
  let known = formatters.get(key);
  if (!known) {
    known =
      part === 'time'
        ? new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        : part === 'day'
          ? new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: '2-digit' })
          : new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(key, known);
  }
  return known.format(instant);
}

const nextDay = (isoDate: string): string =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The shop's state as the page says it. An all-day shop is open without a closing time (its
 * period ends at the next midnight, which would read as 'fecha às 00:00').
 */
export function openNow(status: TShopStatus, today: TShopDay, timeZone: string): OpenNow {
  if (status.is_open) {
    const closes =
      status.closes_at && todayHours(today).kind !== 'all-day'
        ? format(new Date(status.closes_at), timeZone, 'time')
        : null;
    return { kind: 'open', closes };
  }
  if (!status.next_opening) return { kind: 'paused' };
  const opening = new Date(status.next_opening);
  const time = format(opening, timeZone, 'time');
  const day = format(opening, timeZone, 'iso-day');
  if (day <= today.date) return { kind: 'opens-today', time };
  if (day === nextDay(today.date)) return { kind: 'opens-tomorrow', time };
  return { kind: 'opens-date', date: format(opening, timeZone, 'day'), time };
}
