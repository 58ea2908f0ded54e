import { defaultTimeZone } from '@delivery/contract/constants';
import { reportRangeMaxDays } from '@delivery/contract/reports';
import type { TStaffShop } from '@delivery/contract/staff';
import { fill, messages } from '../../lib/messages.ts';

/**
 * The days the sales screen asks for: local dates ('YYYY-MM-DD') of the shops' calendar, as the
 * report counts them (apps/api/src/modules/orders/sales.ts). Kept in the address, so a reload or a
 * shared link shows the same period.
 */

export const presets = ['today', 'yesterday', 'week', 'month'] as const;
export type Preset = (typeof presets)[number];

export type DayRange = { from: string; to: string };
export type PeriodChoice = { preset: Preset } | { preset: 'custom'; from: string; to: string };

const DAY_MS = 86_400_000;

/** The address's words for each preset (pt-BR, as the panel's paths are). */
const presetParams: Record<Preset, string> = { today: 'hoje', yesterday: 'ontem', week: '7-dias', month: 'mes' };

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Today's date where `timeZone` is. */
export function todayIn(timeZone: string, now: number): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days from `from` to `to`, both counted; 0 when `to` comes first. */
export const daysIn = ({ from, to }: DayRange): number =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1);

export function rangeOf(choice: PeriodChoice, today: string): DayRange {
  switch (choice.preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom':
      return { from: choice.from, to: choice.to };
  }
}

/** What is wrong with dates typed in, in the words the screen shows; null when the report takes them. */
export function customRangeError(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return messages.sales.rangeMissing;
  const days = daysIn({ from, to });
  if (days === 0) return messages.sales.rangeOrder;
  if (days > reportRangeMaxDays) return fill(messages.sales.rangeTooLong, { max: reportRangeMaxDays });
  return null;
}

/** The period in the address (`?periodo=ontem`, `?de=…&ate=…`); anything unreadable is today. */
export function readPeriod(params: URLSearchParams): PeriodChoice {
  const from = params.get('de');
  const to = params.get('ate');
  if (isDay(from) && isDay(to) && customRangeError(from, to) === null) return { preset: 'custom', from, to };
  const preset = presets.find((p) => presetParams[p] === params.get('periodo'));
  return { preset: preset ?? 'today' };
}

export function periodParams(choice: PeriodChoice): URLSearchParams {
  return new URLSearchParams(
    choice.preset === 'custom' ? { de: choice.from, ate: choice.to } : { periodo: presetParams[choice.preset] },
  );
}

/**
 * The calendar the screen counts in: the picked shop's, or the one all the shops share; the
 * country's default when they differ (each shop is still counted in its own by the report).
 */
export function calendarOf(shops: readonly Pick<TStaffShop, 'shop_id' | 'time_zone'>[], shopId: number | null): string {
  const zones = new Set(shops.filter((shop) => shopId === null || shop.shop_id === shopId).map((s) => s.time_zone));
  return zones.size === 1 ? [...zones][0]! : defaultTimeZone;
}
