import { describe, expect, it } from 'vitest';
import { formatDeduction } from './money.ts';

describe('formatDeduction', () => {
  it('writes what is taken off with the minus against the symbol, one way everywhere', () => {
    expect(formatDeduction(5)).toBe('−R$\u00a05,00');
    expect(formatDeduction(9.21)).toBe('−R$\u00a09,21');
  });
});
