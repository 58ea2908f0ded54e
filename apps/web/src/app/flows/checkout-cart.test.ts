import { describe, expect, it } from 'vitest';
import { parseProductsList } from '@delivery/contract/checkout';
import type { CartItem, StoredOrder } from '../../features/cart/cart.ts';
import { buildDraft } from '../../features/checkout/order-draft.ts';
import { checkoutCartOf } from './checkout-cart.ts';

const item = (overrides: Partial<CartItem>): CartItem => ({
  product_id: 10,
  quantity: 1,
  options: {},
  option_names: [],
  notes: '',
  name: 'Pizza',
  image: '/pizza.svg',
  unit_price: 10,
  ...overrides,
});

const stored: StoredOrder = {
  shop_name: 'Forno da Nonna',
  order: {
    total_order: 0,
    schedule_id: null,
    shop_id: 1000,
    total_delivery: 0,
    total_products: 0,
    address_id: null,
    items: [
      item({ quantity: 2, options: { 1: [11, 12], 2: [21] }, notes: 'Bem assada', unit_price: 61.4 }),
      item({ product_id: 20, name: 'Água', unit_price: 4.5 }),
    ],
  },
};

describe('checkoutCartOf', () => {
  it("hands the stored bag to checkout: its shop, and lines that reach products_list with each line's options", () => {
    const cart = checkoutCartOf(stored);
    expect(cart).toMatchObject({ shop_id: 1000, shop_name: 'Forno da Nonna' });
    expect(cart.lines.map((line) => [line.name, line.notes])).toEqual([
      ['Pizza', 'Bem assada'],
      ['Água', ''],
    ]);
    const draft = buildDraft({
      profileId: 1,
      token: 'tok',
      cart,
      choices: { delivery: { kind: 'pickup' }, scheduleId: null, couponCode: null, useCashback: false },
      totals: null,
    });
    expect(parseProductsList(draft.products_list)).toEqual([
      { productId: 10, quantity: 2, optionIds: [11, 12, 21] },
      { productId: 20, quantity: 1, optionIds: [] },
    ]);
    expect(draft).toMatchObject({ shop_id: 1000, total_products: 127.3, order_total: 127.3 });
  });
});
