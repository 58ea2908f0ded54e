import { describe, expect, it } from 'vitest';
import type { TCategory, TProduct } from '@delivery/contract/catalog';
import type { TOrder } from '@delivery/contract/orders';
import type { StoredOrder } from '../../features/cart/cart.ts';
import { cartWithReorder, reorderOf } from './reorder.ts';

const pizza: TProduct = {
  product_id: 1,
  shop_id: 7,
  category_id: 1,
  name: 'Meio a meio',
  description: '',
  price: 0,
  promo_price: null,
  image: '/pizza.svg',
  available: true,
  option_groups: [
    {
      group_id: 20,
      name: 'Sabores',
      kind: 'flavours',
      min: 2,
      max: 2,
      options: [
        { option_id: 21, name: 'Calabresa', description: '', price: 50, available: true },
        { option_id: 22, name: 'Quatro Queijos', description: '', price: 62, available: true },
      ],
    },
  ],
};
const menu: TCategory[] = [{ category_id: 1, name: 'Pizzas', products: [pizza] }];
const shop = { shop_id: 7, name: 'Forno da Nonna', delivery_fee: 6.5, half_pricing: 'average' as const };

const item = (overrides: Partial<TOrder['items'][number]>): TOrder['items'][number] => ({
  product_id: 1,
  name: 'Meio a meio',
  quantity: 1,
  unit_price: 1,
  total: 1,
  options: [],
  notes: '',
  ...overrides,
});
const order = {
  shop_id: 7,
  items: [
    item({
      quantity: 2,
      notes: 'bem assada',
      unit_price: 40,
      options: [
        { group: 'Sabores', option: 'Calabresa', price: 40 },
        { group: 'Sabores', option: 'Quatro Queijos', price: 40 },
      ],
    }),
    item({ product_id: 9, name: 'Calzone' }),
  ],
} as TOrder;

describe('reorderOf', () => {
  it("makes the order's lines cart items at today's prices, for the shop and place of today", () => {
    const reorder = reorderOf(order, shop, menu, 33);
    expect(reorder.items).toEqual([
      {
        product_id: 1,
        quantity: 2,
        options: { 20: [21, 22] },
        option_names: ['1/2 Calabresa', '1/2 Quatro Queijos'],
        notes: 'bem assada',
        name: 'Meio a meio',
        image: '/pizza.svg',
        unit_price: 56,
      },
    ]);
    expect(reorder.context).toEqual({ shop_id: 7, shop_name: 'Forno da Nonna', delivery_fee: 6.5, address_id: 33 });
    expect(reorder.leftOut).toEqual([{ name: 'Calzone', reason: 'unavailable' }]);
  });
});

describe('cartWithReorder', () => {
  const reorder = reorderOf(order, shop, menu, null);

  it("adds to a cart of the same shop, the same line's quantity growing", () => {
    const first = cartWithReorder(null, reorder);
    const again = cartWithReorder(first, reorder);
    expect(again?.order.items.map((line) => line.quantity)).toEqual([4]);
    expect(again?.order).toMatchObject({ shop_id: 7, total_products: 224, total_order: 230.5 });
  });

  it("starts a new cart over another shop's (the customer has agreed to replace it)", () => {
    const other: StoredOrder = {
      shop_name: 'Sushi Bar',
      order: {
        total_order: 30,
        schedule_id: null,
        shop_id: 8,
        total_delivery: 0,
        total_products: 30,
        address_id: null,
        items: [{ ...reorder.items[0]!, product_id: 80, name: 'Temaki' }],
      },
    };
    const cart = cartWithReorder(other, reorder);
    expect(cart?.shop_name).toBe('Forno da Nonna');
    expect(cart?.order.items.map((line) => line.name)).toEqual(['Meio a meio']);
  });
});
