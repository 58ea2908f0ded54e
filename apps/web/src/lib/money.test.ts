import { describe, expect, it } from 'vitest';
import { formatCents, formatDeduction, formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('writes reais the Brazilian way', () => {
    expect(formatMoney(5.9)).toBe('R$\u00a05,90');
    expect(formatMoney(0)).toBe('R$\u00a00,00');
    expect(formatMoney(1234.5)).toBe('R$\u00a01.234,50');
  });

  it('writes cents without floating-point noise', () => {
    expect(formatCents(5990)).toBe('R$\u00a059,90');
    expect(formatCents(10 + 20)).toBe('R$\u00a00,30');
  });
});

describe('formatDeduction', () => {
  it('writes what is taken off with the minus against the symbol, one way everywhere', () => {
    expect(formatDeduction(5)).toBe('−R$\u00a05,00');
    expect(formatDeduction(9.21)).toBe('−R$\u00a09,21');
  });
});
