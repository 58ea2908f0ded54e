import { describe, expect, it } from 'vitest';
import { mapHours, utcMinutes } from './map-hours.ts';

const period = (startTime: string, endTime: string, dayOfWeek: ('MONDAY' | 'SATURDAY' | 'SUNDAY')[]) => ({
  dayOfWeek,
  timePeriods: { startTime, endTime },
});

describe('service hours in UTC as the shop’s local week', () => {
  it('reads the standard’s times, with Z, an offset or none', () => {
    expect(utcMinutes('10:00:00.000Z')).toBe(600);
    expect(utcMinutes('07:00:00-03:00')).toBe(600);
    expect(utcMinutes('10:00')).toBe(600);
    expect(utcMinutes('25:00:00Z')).toBeNull();
  });

  it('moves periods to São Paulo’s time, across midnight and into the day before', () => {
    const mapped = mapHours(
      {
        weekHours: [
          period('14:00:00.000Z', '02:00:00.000Z', ['MONDAY']),
          period('01:00:00.000Z', '05:00:00.000Z', ['SUNDAY']),
        ],
        holidayHours: [
          { date: '2030-12-25', timePeriods: { startTime: '15:00:00Z', endTime: '21:00:00Z' } },
          { date: '2030-12-31', timePeriods: { startTime: '01:00:00Z', endTime: '05:00:00Z' } },
        ],
      },
      'America/Sao_Paulo',
    );
    expect(mapped.openingHours).toEqual([
      { weekday: 1, opens: '11:00', closes: '23:00' },
      { weekday: 6, opens: '22:00', closes: '02:00' },
    ]);
    expect(mapped.exceptions).toEqual([
      { date: '2030-12-25', closed: false, opens: '12:00', closes: '18:00', label: 'Feriado' },
    ]);
    expect(mapped.problems).toEqual([
      'O horário especial do dia 2030-12-31 não pôde ser importado; cadastre-o no painel.',
    ]);
  });
});
