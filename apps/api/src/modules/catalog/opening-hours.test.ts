import type { TOpeningPeriod } from '@delivery/contract/catalog';
import { describe, expect, it } from 'vitest';
import { shopDay, shopStatus } from './opening-hours.ts';

const SP = 'America/Sao_Paulo';
/** 18:00 to 02:00 every day: a pizzeria open past midnight. */
const evenings: TOpeningPeriod[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens: '18:00',
  closes: '02:00',
}));
// São Paulo is UTC-3 all year (no daylight saving since 2019).
const at = (iso: string) => Date.parse(iso);

describe('shopStatus', () => {
  it('is open in the evening and says when it closes (after midnight, the next day)', () => {
    const status = shopStatus(evenings, [], SP, at('2026-11-20T22:00:00-03:00'));
    expect(status).toEqual({ is_open: true, closes_at: '2026-11-21T05:00:00.000Z', next_opening: null });
  });

  it('is still open at 01:30, in the period that began the day before', () => {
    const status = shopStatus(evenings, [], SP, at('2026-11-21T01:30:00-03:00'));
    expect(status.is_open).toBe(true);
    expect(status.closes_at).toBe('2026-11-21T05:00:00.000Z');
  });

  it('is closed at 02:00 sharp and at noon, opening at 18:00 local', () => {
    for (const now of ['2026-11-21T02:00:00-03:00', '2026-11-21T12:00:00-03:00']) {
      expect(shopStatus(evenings, [], SP, at(now))).toEqual({
        is_open: false,
        closes_at: null,
        next_opening: '2026-11-21T21:00:00.000Z',
      });
    }
  });

  it('stays closed on a holiday and opens the day after', () => {
    const christmas = { date: '2026-12-25', closed: true, opens: null, closes: null, label: 'Natal' };
    const status = shopStatus(evenings, [christmas], SP, at('2026-12-25T19:00:00-03:00'));
    expect(status).toMatchObject({ is_open: false, next_opening: '2026-12-26T21:00:00.000Z' });
  });

  it('follows an exception with other hours', () => {
    const eve = { date: '2026-12-24', closed: false, opens: '11:00', closes: '16:00', label: 'Véspera de Natal' };
    expect(shopStatus(evenings, [eve], SP, at('2026-12-24T12:00:00-03:00')).is_open).toBe(true);
    expect(shopStatus(evenings, [eve], SP, at('2026-12-24T19:00:00-03:00')).is_open).toBe(false);
  });

  it("reads the hours in the shop's own time zone", () => {
    const manaus = shopStatus(evenings, [], 'America/Manaus', at('2026-11-20T18:30:00-03:00'));
    // 18:30 in São Paulo is 17:30 in Manaus: not open yet, opens at 18:00 Manaus (22:00 UTC).
    expect(manaus).toEqual({ is_open: false, closes_at: null, next_opening: '2026-11-20T22:00:00.000Z' });
  });

  it('handles weekday-only hours and a shop with no hours at all', () => {
    const lunch: TOpeningPeriod[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '11:00', closes: '15:00' }));
    // Saturday 2026-11-21 → next opening Monday 23rd 11:00.
    expect(shopStatus(lunch, [], SP, at('2026-11-21T12:00:00-03:00')).next_opening).toBe('2026-11-23T14:00:00.000Z');
    expect(shopStatus([], [], SP, at('2026-11-21T12:00:00-03:00'))).toEqual({
      is_open: false,
      closes_at: null,
      next_opening: null,
    });
  });
});

describe('shopDay', () => {
  /** Lunch and dinner on weekdays, written dinner first. */
  const twoShifts: TOpeningPeriod[] = [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, opens: '18:30', closes: '23:00' },
    { weekday, opens: '11:30', closes: '14:30' },
  ]);

  it("gives the local date's periods in opening order, by the shop's clock", () => {
    // 01:00 UTC on Friday the 20th is still Thursday the 19th in São Paulo.
    expect(shopDay(twoShifts, [], SP, at('2026-11-20T01:00:00Z'))).toEqual({
      date: '2026-11-19',
      periods: [
        { opens: '11:30', closes: '14:30' },
        { opens: '18:30', closes: '23:00' },
      ],
      label: '',
    });
    expect(shopDay(twoShifts, [], 'Asia/Tokyo', at('2026-11-20T16:00:00Z')).date).toBe('2026-11-21');
    expect(shopDay(twoShifts, [], SP, at('2026-11-21T12:00:00-03:00')).periods).toEqual([]);
  });

  it("takes a date's exception instead of the week, with its name", () => {
    const christmas = { date: '2026-12-25', closed: true, opens: null, closes: null, label: 'Natal' };
    const eve = { date: '2026-12-24', closed: false, opens: '11:00', closes: '16:00', label: 'Véspera de Natal' };
    expect(shopDay(evenings, [christmas, eve], SP, at('2026-12-25T10:00:00-03:00'))).toEqual({
      date: '2026-12-25',
      periods: [],
      label: 'Natal',
    });
    expect(shopDay(evenings, [christmas, eve], SP, at('2026-12-24T10:00:00-03:00'))).toEqual({
      date: '2026-12-24',
      periods: [{ opens: '11:00', closes: '16:00' }],
      label: 'Véspera de Natal',
    });
  });
});
