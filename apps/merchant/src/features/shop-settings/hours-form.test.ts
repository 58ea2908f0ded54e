import type { TShopHoursResponse } from '@delivery/contract/shop-hours';
import { describe, expect, it } from 'vitest';
import { messages } from '../../lib/messages.ts';
import { copyDay, formOf, hoursIssues, inputOf, isChanged, type HoursForm } from './hours-form.ts';

const saved: TShopHoursResponse['hours'] = {
  opening_hours: [
    { weekday: 5, opens: '18:00', closes: '02:00' },
    { weekday: 1, opens: '18:00', closes: '23:00' },
    { weekday: 1, opens: '11:30', closes: '14:30' },
  ],
  exceptions: [{ date: '2026-12-25', closed: true, opens: null, closes: null, label: 'Natal' }],
  estimate_min: 30,
  estimate_max: 50,
  accept_timeout_minutes: 8,
};
const today = '2026-12-20';

describe('the hours form', () => {
  it('lists each day’s periods in opening order and sends them back as they were', () => {
    const form = formOf(saved);
    expect(form.week[1]!.map((p) => `${p.opens}–${p.closes}`)).toEqual(['11:30–14:30', '18:00–23:00']);
    expect(form.week[0]).toEqual([]);
    expect(inputOf(form)).toEqual({
      opening_hours: [
        { weekday: 1, opens: '11:30', closes: '14:30' },
        { weekday: 1, opens: '18:00', closes: '23:00' },
        { weekday: 5, opens: '18:00', closes: '02:00' },
      ],
      exceptions: [{ date: '2026-12-25', closed: true, label: 'Natal' }],
      estimate_min: 30,
      estimate_max: 50,
      accept_timeout_minutes: 8,
    });
    expect(isChanged(formOf(saved), form)).toBe(false);
    expect(hoursIssues(form, today)).toBeNull();
  });

  it('copies a day over others, leaving the rest', () => {
    const form = formOf(saved);
    const week = copyDay(form.week, 1, [2, 3]);
    expect(week[2]!.map((p) => p.opens)).toEqual(['11:30', '18:00']);
    expect(week[3]!.map((p) => p.opens)).toEqual(['11:30', '18:00']);
    expect(week[5]).toBe(form.week[5]);
    expect(isChanged({ ...form, week }, form)).toBe(true);
  });

  it('puts what the contract refuses beside the day, the date or the field it is about', () => {
    const form: HoursForm = formOf(saved);
    const overlapping: HoursForm = {
      ...form,
      week: form.week.map((periods, weekday) =>
        weekday === 6 ? [{ key: -1, opens: '01:00', closes: '03:00' }] : periods,
      ),
      exceptions: [...form.exceptions, { key: -2, date: '2026-12-19', closed: true, opens: '', closes: '', label: '' }],
      estimateMin: '60',
      acceptMinutes: '',
    };
    const issues = hoursIssues(overlapping, today)!;
    expect(issues.days).toEqual(
      new Map([[6, 'Os períodos de sexta 18:00–02:00 e de sábado 01:00–03:00 se sobrepõem']]),
    );
    expect(issues.exceptions).toEqual(new Map([[-2, 'A data 19/12/2026 já passou']]));
    expect(issues.estimate).toBe('O tempo máximo não pode ser menor que o mínimo');
    expect(issues.acceptMinutes).toBe(messages.shopSettings.hours.minutesMissing);
  });

  it('asks for both times of a period left half empty', () => {
    const form = formOf(saved);
    const half: HoursForm = {
      ...form,
      week: form.week.map((p, d) => (d === 0 ? [{ key: -3, opens: '10:00', closes: '' }] : p)),
    };
    expect(hoursIssues(half, today)?.days.get(0)).toBe(messages.shopSettings.hours.timeMissing);
  });
});
