import type { TShopStatus } from '@delivery/contract/catalog';
import { daysBetween, zonedDay, zonedDayMonth, zonedTime, zonedWeekdayShort } from './zoned-time.ts';

/**
 * What a shop's status reads, in its own time zone: open (until when), closed until an opening
 * today, tomorrow, on a weekday of this week or on a date, paused by its staff until a time today
 * or tomorrow (a pause lasts a day at most: 'Pausada até 19:40') or until further notice ('Fechada
 * no momento'), or with no opening in the days ahead (no hours: it did not pause anything).
 */
export type StatusView =
  | { kind: 'open'; until: string | null }
  | { kind: 'opens-today'; time: string }
  | { kind: 'opens-tomorrow'; time: string }
  | { kind: 'opens-weekday'; weekday: string; time: string }
  | { kind: 'opens-date'; date: string; time: string }
  | { kind: 'paused-until'; time: string; tomorrow: boolean }
  | { kind: 'paused' }
  | { kind: 'no-hours' };

export function describeStatus(status: TShopStatus, timeZone: string, now: Date): StatusView {
  if (status.is_open) {
    return { kind: 'open', until: status.closes_at ? zonedTime(new Date(status.closes_at), timeZone) : null };
  }
  if (status.paused_until) {
    const until = new Date(status.paused_until);
    const tomorrow = daysBetween(zonedDay(now, timeZone), zonedDay(until, timeZone)) > 0;
    return { kind: 'paused-until', time: zonedTime(until, timeZone), tomorrow };
  }
  if (!status.next_opening) return status.paused ? { kind: 'paused' } : { kind: 'no-hours' };
  const opening = new Date(status.next_opening);
  const time = zonedTime(opening, timeZone);
  const days = daysBetween(zonedDay(now, timeZone), zonedDay(opening, timeZone));
  if (days <= 0) return { kind: 'opens-today', time };
  if (days === 1) return { kind: 'opens-tomorrow', time };
  if (days < 7) return { kind: 'opens-weekday', weekday: zonedWeekdayShort(opening, timeZone), time };
  return { kind: 'opens-date', date: zonedDayMonth(opening, timeZone), time };
}

/**
 * A key under common.json's `catalog.status` (the cards' short form) and `catalog.banner` (the
 * shop page's 'Fechada agora · …').
 */
export type StatusKey =
  | 'open'
  | 'openUntil'
  | 'closedToday'
  | 'closedTomorrow'
  | 'closedWeekday'
  | 'closedDate'
  | 'pausedUntil'
  | 'pausedUntilTomorrow'
  | 'paused'
  | 'noHours';

export type StatusLabel = { key: StatusKey; values: Record<string, string> };

export function statusLabel(view: StatusView): StatusLabel {
  switch (view.kind) {
    case 'open':
      return view.until ? { key: 'openUntil', values: { time: view.until } } : { key: 'open', values: {} };
    case 'opens-today':
      return { key: 'closedToday', values: { time: view.time } };
    case 'opens-tomorrow':
      return { key: 'closedTomorrow', values: { time: view.time } };
    case 'opens-weekday':
      return { key: 'closedWeekday', values: { weekday: view.weekday, time: view.time } };
    case 'opens-date':
      return { key: 'closedDate', values: { date: view.date, time: view.time } };
    case 'paused-until':
      return { key: view.tomorrow ? 'pausedUntilTomorrow' : 'pausedUntil', values: { time: view.time } };
    case 'paused':
      return { key: 'paused', values: {} };
    case 'no-hours':
      return { key: 'noHours', values: {} };
  }
}
