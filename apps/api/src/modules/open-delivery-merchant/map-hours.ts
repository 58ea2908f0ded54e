import { formatMessage, menuImportMessages as m } from '@delivery/contract/messages';
import type { THoursException, TOpeningPeriod } from '@delivery/contract/catalog';
import type { DocumentHours } from './merchant-document.ts';

/*
 * Open Delivery's service hours are weekdays with times of day in UTC (its guidelines: all dates
 * in UTC); ours are weekdays with local times in the shop's time zone, a period closing at or
 * before its opening running past midnight (decision 0009).
 */

const weekdays = { SUNDAY: 0, MONDAY: 1, TUESDAY: 2, WEDNESDAY: 3, THURSDAY: 4, FRIDAY: 5, SATURDAY: 6 } as const;
const DAY = 24 * 60;

/** Minutes the time zone is ahead of UTC at `at` (São Paulo: -180). */
export function utcOffsetMinutes(timeZone: string, at = new Date()): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** A time of the standard ('10:00:00.000Z', '07:00:00-03:00', '10:00') in minutes after UTC midnight; null when unreadable. */
export function utcMinutes(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  const zone = match[3];
  if (!zone || zone === 'Z') return minutes;
  const sign = zone.startsWith('-') ? -1 : 1;
  return minutes - sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
}

const clock = (minutes: number) => {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

export type MappedHours = { openingHours: TOpeningPeriod[]; exceptions: THoursException[]; problems: string[] };

/** The week and holidays in the shop's time zone; what cannot be read is a sentence for the owner. */
export function mapHours(hours: DocumentHours, timeZone: string): MappedHours {
  const offset = utcOffsetMinutes(timeZone);
  const problems: string[] = [];
  const seen = new Set<string>();
  const openingHours: TOpeningPeriod[] = [];
  for (const entry of hours.weekHours) {
    const start = utcMinutes(entry.timePeriods.startTime);
    const end = utcMinutes(entry.timePeriods.endTime);
    if (start === null || end === null) {
      problems.push(
        formatMessage(m.unreadableHours, { start: entry.timePeriods.startTime, end: entry.timePeriods.endTime }),
      );
      continue;
    }
    const localStart = start + offset;
    const shift = Math.floor(localStart / DAY);
    for (const day of entry.dayOfWeek) {
      const period = {
        weekday: (weekdays[day] + shift + 7) % 7,
        opens: clock(localStart),
        closes: clock(end + offset),
      };
      const key = JSON.stringify(period);
      if (seen.has(key)) continue;
      seen.add(key);
      openingHours.push(period);
    }
  }
  const exceptions: THoursException[] = [];
  for (const holiday of hours.holidayHours ?? []) {
    const start = utcMinutes(holiday.timePeriods.startTime);
    const end = utcMinutes(holiday.timePeriods.endTime);
    const localStart = start === null ? -1 : start + offset;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(holiday.date) || end === null || localStart < 0 || localStart >= DAY) {
      problems.push(formatMessage(m.holidayNotImported, { date: holiday.date }));
      continue;
    }
    exceptions.push({
      date: holiday.date,
      closed: false,
      opens: clock(localStart),
      closes: clock(end + offset),
      label: 'Feriado',
    });
  }
  exceptions.sort((a, b) => a.date.localeCompare(b.date));
  return { openingHours, exceptions, problems };
}

const weekdayNames = Object.keys(weekdays) as (keyof typeof weekdays)[];
const utcClock = (minutes: number) => `${clock(minutes)}:00.000Z`;

/**
 * Our week and the dates with their own hours as the standard's service hours, in UTC. A date the
 * shop is closed has no period the standard can carry (its periods are required), so it is left out.
 */
export function serviceHoursOf(week: readonly TOpeningPeriod[], dates: readonly THoursException[], timeZone: string) {
  const offset = utcOffsetMinutes(timeZone);
  const toUtc = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) - offset;
  return {
    weekHours: week.map((period) => {
      const start = toUtc(period.opens);
      const weekday = (((period.weekday + Math.floor(start / DAY)) % 7) + 7) % 7;
      return {
        dayOfWeek: [weekdayNames.find((name) => weekdays[name] === weekday)!],
        timePeriods: { startTime: utcClock(start), endTime: utcClock(toUtc(period.closes)) },
      };
    }),
    holidayHours: dates.flatMap((date) =>
      date.closed || !date.opens || !date.closes
        ? []
        : [
            {
              date: date.date,
              timePeriods: { startTime: utcClock(toUtc(date.opens)), endTime: utcClock(toUtc(date.closes)) },
            },
          ],
    ),
  };
}
