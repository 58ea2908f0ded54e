import { describe, expect, it } from 'vitest';
import { isOlderVersion } from './service.ts';

describe('isOlderVersion', () => {
  it.each([
    ['1.9', '1.10', true],
    ['1.10', '1.9', false],
    ['2.0', '2.0.0', false],
    ['2.0.0', '2.0.1', true],
    ['3', '2.9.9', false],
    ['0.0.1', '0.1', true],
  ])('%s older than %s: %s', (a, b, older) => expect(isOlderVersion(a, b)).toBe(older));
});
