import { describe, expect, it } from 'vitest';
import type { TCategory, TProduct } from '@delivery/contract/catalog';
import { categoryAnchor, searchMenu } from './menu-search.ts';

const product = (id: number, name: string, description = ''): TProduct => ({
  product_id: id,
  shop_id: 1,
  category_id: 1,
  name,
  description,
  price: 10,
  promo_price: null,
  image: '',
  available: true,
  option_groups: [],
});

const menu: TCategory[] = [
  { category_id: 1, name: 'Doces', products: [product(1, 'Açaí na tigela'), product(2, 'Pudim de leite')] },
  { category_id: 2, name: 'Bebidas', products: [product(3, 'Suco natural', 'Laranja ou limão')] },
];

describe('searchMenu', () => {
  it('finds items by name or description, ignoring accents and case', () => {
    expect(searchMenu(menu, 'ACAI').map((c) => c.products.map((p) => p.product_id))).toEqual([[1]]);
    expect(searchMenu(menu, 'limao').map((c) => c.category_id)).toEqual([2]);
  });

  it('finds a product by the names of its options', () => {
    const soda: TProduct = {
      ...product(4, 'Refrigerante lata'),
      option_groups: [
        {
          group_id: 1,
          name: 'Sabor',
          kind: 'options',
          min: 1,
          max: 1,
          options: [
            { option_id: 1, name: 'Coca-Cola', description: '', price: 0, available: true },
            { option_id: 2, name: 'Guaraná Antarctica', description: '', price: 0, available: true },
          ],
        },
      ],
    };
    const withSoda: TCategory[] = [...menu, { category_id: 3, name: 'Refrigerantes', products: [soda] }];
    expect(searchMenu(withSoda, 'coca').map((c) => c.products.map((p) => p.product_id))).toEqual([[4]]);
    expect(searchMenu(withSoda, 'guarana').map((c) => c.products.map((p) => p.product_id))).toEqual([[4]]);
  });

  it('needs every word and keeps the whole menu for an empty query', () => {
    expect(searchMenu(menu, 'suco laranja')).toHaveLength(1);
    expect(searchMenu(menu, 'suco uva')).toHaveLength(0);
    expect(searchMenu(menu, '  ')).toHaveLength(2);
  });

  it('names each category’s anchor', () => {
    expect(categoryAnchor(12)).toBe('categoria-12');
  });
});
