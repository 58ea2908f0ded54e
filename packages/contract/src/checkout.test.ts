import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeProductsList, parseProductsList } from './checkout.ts';

describe('products_list', () => {
  it("reads docs/product.md's legacy pairs", () => {
    expect(parseProductsList('12:2;15:1;')).toEqual([
      { productId: 12, quantity: 2, optionIds: [] },
      { productId: 15, quantity: 1, optionIds: [] },
    ]);
  });

  it('reads options as a third field a legacy reader ignores', () => {
    const encoded = encodeProductsList([{ productId: 12, quantity: 2, optionIds: [100, 101] }]);
    expect(encoded).toBe('12:2:100,101;');
    expect(encoded.split(';')[0]!.split(':').slice(0, 2)).toEqual(['12', '2']);
  });

  it('refuses anything else', () => {
    for (const bad of ['', ';', '12', '12:x;', 'a:1;', '12:1:;', '12:1:1,,2;', `${'1:1;'.repeat(101)}`]) {
      expect(parseProductsList(bad), bad).toBeNull();
    }
  });

  it('round-trips every cart', () => {
    const line = fc.record({
      productId: fc.integer({ min: 1, max: 2_000_000_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
      optionIds: fc.array(fc.integer({ min: 1, max: 2_000_000_000 }), { maxLength: 10 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        expect(parseProductsList(encodeProductsList(lines))).toEqual(lines);
      }),
    );
  });
});
