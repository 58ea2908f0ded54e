import { TZDate } from '@date-fns/tz';

/*
 * A coupon's validity is typed as days of the shop's calendar and kept as instants: the first day
 * starts at its local midnight, the last one ends at the next day's (decision 0035).
 */

const midnight = (day: string, timeZone: string, offset = 0): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + offset, timeZone).getTime());
};

const dayOf = (instant: number, timeZone: string): string => {
  const local = new TZDate(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
};

/** The instants a validity from `from` to `to` (both included, either open) covers in this time zone. */
export function validityInstants(
  days: { from: string | null; to: string | null },
  timeZone: string,
): { startsAt: Date | null; endsAt: Date | null } {
  return {
    startsAt: days.from === null ? null : midnight(days.from, timeZone),
    endsAt: days.to === null ? null : midnight(days.to, timeZone, 1),
  };
}

/** The days of the shop's calendar a validity covers: the day it starts, and the last one it is valid on. */
export function validityDays(
  instants: { startsAt: Date | null; endsAt: Date | null },
  timeZone: string,
): { from: string | null; to: string | null } {
  return {
    from: instants.startsAt === null ? null : dayOf(instants.startsAt.getTime(), timeZone),
    to: instants.endsAt === null ? null : dayOf(instants.endsAt.getTime() - 1, timeZone),
  };
}
