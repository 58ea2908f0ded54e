import { describe, expect, it } from 'vitest';
import { zMoney } from './fields.ts';

describe('an amount in reais', () => {
  it('takes a number or a typed string, in reais', () => {
    expect(zMoney().parse(12.9)).toBe(12.9);
    expect(zMoney().parse('1234,56')).toBe(1234.56);
    expect(zMoney().parse('0.1')).toBe(0.1);
    expect(zMoney().parse(0.07)).toBe(0.07);
  });

  it('refuses more than two decimals, a negative amount and one above the limit', () => {
    for (const bad of [12.345, '12,345', -1, 100_000.01, '1.234,56']) {
      expect(zMoney().safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});
