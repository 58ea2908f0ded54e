import { describe, expect, it } from 'vitest';
import { balanceWords, formatMoment, formatPeriod, formatSigned, statusText } from './statement-format.ts';

const nbsp = (value: string) => value.replace(/\u00a0/g, ' ');

describe("a statement's words", () => {
  it("reads the period's days in the shop's time zone, whatever the device's", () => {
    // Monday 00:00 in São Paulo to the next Monday: the last day is the Sunday, not the Monday (UTC's).
    const week = { from: '2026-11-23T03:00:00.000Z', to: '2026-11-30T03:00:00.000Z' };
    expect(formatPeriod(week, 'America/Sao_Paulo')).toBe('23/11 a 29/11');
    expect(formatPeriod(week, 'America/Sao_Paulo', true)).toBe('23/11/2026 a 29/11/2026');
    // Manaus is an hour behind: its month starts at 04:00 UTC.
    expect(formatPeriod({ from: '2026-11-01T04:00:00.000Z', to: '2026-12-01T04:00:00.000Z' }, 'America/Manaus')).toBe(
      '01/11 a 30/11',
    );
    expect(formatMoment('2026-11-28T01:15:00.000Z', 'America/Sao_Paulo')).toBe('27/11, 22:15');
  });

  it('says which way the balance goes, and once paid that it went', () => {
    expect(nbsp(Object.values(balanceWords(1234.56)).join(' '))).toBe('receive A receber R$ 1.234,56');
    expect(nbsp(Object.values(balanceWords(-97)).join(' '))).toBe('pay A pagar R$ 97,00');
    expect(balanceWords(0)).toEqual({ tone: 'settled', label: 'Nada a acertar', amount: '' });
    expect(balanceWords(80, true).label).toBe('Recebido');
    expect(balanceWords(-52.31, true).label).toBe('Pago');
  });

  it('writes deductions with their sign and the paid day short', () => {
    expect(nbsp(formatSigned(-10.5))).toBe('−R$ 10,50');
    expect(nbsp(formatSigned(69.5))).toBe('R$ 69,50');
    expect(statusText({ status: 'closed', paid: null })).toBe('Fechado');
    expect(statusText({ status: 'paid', paid: { on: '2026-12-01', reference: 'x', by: null, at: '' } })).toBe(
      'Pago em 01/12',
    );
  });
});
