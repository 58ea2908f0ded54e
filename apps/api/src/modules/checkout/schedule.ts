import type { TScheduleSlot } from '@delivery/contract/checkout';
import { limits } from '@delivery/contract/constants';
import { TZDate } from '@date-fns/tz';
import { isPaused, openIntervalsOf, statusOf, type ShopBundle } from '../catalog/service.ts';

const SLOT_MS = limits.scheduleSlotMinutes * 60_000;
/** How far ahead orders can be scheduled: today and the next day. */
const SCHEDULE_DAYS = 2;
const MAX_SLOTS = 96;

const pad = (n: number) => String(n).padStart(2, '0');

function slotId(instant: number, timeZone: string): string {
  const d = new TZDate(instant, timeZone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Intl formatters are costly to build: one of each per time zone. */
const formatters = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();
function formattersOf(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = {
      time: new Intl.DateTimeFormat('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit' }),
      day: new Intl.DateTimeFormat('pt-BR', { timeZone, weekday: 'short', day: '2-digit', month: '2-digit' }),
    };
    formatters.set(timeZone, f);
  }
  return f;
}

function slotLabel(start: number, end: number, timeZone: string, now: number): string {
  const { time, day: weekday } = formattersOf(timeZone);
  const day = (t: number) => slotId(t, timeZone).slice(0, 10);
  const today = day(now);
  const tomorrow = day(now + 86_400_000);
  const prefix = day(start) === today ? 'Hoje' : day(start) === tomorrow ? 'Amanhã' : weekday.format(start);
  return `${prefix}, ${time.format(start)}–${time.format(end)}`;
}

/**
 * Half-hour delivery slots inside the shop's opening hours, the first one at least the shop's
 * preparation time (its shortest estimate) from now.
 */
export function scheduleSlots(bundle: ShopBundle, now = Date.now()): TScheduleSlot[] {
  const { shop } = bundle;
  if (isPaused(bundle, now)) return [];
  const earliest = Math.ceil((now + shop.estimateMin * 60_000) / SLOT_MS) * SLOT_MS;
  const slots: TScheduleSlot[] = [];
  for (const interval of openIntervalsOf(bundle, now, SCHEDULE_DAYS)) {
    let start = Math.max(earliest, Math.ceil(interval.start / SLOT_MS) * SLOT_MS);
    while (start + SLOT_MS <= interval.end && slots.length < MAX_SLOTS) {
      if (start < now + SCHEDULE_DAYS * 86_400_000) {
        slots.push({
          schedule_id: slotId(start, shop.timeZone),
          start: new Date(start).toISOString(),
          end: new Date(start + SLOT_MS).toISOString(),
          label: slotLabel(start, start + SLOT_MS, shop.timeZone, now),
        });
      }
      start += SLOT_MS;
    }
  }
  return slots;
}

/** 'HH:MM' of an instant in the shop's time zone. */
export const localTime = (instant: number, timeZone: string): string => formattersOf(timeZone).time.format(instant);

export const isOpenNow = (bundle: ShopBundle, now = Date.now()) => statusOf(bundle, now).is_open;
