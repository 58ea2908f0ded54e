import { describe, expect, it } from 'vitest';
import { exceptionDateProblem, localDate, ZHoursSettings, type THoursSettingsInput } from './shop-hours.ts';

const settings = (overrides: Partial<THoursSettingsInput> = {}): THoursSettingsInput => ({
  opening_hours: [],
  exceptions: [],
  estimate_min: 30,
  estimate_max: 50,
  accept_timeout_minutes: 8,
  ...overrides,
});

/** The messages of what the contract refuses, with the field each is about. */
const problems = (input: THoursSettingsInput) => {
  const result = ZHoursSettings.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the week', () => {
  it('takes several periods a day and one past midnight', () => {
    expect(
      problems(
        settings({
          opening_hours: [
            { weekday: 1, opens: '11:30', closes: '14:30' },
            { weekday: 1, opens: '18:00', closes: '02:00' },
            // Tuesday opens after Monday's night ends.
            { weekday: 2, opens: '02:00', closes: '05:00' },
            // Around the clock on Sunday.
            { weekday: 0, opens: '00:00', closes: '00:00' },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('refuses periods that overlap, on one day and across midnight, the week round', () => {
    expect(
      problems(
        settings({
          opening_hours: [
            { weekday: 1, opens: '11:00', closes: '15:00' },
            { weekday: 1, opens: '14:00', closes: '16:00' },
          ],
        }),
      ),
    ).toEqual(['opening_hours.1: os períodos 11:00–15:00 e 14:00–16:00 de segunda se sobrepõem']);
    expect(
      problems(
        settings({
          opening_hours: [
            { weekday: 6, opens: '18:00', closes: '02:00' },
            { weekday: 0, opens: '01:00', closes: '03:00' },
          ],
        }),
      ),
    ).toEqual(['opening_hours.1: os períodos de sábado 18:00–02:00 e de domingo 01:00–03:00 se sobrepõem']);
  });

  it('refuses a time that is not HH:MM, an empty period and too many periods a day', () => {
    expect(problems(settings({ opening_hours: [{ weekday: 3, opens: '8:00', closes: '24:00' }] }))).toEqual([
      'opening_hours.0.opens: use o formato HH:MM, de 00:00 a 23:59',
      'opening_hours.0.closes: use o formato HH:MM, de 00:00 a 23:59',
    ]);
    expect(problems(settings({ opening_hours: [{ weekday: 3, opens: '10:00', closes: '10:00' }] }))).toEqual([
      'opening_hours.0.closes: abre e fecha no mesmo horário: para o dia inteiro, use 00:00 às 00:00',
    ]);
    const seven = Array.from({ length: 7 }, (_, i) => ({
      weekday: 4,
      opens: `${String(i * 2).padStart(2, '0')}:00`,
      closes: `${String(i * 2 + 1).padStart(2, '0')}:00`,
    }));
    expect(problems(settings({ opening_hours: seven }))).toEqual([
      'opening_hours: no máximo 6 períodos por dia (quinta tem 7)',
    ]);
  });
});

describe('dates with their own hours', () => {
  const week = [{ weekday: 4, opens: '18:00', closes: '01:00' }];

  it('takes a holiday closed and a date open at other hours, past midnight too', () => {
    const parsed = ZHoursSettings.parse(
      settings({
        opening_hours: week,
        exceptions: [
          // A Thursday: closed, whatever times came with it.
          { date: '2026-12-24', closed: true, opens: '18:00', closes: '23:00', label: 'Véspera de Natal' },
          { date: '2026-12-31', closed: false, opens: '20:00', closes: '03:00', label: 'Réveillon' },
        ],
      }),
    );
    expect(parsed.exceptions).toEqual([
      { date: '2026-12-24', closed: true, opens: null, closes: null, label: 'Véspera de Natal' },
      { date: '2026-12-31', closed: false, opens: '20:00', closes: '03:00', label: 'Réveillon' },
    ]);
  });

  it('refuses a date open without hours, twice the same date, and hours meeting the night before', () => {
    expect(
      problems(settings({ exceptions: [{ date: '2026-12-25', closed: false, opens: null, closes: null, label: '' }] })),
    ).toEqual(['exceptions.0.opens: informe quando abre e quando fecha, ou marque a data como fechada']);
    expect(
      problems(
        settings({
          exceptions: [
            { date: '2026-12-25', closed: true, label: 'Natal' },
            { date: '2026-12-25', closed: false, opens: '10:00', closes: '12:00', label: '' },
          ],
        }),
      ),
    ).toEqual(['exceptions.1.date: a data 25/12/2026 aparece mais de uma vez']);
    // Thursday 24/12 runs until 01:00 of Friday 25/12.
    expect(
      problems(
        settings({
          opening_hours: week,
          exceptions: [{ date: '2026-12-25', closed: false, opens: '00:30', closes: '04:00', label: '' }],
        }),
      ),
    ).toEqual(['exceptions.0: o horário de 25/12/2026 (00:30–04:00) se sobrepõe ao de 24/12/2026 (18:00–01:00)']);
    expect(
      problems(settings({ exceptions: [{ date: '2026-02-30', closed: true, label: '' }] })).map((p) => p.split(':')[0]),
    ).toEqual(['exceptions.0.date']);
  });

  it('says when a date is gone by or too far ahead, by the shop’s own today', () => {
    expect(exceptionDateProblem('2026-12-24', '2026-12-24')).toBeNull();
    expect(exceptionDateProblem('2026-12-23', '2026-12-24')).toBe('a data 23/12/2026 já passou');
    expect(exceptionDateProblem('2027-12-26', '2026-12-24')).toBe('a data 26/12/2027 está a mais de um ano');
    // 02:30 UTC is still the evening before in São Paulo.
    expect(localDate('America/Sao_Paulo', Date.parse('2026-12-25T02:30:00Z'))).toBe('2026-12-24');
  });
});

describe('the estimate and the time to accept', () => {
  it('keeps them within their limits, the shortest no longer than the longest', () => {
    expect(problems(settings({ estimate_min: 60, estimate_max: 40 }))).toEqual([
      'estimate_max: o tempo máximo não pode ser menor que o mínimo',
    ]);
    expect(problems(settings({ estimate_min: 2, accept_timeout_minutes: 90 }))).toEqual([
      'estimate_min: de 5 a 240 minutos',
      'accept_timeout_minutes: de 1 a 60 minutos',
    ]);
  });
});
