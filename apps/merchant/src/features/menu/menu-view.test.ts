import type { TMenuCategory, TMenuProduct } from '@delivery/contract/menu';
import { describe, expect, it } from 'vitest';
import { withAvailability } from './api/shop-menu.ts';
import { menuView, movedIds, soldOutCount, type ShownCategory } from './menu-view.ts';

const product = (
  id: number,
  name: string,
  available: boolean,
  options: [number, string, boolean][] = [],
): TMenuProduct => ({
  product_id: id,
  shop_id: 1,
  category_id: 1,
  name,
  description: '',
  price: 10,
  promo_price: null,
  image: '',
  available,
  version: 1,
  option_groups: options.length
    ? [
        {
          group_id: id,
          name: 'Sabores',
          kind: 'options',
          min: 0,
          max: 1,
          options: options.map(([optionId, optionName, on]) => ({
            option_id: optionId,
            name: optionName,
            description: '',
            price: 0,
            available: on,
          })),
        },
      ]
    : [],
});

const menu: TMenuCategory[] = [
  {
    category_id: 1,
    name: 'Pizzas',
    hidden: false,
    version: 1,
    products: [product(1, 'Calabresa', true), product(2, 'Portuguesa', false)],
  },
  {
    category_id: 2,
    name: 'Sobremesas',
    hidden: false,
    version: 1,
    products: [
      product(3, 'Açaí', true, [
        [30, 'Granola', false],
        [31, 'Leite em pó', true],
      ]),
    ],
  },
];

const names = (categories: ShownCategory[]) =>
  categories.flatMap((category) => category.products.map((shown) => shown.product.name));
/** The options shown under each product, and whether they were narrowed to what was looked for. */
const optionsShown = (categories: ShownCategory[]) =>
  categories.flatMap((category) =>
    category.products.map((shown) => ({
      options: shown.product.option_groups.flatMap((group) => group.options.map((option) => option.name)),
      narrowed: shown.narrowed,
    })),
  );

describe('the menu at the counter', () => {
  it('counts sold-out products and options', () => {
    expect(soldOutCount(menu)).toBe(2);
  });

  it('finds products by their name or an option’s, without accents, and drops empty categories', () => {
    expect(names(menuView(menu, 'acai', 'all'))).toEqual(['Açaí']);
    expect(names(menuView(menu, 'granola', 'all'))).toEqual(['Açaí']);
    expect(menuView(menu, 'calab', 'all').map((category) => category.name)).toEqual(['Pizzas']);
    expect(menuView(menu, 'sushi', 'all')).toEqual([]);
  });

  it('keeps an empty category on the whole menu only', () => {
    const withEmpty = [...menu, { category_id: 3, name: 'Bebidas', hidden: true, version: 1, products: [] }];
    expect(menuView(withEmpty, '', 'all').map((category) => category.name)).toEqual([
      'Pizzas',
      'Sobremesas',
      'Bebidas',
    ]);
    expect(menuView(withEmpty, 'bebidas', 'all')).toEqual([]);
    expect(menuView(withEmpty, '', 'soldOut').map((category) => category.name)).toEqual(['Pizzas', 'Sobremesas']);
  });

  it('shows every option of a product found by name, and only the options found otherwise', () => {
    expect(optionsShown(menuView(menu, 'acai', 'all'))).toEqual([
      { options: ['Granola', 'Leite em pó'], narrowed: false },
    ]);
    expect(optionsShown(menuView(menu, 'leite', 'all'))).toEqual([{ options: ['Leite em pó'], narrowed: true }]);
  });

  it('shows only what is sold out when asked: the product, or its options that are', () => {
    expect(names(menuView(menu, '', 'soldOut'))).toEqual(['Portuguesa', 'Açaí']);
    expect(optionsShown(menuView(menu, '', 'soldOut'))).toEqual([
      { options: [], narrowed: false },
      { options: ['Granola'], narrowed: true },
    ]);
    expect(menuView(menu, 'leite', 'soldOut')).toEqual([]);
  });

  it('switches one product or one option, leaving the rest', () => {
    const back = withAvailability(menu, { item: 'product', itemId: 2, available: true });
    expect(soldOutCount(back)).toBe(1);
    const granola = withAvailability(menu, { item: 'option', itemId: 30, available: true });
    expect(granola[1]?.products[0]?.option_groups[0]?.options.map((option) => option.available)).toEqual([true, true]);
    expect(menu[1]?.products[0]?.option_groups[0]?.options[0]?.available).toBe(false);
  });

  it('moves one id a place up or down, and nowhere past either end', () => {
    expect(movedIds([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(movedIds([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(movedIds([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(movedIds([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
