import { describe, expect, it } from 'vitest';
import { formatDay, periodNote, typedTime, typedTimeDone } from './hours-text.ts';

describe('a time as it is typed', () => {
  it('gets its colon from the digits, or keeps the one typed', () => {
    expect(['1', '18', '183', '1830', '18300', '18:3', '18:30', '9:5', 'ab12cd'].map(typedTime)).toEqual([
      '1',
      '18',
      '18:3',
      '18:30',
      '18:30',
      '18:3',
      '18:30',
      '9:5',
      '12',
    ]);
  });

  it('is completed when the field is left, and left alone when it cannot be', () => {
    expect(['8:30', '18', '7', '18:30', '18:3', ''].map(typedTimeDone)).toEqual([
      '08:30',
      '18:00',
      '07:00',
      '18:30',
      '18:3',
      '',
    ]);
  });
});

describe('what a period means', () => {
  it('says when it ends on the next day, or lasts the whole day', () => {
    expect(periodNote({ opens: '18:00', closes: '02:00' })).toBe('até 02:00 do dia seguinte');
    expect(periodNote({ opens: '00:00', closes: '00:00' })).toBe('o dia inteiro');
    expect(periodNote({ opens: '11:00', closes: '15:00' })).toBeNull();
    expect(periodNote({ opens: '18:00', closes: '' })).toBeNull();
  });

  it('names a date with its weekday, whatever the device’s time zone', () => {
    expect(formatDay('2026-12-24')).toBe('qui., 24/12/2026');
  });
});
