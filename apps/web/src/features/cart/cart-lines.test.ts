import { describe, expect, it } from 'vitest';
import type { CartContext, CartItem } from './cart.ts';
import { addItem } from './cart-lines.ts';
import { itemCount } from './cart.ts';

const nonna: CartContext = { shop_id: 1000, shop_name: 'Forno da Nonna', delivery_fee: 6.99, address_id: 12 };
const vesuvio: CartContext = { shop_id: 1001, shop_name: 'Cantina Vesúvio', delivery_fee: 0, address_id: null };

const item = (productId: number, unitPrice: number, overrides: Partial<CartItem> = {}): CartItem => ({
  product_id: productId,
  quantity: 1,
  options: {},
  option_names: [],
  notes: '',
  name: `Produto ${productId}`,
  image: '',
  unit_price: unitPrice,
  ...overrides,
});

describe('addItem', () => {
  it('builds docs/product.md’s order with totals in reais, summed in cents', () => {
    const cart = addItem(null, nonna, item(1, 0.1, { quantity: 2 }));
    const next = addItem(cart, nonna, item(2, 0.2));
    expect(next.shop_name).toBe('Forno da Nonna');
    expect(next.order).toMatchObject({
      shop_id: 1000,
      schedule_id: null,
      address_id: 12,
      total_delivery: 6.99,
      total_products: 0.4,
      total_order: 7.39,
    });
    expect(next.order.items.map((line) => [line.product_id, line.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(itemCount(next)).toBe(3);
  });

  it('grows the quantity of the same line (same options in any order, same notes), up to 99', () => {
    const line = item(1, 59.9, { options: { 10: [2, 1], 11: [] } });
    let cart = addItem(null, nonna, line);
    cart = addItem(cart, nonna, item(1, 59.9, { options: { 10: [1, 2] }, quantity: 3 }));
    expect(cart.order.items).toHaveLength(1);
    expect(cart.order.items[0]?.quantity).toBe(4);
    cart = addItem(cart, nonna, item(1, 59.9, { options: { 10: [1, 2] }, notes: 'sem cebola' }));
    expect(cart.order.items).toHaveLength(2);
    cart = addItem(cart, nonna, item(1, 59.9, { options: { 10: [1, 2] }, quantity: 99 }));
    expect(cart.order.items[0]?.quantity).toBe(99);
  });

  it('starts over with the other shop’s line once replacing was confirmed', () => {
    const cart = addItem(addItem(null, nonna, item(1, 10)), vesuvio, item(5, 20));
    expect(cart.order.shop_id).toBe(1001);
    expect(cart.order.items.map((line) => line.product_id)).toEqual([5]);
    expect(cart.order.total_order).toBe(20);
  });
});
