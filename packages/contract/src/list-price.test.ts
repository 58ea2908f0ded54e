import { describe, expect, it } from 'vitest';
import type { TOptionGroup, TProduct } from './catalog.ts';
import { listPrice } from './pricing.ts';

const option = (id: number, price: number, available = true) => ({
  option_id: id,
  name: `Opção ${id}`,
  description: '',
  price,
  available,
});

const group = (kind: TOptionGroup['kind'], min: number, max: number, prices: number[]): TOptionGroup => ({
  group_id: 1,
  name: 'Grupo',
  kind,
  min,
  max,
  options: prices.map((price, index) => option(index + 1, price)),
});

const product = (price: number, promo: number | null, groups: TOptionGroup[] = []): TProduct => ({
  product_id: 1,
  shop_id: 1,
  category_id: 1,
  name: 'Produto',
  description: '',
  price,
  promo_price: promo,
  image: '',
  available: true,
  option_groups: groups,
});

describe('listPrice', () => {
  it('is the product’s own price when nothing required costs more', () => {
    expect(listPrice(product(39.9, null))).toEqual({ cents: 3990, originalCents: null, from: false });
    expect(listPrice(product(39.9, null, [group('options', 1, 1, [0, 12, 22])]))).toEqual({
      cents: 3990,
      originalCents: null,
      from: false,
    });
  });

  it('strikes the usual price through while a promotion runs', () => {
    expect(listPrice(product(39.9, 34.9))).toEqual({ cents: 3490, originalCents: 3990, from: false });
  });

  it('starts a half-and-half of R$ 0 at its cheapest available flavour', () => {
    const flavours = group('flavours', 1, 2, [51.9, 48.9, 58.9]);
    flavours.options[1] = { ...flavours.options[1]!, available: false };
    expect(listPrice(product(0, null, [flavours, group('options', 0, 1, [10])]))).toEqual({
      cents: 5190,
      originalCents: null,
      from: true,
    });
  });

  it('adds the cheapest choices of every required group', () => {
    expect(listPrice(product(10, null, [group('options', 2, 3, [3, 1, 2])]))).toEqual({
      cents: 1300,
      originalCents: null,
      from: true,
    });
  });
});
