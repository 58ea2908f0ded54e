import { describe, expect, it } from 'vitest';
import type { TShopDay } from '@delivery/contract/catalog';
import { openNow, todayHours } from './pickup-hours.ts';

const SP = 'America/Sao_Paulo';
const day = (periods: TShopDay['periods'], date = '2026-11-20'): TShopDay => ({ date, periods, label: '' });
const evening = day([{ opens: '18:00', closes: '23:30' }]);

describe('todayHours', () => {
  it("lists the day's periods, or says it is closed or open around the clock", () => {
    const shifts = [
      { opens: '11:30', closes: '14:30' },
      { opens: '18:30', closes: '23:00' },
    ];
    expect(todayHours(day(shifts))).toEqual({ kind: 'periods', periods: shifts });
    expect(todayHours(day([]))).toEqual({ kind: 'closed' });
    expect(todayHours(day([{ opens: '00:00', closes: '00:00' }]))).toEqual({ kind: 'all-day' });
  });
});

describe('openNow', () => {
  it("says until when it is open, by the shop's clock", () => {
    // 02:30 UTC on the 21st is 23:30 of the 20th in São Paulo.
    const open = { is_open: true, closes_at: '2026-11-21T02:30:00.000Z', next_opening: null };
    expect(openNow(open, evening, SP)).toEqual({ kind: 'open', closes: '23:30' });
    expect(openNow(open, evening, 'America/Manaus')).toEqual({ kind: 'open', closes: '22:30' });
  });

  it('gives an all-day shop no closing time', () => {
    const open = { is_open: true, closes_at: '2026-11-21T03:00:00.000Z', next_opening: null };
    expect(openNow(open, day([{ opens: '00:00', closes: '00:00' }]), SP)).toEqual({ kind: 'open', closes: null });
  });

  it('says when a closed shop opens: today, tomorrow or on a date; a paused one, not when', () => {
    const closed = (next: string | null) => ({ is_open: false, closes_at: null, next_opening: next });
    expect(openNow(closed('2026-11-20T21:00:00.000Z'), evening, SP)).toEqual({ kind: 'opens-today', time: '18:00' });
    expect(openNow(closed('2026-11-21T21:00:00.000Z'), evening, SP)).toEqual({
      kind: 'opens-tomorrow',
      time: '18:00',
    });
    expect(openNow(closed('2026-11-23T14:00:00.000Z'), evening, SP)).toEqual({
      kind: 'opens-date',
      date: '23/11',
      time: '11:00',
    });
    expect(openNow(closed(null), evening, SP)).toEqual({ kind: 'paused' });
  });

  it('counts tomorrow across the end of a month', () => {
    const closed = { is_open: false, closes_at: null, next_opening: '2026-12-01T21:00:00.000Z' };
    expect(openNow(closed, day([], '2026-11-30'), SP)).toEqual({ kind: 'opens-tomorrow', time: '18:00' });
  });
});
