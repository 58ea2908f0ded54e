import { describe, expect, it } from 'vitest';
import { addItem } from './cart-lines.ts';
import {
  cartExpiry,
  heldItems,
  isCartExpired,
  isStoredOrder,
  needsReplace,
  nowInSeconds,
  type CartContext,
  type CartItem,
} from './cart.ts';

const nonna: CartContext = { shop_id: 1000, shop_name: 'Forno da Nonna', delivery_fee: 6.99, address_id: 12 };

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

describe('cart expiry', () => {
  it('ends 3600 s after it is set', () => {
    expect(cartExpiry(1_700_000_000)).toEqual({ init: 1_700_000_000, end: 1_700_003_600 });
  });

  it('is expired at its end, or when there is no readable expiry', () => {
    const expiry = cartExpiry(100);
    expect(isCartExpired(expiry, 3_699)).toBe(false);
    expect(isCartExpired(expiry, 3_700)).toBe(true);
    expect(isCartExpired(null, 0)).toBe(true);
  });

  it('counts seconds, not milliseconds', () => {
    expect(nowInSeconds(new Date('2026-01-01T00:00:01.900Z'))).toBe(1_767_225_601);
  });
});

describe('needsReplace', () => {
  it('asks only when the cart has items of another shop', () => {
    const cart = addItem(null, nonna, item(1, 10));
    expect(needsReplace(null, 1000)).toBe(false);
    expect(needsReplace(cart, 1000)).toBe(false);
    expect(needsReplace(cart, 1001)).toBe(true);
    expect(needsReplace({ ...cart, order: { ...cart.order, items: [] } }, 1001)).toBe(false);
  });
});

describe('isStoredOrder', () => {
  it('accepts what this build writes and refuses anything else', () => {
    expect(isStoredOrder(addItem(null, nonna, item(1, 10)))).toBe(true);
    expect(isStoredOrder({ order: { shop_id: 1 } })).toBe(false);
    expect(isStoredOrder('pedido')).toBe(false);
    expect(isStoredOrder(null)).toBe(false);
  });

  it('refuses the bare shape of an older app, items of an id and a count alone, and says it held items', () => {
    const legacy = { shop_name: 'Forno da Nonna', order: { shop_id: 1001, items: [{ product_id: 7, quantity: 2 }] } };
    expect(isStoredOrder(legacy)).toBe(false);
    expect(heldItems(legacy)).toBe(true);
    expect(heldItems({ order: { shop_id: 1001, items: [] } })).toBe(false);
    expect(heldItems('pedido')).toBe(false);
  });
});
