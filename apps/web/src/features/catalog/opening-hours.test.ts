import { describe, expect, it } from 'vitest';
import { dayMonth, weekHours } from './opening-hours.ts';

describe('weekHours', () => {
  it('lists every weekday from Sunday, closed days empty, periods in order', () => {
    const week = weekHours(
      [
        { weekday: 5, opens: '18:00', closes: '00:30' },
        { weekday: 5, opens: '11:00', closes: '14:00' },
        { weekday: 0, opens: '18:00', closes: '23:30' },
      ],
      'Aberta 24 horas',
    );
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ weekday: 0, periods: ['18:00 – 23:30'] });
    expect(week[1]).toEqual({ weekday: 1, periods: [] });
    expect(week[5]).toEqual({ weekday: 5, periods: ['11:00 – 14:00', '18:00 – 00:30'] });
  });

  it('says a period from midnight to midnight runs the whole day, not "00:00 – 00:00"', () => {
    const week = weekHours([{ weekday: 2, opens: '00:00', closes: '00:00' }], 'Aberta 24 horas');
    expect(week[2]).toEqual({ weekday: 2, periods: ['Aberta 24 horas'] });
  });

  it('writes a date as day/month', () => {
    expect(dayMonth('2026-12-25')).toBe('25/12');
  });
});
