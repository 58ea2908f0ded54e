import { locale } from '@delivery/contract/constants';
import { runsPastMidnight } from '@delivery/contract/shop-hours';
import { fill, messages } from '../../lib/messages.ts';

// A date is a calendar day, not an instant: read and written at UTC noon it never moves a day.
const dayFormat = new Intl.DateTimeFormat(locale, {
  timeZone: 'UTC',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** 'qua., 24/12/2026'. */
export const formatDay = (date: string): string => dayFormat.format(new Date(`${date}T12:00:00Z`));

/** What a period means when its times alone could mislead: past midnight, or the whole day. */
export function periodNote(period: { opens: string; closes: string }): string | null {
  if (!period.opens || !period.closes) return null;
  if (period.opens === '00:00' && period.closes === '00:00') return messages.shopSettings.hours.wholeDay;
  return runsPastMidnight(period) ? fill(messages.shopSettings.hours.nextDay, { time: period.closes }) : null;
}

/** What a time field shows as it is typed: '1830' and '18:30' alike become '18:30'. */
export function typedTime(typed: string): string {
  if (typed.includes(':')) {
    const [hours = '', minutes = ''] = typed.split(':');
    return `${hours.replace(/\D/g, '').slice(0, 2)}:${minutes.replace(/\D/g, '').slice(0, 2)}`;
  }
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** A time once its field is left: '8:30' is '08:30', '18' is '18:00'. */
export function typedTimeDone(typed: string): string {
  const match = /^(\d{1,2}):?(\d{2})?$/.exec(typed.includes(':') ? typed : typed.replace(/^(\d{2})(\d{2})$/, '$1:$2'));
  if (!match) return typed;
  return `${match[1]!.padStart(2, '0')}:${match[2] ?? '00'}`;
}
