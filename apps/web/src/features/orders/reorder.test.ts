import { describe, expect, it } from 'vitest';
import type { TOptionGroup, TProduct } from '@delivery/contract/catalog';
import type { TOrder } from '@delivery/contract/orders';
import { planReorder } from './reorder.ts';

const size: TOptionGroup = {
  group_id: 10,
  name: 'Tamanho',
  kind: 'options',
  min: 1,
  max: 1,
  options: [
    { option_id: 11, name: 'Média', description: '', price: 10, available: true },
    { option_id: 12, name: 'Grande', description: '', price: 20, available: true },
  ],
};
const flavours: TOptionGroup = {
  group_id: 20,
  name: 'Sabores',
  kind: 'flavours',
  min: 2,
  max: 2,
  options: [
    { option_id: 21, name: 'Calabresa', description: '', price: 50, available: true },
    { option_id: 22, name: 'Quatro Queijos', description: '', price: 61.9, available: true },
  ],
};

const product = (overrides: Partial<TProduct>): TProduct => ({
  product_id: 1,
  shop_id: 7,
  category_id: 1,
  name: 'Pizza',
  description: '',
  price: 44.9,
  promo_price: null,
  image: '/img.png',
  available: true,
  option_groups: [],
  ...overrides,
});

const item = (overrides: Partial<TOrder['items'][number]>): TOrder['items'][number] => ({
  product_id: 1,
  name: 'Pizza',
  quantity: 1,
  unit_price: 1,
  total: 1,
  options: [],
  notes: '',
  ...overrides,
});

const margherita = product({ product_id: 1, name: 'Pizza Margherita', option_groups: [size] });
const half = product({ product_id: 2, name: 'Meio a meio', price: 0, option_groups: [flavours] });
const soda = product({ product_id: 3, name: 'Refrigerante', price: 6.9 });

describe('planReorder', () => {
  it("finds each line's options by name and prices it at today's menu, keeping quantity and notes", () => {
    const plan = planReorder(
      [
        item({
          product_id: 1,
          name: 'Pizza Margherita',
          quantity: 2,
          unit_price: 60,
          notes: 'sem manjericão',
          options: [{ group: 'Tamanho', option: 'Grande', price: 18 }],
        }),
        item({
          product_id: 2,
          name: 'Meio a meio',
          options: [
            { group: 'Sabores', option: 'Calabresa', price: 50 },
            { group: 'Sabores', option: 'Quatro Queijos', price: 61.9 },
          ],
        }),
      ],
      [margherita, half, soda],
      'average',
    );
    expect(plan.leftOut).toEqual([]);
    expect(
      plan.lines.map(({ product: p, selection, quantity, notes, unitCents }) => [
        p.name,
        selection,
        quantity,
        notes,
        unitCents,
      ]),
    ).toEqual([
      ['Pizza Margherita', { 10: [12] }, 2, 'sem manjericão', 6490],
      ['Meio a meio', { 20: [21, 22] }, 1, '', 5595],
    ]);
  });

  it('leaves out a product gone from the menu or paused', () => {
    const plan = planReorder(
      [item({ product_id: 9, name: 'Calzone' }), item({ product_id: 3, name: 'Refrigerante' })],
      [soda, product({ product_id: 9, name: 'Calzone', available: false })],
      'average',
    );
    expect(plan.leftOut).toEqual([{ name: 'Calzone', reason: 'unavailable' }]);
    expect(plan.lines.map((line) => line.product.name)).toEqual(['Refrigerante']);

    const gone = planReorder([item({ product_id: 5, name: 'Esfiha' })], [soda], 'average');
    expect(gone).toEqual({ lines: [], leftOut: [{ name: 'Esfiha', reason: 'unavailable' }] });
  });

  it('leaves out a line whose option is paused, renamed, or whose group now asks for other choices', () => {
    const paused = product({
      ...margherita,
      option_groups: [{ ...size, options: size.options.map((o) => ({ ...o, available: o.option_id !== 12 })) }],
    });
    const grande = item({
      product_id: 1,
      name: 'Pizza Margherita',
      options: [{ group: 'Tamanho', option: 'Grande', price: 20 }],
    });
    expect(planReorder([grande], [paused], 'average').leftOut).toEqual([
      { name: 'Pizza Margherita', reason: 'unavailable' },
    ]);

    const renamed = product({ ...margherita, option_groups: [{ ...size, name: 'Tamanho da pizza' }] });
    expect(planReorder([grande], [renamed], 'average').leftOut).toEqual([
      { name: 'Pizza Margherita', reason: 'changed' },
    ]);

    const stricter = product({ ...soda, option_groups: [{ ...size, group_id: 30, name: 'Sabor' }] });
    expect(planReorder([item({ product_id: 3, name: 'Refrigerante' })], [stricter], 'average').leftOut).toEqual([
      { name: 'Refrigerante', reason: 'changed' },
    ]);
  });
});
