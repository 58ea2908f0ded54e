import { describe, expect, it } from 'vitest';
import { messages } from '../../lib/messages.ts';
import { calendarOf, customRangeError, daysIn, periodParams, rangeOf, readPeriod, todayIn } from './sales-range.ts';

describe('the sales screen’s calendar', () => {
  it('is the shop’s: past 21:00 in São Paulo it is already tomorrow in UTC, not there', () => {
    const at = Date.parse('2026-03-11T01:30:00Z');
    expect(todayIn('America/Sao_Paulo', at)).toBe('2026-03-10');
    expect(todayIn('America/Manaus', Date.parse('2026-03-11T03:30:00Z'))).toBe('2026-03-10');
    expect(todayIn('UTC', at)).toBe('2026-03-11');
  });

  it('names each preset’s days, across a month’s and a year’s turn', () => {
    expect(rangeOf({ preset: 'today' }, '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(rangeOf({ preset: 'yesterday' }, '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(rangeOf({ preset: 'week' }, '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(rangeOf({ preset: 'month' }, '2026-05-21')).toEqual({ from: '2026-05-01', to: '2026-05-21' });
    expect(daysIn({ from: '2025-12-28', to: '2026-01-03' })).toBe(7);
  });

  it('takes chosen dates in order and up to the report’s longest range', () => {
    expect(customRangeError('2026-05-01', '2026-05-01')).toBeNull();
    expect(customRangeError('2026-05-02', '2026-05-01')).toBe(messages.sales.rangeOrder);
    expect(customRangeError('2026-01-01', '2026-12-31')).toBe('Escolha um período de até 92 dias');
    expect(customRangeError('', '2026-05-01')).toBe(messages.sales.rangeMissing);
  });

  it('keeps the period in the address, and reads anything else as today', () => {
    const custom = { preset: 'custom', from: '2026-05-01', to: '2026-05-10' } as const;
    expect(readPeriod(periodParams(custom))).toEqual(custom);
    expect(readPeriod(periodParams({ preset: 'week' }))).toEqual({ preset: 'week' });
    expect(periodParams({ preset: 'yesterday' }).toString()).toBe('periodo=ontem');
    expect(readPeriod(new URLSearchParams('periodo=semana'))).toEqual({ preset: 'today' });
    expect(readPeriod(new URLSearchParams('de=2026-05-10&ate=2026-05-01'))).toEqual({ preset: 'today' });
  });

  it('counts in the picked shop’s zone, or the one all shops share, else the country’s default', () => {
    const shops = [
      { shop_id: 1, time_zone: 'America/Manaus' },
      { shop_id: 2, time_zone: 'America/Rio_Branco' },
    ];
    expect(calendarOf(shops, 1)).toBe('America/Manaus');
    expect(calendarOf(shops, null)).toBe('America/Sao_Paulo');
    expect(calendarOf([shops[0]!], null)).toBe('America/Manaus');
  });
});
