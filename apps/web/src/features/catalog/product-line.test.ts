import { describe, expect, it } from 'vitest';
import type { TProduct } from '@delivery/contract/catalog';
import { priceItem } from '@delivery/contract/pricing';
import { buildLine } from './product-line.ts';

const pizza: TProduct = {
  product_id: 1000,
  shop_id: 1000,
  category_id: 1000,
  name: 'Pizza Média meio a meio',
  description: '',
  price: 0,
  promo_price: null,
  image: '/catalog/pizza-half.svg',
  available: true,
  option_groups: [
    {
      group_id: 1,
      name: 'Sabores',
      kind: 'flavours',
      min: 1,
      max: 2,
      options: [
        { option_id: 11, name: 'Calabresa', description: '', price: 51.9, available: true },
        { option_id: 12, name: 'Quatro Queijos', description: '', price: 58.9, available: true },
      ],
    },
    {
      group_id: 2,
      name: 'Borda recheada',
      kind: 'options',
      min: 0,
      max: 1,
      options: [{ option_id: 21, name: 'Catupiry', description: '', price: 10, available: true }],
    },
  ],
};

describe('buildLine', () => {
  it('names each flavour with its share and keeps the price priceItem gave', () => {
    const selection = { 1: [11, 12], 2: [] };
    const priced = priceItem(pizza, 'average', { quantity: 2, options: selection });
    if (!priced.ok) throw new Error(priced.message);
    const line = buildLine(pizza, selection, 2, '  sem cebola ', priced.unitCents);
    expect(line).toEqual({
      product_id: 1000,
      quantity: 2,
      options: { 1: [11, 12] },
      option_names: ['1/2 Calabresa', '1/2 Quatro Queijos'],
      notes: 'sem cebola',
      name: 'Pizza Média meio a meio',
      image: '/catalog/pizza-half.svg',
      unit_price: 55.4,
    });
  });

  it('writes a single flavour and other options by name alone, and cuts notes at 140', () => {
    const line = buildLine(pizza, { 1: [11], 2: [21] }, 1, 'x'.repeat(200), 6190);
    expect(line.option_names).toEqual(['Calabresa', 'Catupiry']);
    expect(line.notes).toHaveLength(140);
    expect(line.unit_price).toBe(61.9);
  });
});
