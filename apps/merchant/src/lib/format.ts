import { locale } from '@delivery/contract/constants';
import { fill, messages } from './messages.ts';

const clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
const dateTime = new Intl.DateTimeFormat(locale, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '19:40' in the device's time zone: the clock on the counter's wall. */
export const formatClock = (iso: string | Date): string => clock.format(new Date(iso));

/** '21/05/2026, 19:40'. */
export const formatDateTime = (iso: string | Date): string => dateTime.format(new Date(iso));

/** 'agora', 'há 3 min', 'há 1 h 5 min': how long ago, to the minute. */
export function formatElapsed(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 1) return messages.elapsed.now;
  if (minutes < 60) return fill(messages.elapsed.minutes, { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? fill(messages.elapsed.hours, { hours })
    : fill(messages.elapsed.hoursMinutes, { hours, minutes: rest });
}

/** Formatters of a day for one time zone (the device's when none is given), built once each. */
const dayFormatters = new Map<
  string | undefined,
  { key: Intl.DateTimeFormat; day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }
>();
function dayFormattersOf(timeZone: string | undefined) {
  let formatters = dayFormatters.get(timeZone);
  if (!formatters) {
    formatters = {
      // 'en-CA' writes a date as 2026-11-29: a key to tell one day from another.
      key: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      day: new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: '2-digit', month: '2-digit' }),
      time: new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }),
    };
    dayFormatters.set(timeZone, formatters);
  }
  return formatters;
}

/**
 * A day and time as the counter reads it at a glance: 'hoje, 18:00', 'amanhã, 18:00', else
 * 'sáb., 29/11, 18:00'. In the device's time zone unless one is given (tests).
 */
export function formatDayTime(iso: string, now: number, timeZone?: string): string {
  const formatters = dayFormattersOf(timeZone);
  const { key, day } = formatters;
  const at = new Date(iso);
  const time = formatters.time.format(at);
  const which = key.format(at);
  if (which === key.format(now)) return fill(messages.days.today, { time });
  if (which === key.format(now + 86_400_000)) return fill(messages.days.tomorrow, { time });
  return fill(messages.days.other, { day: day.format(at), time });
}
