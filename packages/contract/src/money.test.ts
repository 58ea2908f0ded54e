import { describe, expect, it } from 'vitest';
import { formatDeduction, formatMoney, formatMoneyShort, formatReais } from './money.ts';

describe('formatMoney', () => {
  it('writes cents the Brazilian way, without floating-point noise', () => {
    expect(formatMoney(1234)).toBe('R$\u00a012,34');
    expect(formatMoney(5990)).toBe('R$\u00a059,90');
    expect(formatMoney(10 + 20)).toBe('R$\u00a00,30');
    expect(formatMoney(0)).toBe('R$\u00a00,00');
    expect(formatMoney(123450)).toBe('R$\u00a01.234,50');
  });
});

describe('formatReais', () => {
  it('writes the wire reais the same way', () => {
    expect(formatReais(5.9)).toBe('R$\u00a05,90');
    expect(formatReais(0)).toBe('R$\u00a00,00');
    expect(formatReais(1234.5)).toBe('R$\u00a01.234,50');
  });
});

describe('formatDeduction', () => {
  it('writes what is taken off with the minus against the symbol, one way everywhere', () => {
    expect(formatDeduction(5)).toBe('−R$\u00a05,00');
    expect(formatDeduction(9.21)).toBe('−R$\u00a09,21');
  });
});

describe('formatMoneyShort', () => {
  it('writes an axis mark in whole reais, thousands as mil', () => {
    expect(formatMoneyShort(300)).toBe('R$\u00a0300');
    expect(formatMoneyShort(1200)).toBe('R$\u00a01,2\u00a0mil');
  });
});
