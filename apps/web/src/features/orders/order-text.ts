import { defaultTimeZone, limits, locale } from '@delivery/contract/constants';
import type { TOrder } from '@delivery/contract/orders';

/*
 * Dates of an order as Brazil's clock shows them. The order carries no time zone of its own;
 * its schedule_id is already the shop's local time, so every time on the page uses the same zone.
 */
const dayFormat = new Intl.DateTimeFormat(locale, {
  timeZone: defaultTimeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dayMonthFormat = new Intl.DateTimeFormat(locale, { timeZone: defaultTimeZone, day: '2-digit', month: '2-digit' });
const timeFormat = new Intl.DateTimeFormat(locale, {
  timeZone: defaultTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '12/05/2026' and '19:42' of an ISO instant. */
export const orderDay = (iso: string): string => dayFormat.format(new Date(iso));
export const orderTime = (iso: string): string => timeFormat.format(new Date(iso));

/** A step's time: '19:42' on the day the order was placed, '13/05 00:10' on a later day. */
export function stepTime(iso: string, placedAt: string): string {
  const date = new Date(iso);
  return orderDay(iso) === orderDay(placedAt)
    ? timeFormat.format(date)
    : `${dayMonthFormat.format(date)} ${timeFormat.format(date)}`;
}

/** The slot's wall clock as written: read as UTC, so no zone can move it. */
const wallClock = {
  weekday: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' }),
  day: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit' }),
  time: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
};

/**
 * A scheduled order's slot from its schedule_id (the shop's local start, 'YYYY-MM-DDTHH:MM'):
 * {weekday: 'sáb.', day: '28/11', from: '22:00', to: '22:30'}, or null if unreadable.
 */
export function scheduleWindow(scheduleId: string): { weekday: string; day: string; from: string; to: string } | null {
  const start = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(scheduleId) ? Date.parse(`${scheduleId.slice(0, 16)}Z`) : NaN;
  if (Number.isNaN(start)) return null;
  return {
    weekday: wallClock.weekday.format(start),
    day: wallClock.day.format(start),
    from: wallClock.time.format(start),
    to: wallClock.time.format(start + limits.scheduleSlotMinutes * 60_000),
  };
}

/** '2x Pizza Margherita, 1x Refrigerante': the first `shown` lines, and how many more there are. */
export function itemsSummary(items: TOrder['items'], shown = 3): { text: string; more: number } {
  return {
    text: items
      .slice(0, shown)
      .map((item) => `${item.quantity}x ${item.name}`)
      .join(', '),
    more: Math.max(0, items.length - shown),
  };
}

/** An item's options by group, in order: [{group: 'Sabores', options: ['Calabresa', 'Quatro Queijos']}]. */
export function optionsByGroup(options: TOrder['items'][number]['options']): { group: string; options: string[] }[] {
  const groups: { group: string; options: string[] }[] = [];
  for (const { group, option } of options) {
    const known = groups.find((entry) => entry.group === group);
    if (known) known.options.push(option);
    else groups.push({ group, options: [option] });
  }
  return groups;
}
