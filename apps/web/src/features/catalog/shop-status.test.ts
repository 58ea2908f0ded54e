import { describe, expect, it } from 'vitest';
import { describeStatus, statusLabel } from './shop-status.ts';
import { daysBetween, weekdayName, zonedWeekday } from './zoned-time.ts';

const saoPaulo = 'America/Sao_Paulo';
// Friday 2026-11-20, 14:00 in São Paulo (UTC-3).
const now = new Date('2026-11-20T17:00:00.000Z');
const closedUntil = (iso: string | null) => ({ is_open: false, closes_at: null, next_opening: iso });

describe('describeStatus', () => {
  it('tells until when an open shop stays open, in its own time zone', () => {
    const open = { is_open: true, closes_at: '2026-11-21T03:30:00.000Z', next_opening: null };
    expect(describeStatus(open, saoPaulo, now)).toEqual({ kind: 'open', until: '00:30' });
    expect(describeStatus(open, 'UTC', now)).toEqual({ kind: 'open', until: '03:30' });
    expect(describeStatus({ ...open, closes_at: null }, saoPaulo, now)).toEqual({ kind: 'open', until: null });
  });

  it('opens today, tomorrow, on a weekday of this week, or on a date', () => {
    expect(describeStatus(closedUntil('2026-11-20T21:00:00.000Z'), saoPaulo, now)).toEqual({
      kind: 'opens-today',
      time: '18:00',
    });
    expect(describeStatus(closedUntil('2026-11-21T12:00:00.000Z'), saoPaulo, now)).toEqual({
      kind: 'opens-tomorrow',
      time: '09:00',
    });
    expect(describeStatus(closedUntil('2026-11-24T21:00:00.000Z'), saoPaulo, now)).toEqual({
      kind: 'opens-weekday',
      weekday: 'ter.',
      time: '18:00',
    });
    expect(describeStatus(closedUntil('2026-11-30T21:00:00.000Z'), saoPaulo, now)).toEqual({
      kind: 'opens-date',
      date: '30/11',
      time: '18:00',
    });
  });

  it('counts days by the shop’s calendar, not the device’s: 01:00 UTC is still the day before in São Paulo', () => {
    const lateFriday = new Date('2026-11-21T01:00:00.000Z'); // Friday 22:00 in São Paulo
    expect(describeStatus(closedUntil('2026-11-21T12:00:00.000Z'), saoPaulo, lateFriday).kind).toBe('opens-tomorrow');
  });

  it('is paused until a time, today or tomorrow, when its staff paused it for a while', () => {
    const pausedUntil = (iso: string) => ({ ...closedUntil(iso), paused_until: iso });
    const today = describeStatus(pausedUntil('2026-11-20T22:40:00.000Z'), saoPaulo, now);
    expect(today).toEqual({ kind: 'paused-until', time: '19:40', tomorrow: false });
    expect(statusLabel(today)).toEqual({ key: 'pausedUntil', values: { time: '19:40' } });
    const overnight = describeStatus(pausedUntil('2026-11-21T04:30:00.000Z'), saoPaulo, now);
    expect(statusLabel(overnight)).toEqual({ key: 'pausedUntilTomorrow', values: { time: '01:30' } });
  });

  it('is paused when its staff closed it until further notice', () => {
    expect(describeStatus({ ...closedUntil(null), paused: true }, saoPaulo, now)).toEqual({ kind: 'paused' });
  });

  it('has no hours ahead, not a pause, when nothing opens it and its staff paused nothing', () => {
    const none = describeStatus(closedUntil(null), saoPaulo, now);
    expect(none).toEqual({ kind: 'no-hours' });
    expect(statusLabel(none)).toEqual({ key: 'noHours', values: {} });
  });
});

describe('statusLabel', () => {
  it('maps each case to its text and values', () => {
    expect(statusLabel({ kind: 'open', until: '23:00' })).toEqual({
      key: 'openUntil',
      values: { time: '23:00' },
    });
    expect(statusLabel({ kind: 'opens-weekday', weekday: 'sex.', time: '18:00' })).toEqual({
      key: 'closedWeekday',
      values: { weekday: 'sex.', time: '18:00' },
    });
    expect(statusLabel({ kind: 'paused' }).key).toBe('paused');
  });
});

describe('zoned-time helpers', () => {
  it('counts calendar days and names weekdays in pt-BR', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-20', '2026-11-20')).toBe(0);
    expect(weekdayName(0)).toBe('domingo');
    expect(weekdayName(5)).toBe('sexta-feira');
    expect(zonedWeekday(new Date('2026-11-21T01:00:00.000Z'), saoPaulo)).toBe(5);
    expect(zonedWeekday(new Date('2026-11-21T01:00:00.000Z'), 'UTC')).toBe(6);
  });
});
