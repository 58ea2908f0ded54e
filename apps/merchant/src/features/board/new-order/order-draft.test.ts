import type { TCategory, TProduct } from '@delivery/contract/catalog';
import { parseProductsList } from '@delivery/contract/checkout';
import { describe, expect, it } from 'vitest';
import { choiceLines, notesOf, productsListOf, searchMenu, toggleChoice } from './order-draft.ts';

const halves: TProduct = {
  product_id: 10,
  shop_id: 1,
  category_id: 1,
  name: 'Pizza Grande meio a meio',
  description: '',
  price: 0,
  promo_price: null,
  image: '',
  available: true,
  option_groups: [
    {
      group_id: 5,
      name: 'Sabores',
      kind: 'flavours',
      min: 1,
      max: 2,
      options: [
        { option_id: 51, name: 'Calabresa', description: '', price: 59.9, available: true },
        { option_id: 52, name: 'Margherita', description: '', price: 63.9, available: true },
        { option_id: 53, name: 'Açaí com banana', description: '', price: 49.9, available: true },
      ],
    },
    {
      group_id: 6,
      name: 'Borda',
      kind: 'options',
      min: 0,
      max: 1,
      options: [
        { option_id: 61, name: 'Catupiry', description: '', price: 8, available: true },
        { option_id: 62, name: 'Cheddar', description: '', price: 8, available: true },
      ],
    },
  ],
};
const soda = { ...halves, product_id: 20, name: 'Guaraná 2 L', price: 12, option_groups: [] };
const menu: TCategory[] = [
  { category_id: 1, name: 'Pizzas', products: [halves] },
  { category_id: 2, name: 'Bebidas', products: [soda] },
  { category_id: 3, name: 'Vazia', products: [] },
];

describe('the order being taken', () => {
  it("adds flavours up to the group's most, and swaps a single choice", () => {
    let selection = { quantity: 1, options: {} };
    for (const id of [51, 52, 53]) selection = toggleChoice(selection, halves.option_groups[0]!, id);
    expect(selection.options).toEqual({ 5: [51, 52] });
    selection = toggleChoice(selection, halves.option_groups[1]!, 61);
    selection = toggleChoice(selection, halves.option_groups[1]!, 62);
    selection = toggleChoice(selection, halves.option_groups[0]!, 51);
    expect(selection.options).toEqual({ 5: [52], 6: [62] });
  });

  it('reads a half-and-half as halves, and sends the lines as the app does, with a note each', () => {
    const line = {
      key: 1,
      product: halves,
      selection: { quantity: 2, options: { 5: [51, 52], 6: [61] } },
      notes: ' bem assada ',
      totalCents: 0,
    };
    expect(choiceLines(line)).toEqual([
      { group: 'Sabores', text: '½ Calabresa, ½ Margherita' },
      { group: 'Borda', text: 'Catupiry' },
    ]);
    const lines = [line, { ...line, key: 2, product: soda, selection: { quantity: 1, options: {} }, notes: '' }];
    expect(parseProductsList(productsListOf(lines))).toEqual([
      { productId: 10, quantity: 2, optionIds: [51, 52, 61] },
      { productId: 20, quantity: 1, optionIds: [] },
    ]);
    expect(notesOf(lines)).toEqual(['bem assada', '']);
  });

  it('finds products by their names and their options, any case or accent; empty categories drop out', () => {
    expect(searchMenu(menu, '').map((category) => category.name)).toEqual(['Pizzas', 'Bebidas']);
    expect(searchMenu(menu, 'acai').flatMap((category) => category.products.map((p) => p.name))).toEqual([
      'Pizza Grande meio a meio',
    ]);
    expect(searchMenu(menu, 'GUARANA 2').map((category) => category.name)).toEqual(['Bebidas']);
    expect(searchMenu(menu, 'sushi')).toEqual([]);
  });
});
