import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HalfPricingRule, TProduct } from './catalog.ts';
import {
  couponDiscountCents,
  deliveryFeeCents,
  flavoursCents,
  missingForMinimumCents,
  orderTotalsCents,
  priceItem,
  toCents,
} from './pricing.ts';

const pizza: TProduct = {
  product_id: 1,
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
      group_id: 10,
      name: 'Sabores',
      kind: 'flavours',
      min: 1,
      max: 4,
      options: [
        { option_id: 100, name: 'Calabresa', description: '', price: 50, available: true },
        { option_id: 101, name: 'Quatro Queijos', description: '', price: 61.9, available: true },
        { option_id: 102, name: 'Camarão', description: '', price: 89.9, available: true },
        { option_id: 103, name: 'Atum', description: '', price: 55, available: false },
      ],
    },
    {
      group_id: 11,
      name: 'Borda',
      kind: 'options',
      min: 0,
      max: 2,
      options: [
        { option_id: 110, name: 'Catupiry', description: '', price: 9, available: true },
        { option_id: 111, name: 'Cheddar', description: '', price: 8.5, available: true },
      ],
    },
  ],
};

const price = (rule: HalfPricingRule, flavours: number[], borda: number[] = [], quantity = 1) =>
  priceItem(pizza, rule, { quantity, options: { 10: flavours, 11: borda } });

describe('half-and-half', () => {
  it('average: the mean of the flavours (the default)', () => {
    expect(price('average', [100, 101])).toEqual({ ok: true, unitCents: 5595, totalCents: 5595 });
  });
  it('highest: the dearest flavour', () => {
    expect(price('highest', [100, 102])).toMatchObject({ unitCents: 8990 });
  });
  it('proportional: each fraction at its flavour, rounded per fraction', () => {
    // 50.00/3 + 61.90/3 + 89.90/3 = 16.67 + 20.63 + 29.97
    expect(price('proportional', [100, 101, 102])).toMatchObject({ unitCents: 1667 + 2063 + 2997 });
  });
  it('adds the other groups and multiplies by the quantity', () => {
    expect(price('average', [100], [110, 111], 3)).toEqual({
      ok: true,
      unitCents: 5000 + 900 + 850,
      totalCents: 3 * 6750,
    });
  });
});

describe('the rules of each group', () => {
  it('needs the minimum', () => {
    expect(price('average', [])).toEqual({ ok: false, groupId: 10, message: 'Escolha ao menos 1 em Sabores' });
  });
  it('allows no more than the maximum', () => {
    expect(price('average', [100], [110, 111, 110])).toMatchObject({ ok: true });
    expect(priceItem(pizza, 'average', { quantity: 1, options: { 10: [100, 101, 102, 103, 104] } })).toMatchObject({
      ok: false,
      message: 'Escolha no máximo 4 em Sabores',
    });
  });
  it('refuses an unavailable option, an unknown one and an unknown group', () => {
    expect(price('average', [103])).toMatchObject({ ok: false, message: 'Atum não está disponível agora' });
    expect(price('average', [999])).toMatchObject({ ok: false, groupId: 10 });
    expect(priceItem(pizza, 'average', { quantity: 1, options: { 10: [100], 77: [1] } })).toMatchObject({ ok: false });
  });
  it('refuses an unavailable product and a quantity outside 1 to 99', () => {
    expect(priceItem({ ...pizza, available: false }, 'average', { quantity: 1, options: { 10: [100] } })).toMatchObject(
      {
        ok: false,
        message: 'Pizza Grande meio a meio não está disponível agora',
      },
    );
    for (const quantity of [0, -1, 1.5, 100]) expect(price('average', [100], [], quantity).ok).toBe(false);
  });
  it('charges the promotional price while it is set', () => {
    const promo = { ...pizza, price: 49.9, promo_price: 44.9, option_groups: [] };
    expect(priceItem(promo, 'average', { quantity: 2, options: {} })).toEqual({
      ok: true,
      unitCents: 4490,
      totalCents: 8980,
    });
  });
});

describe('free delivery above an amount', () => {
  it('charges nothing once the products reach the amount, and the fee below it or with none set', () => {
    expect(deliveryFeeCents(690, 8000, 8000)).toBe(0);
    expect(deliveryFeeCents(690, 7999, 8000)).toBe(690);
    expect(deliveryFeeCents(690, 1_000_000, null)).toBe(690);
  });
});

describe('the shop’s minimum order', () => {
  it('says what the products lack, and nothing once they reach it or with no minimum', () => {
    expect(missingForMinimumCents(1890, 3000)).toBe(1110);
    expect(missingForMinimumCents(3000, 3000)).toBe(0);
    expect(missingForMinimumCents(5000, 3000)).toBe(0);
    expect(missingForMinimumCents(1890, 0)).toBe(0);
  });
});

describe('properties', () => {
  const cents = fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 4 });

  it('every rule lies between the cheapest and the dearest flavour', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom<HalfPricingRule>('average', 'proportional', 'highest'), (prices, rule) => {
        const value = flavoursCents(rule, prices);
        return value >= Math.min(...prices) - prices.length && value <= Math.max(...prices) + prices.length;
      }),
    );
  });

  it('average never charges more than highest, and a single flavour is its own price', () => {
    fc.assert(
      fc.property(cents, (prices) => {
        const one = prices[0]!;
        return (
          flavoursCents('average', prices) <= flavoursCents('highest', prices) &&
          flavoursCents('average', [one]) === one
        );
      }),
    );
  });

  it('a line total is the unit price times the quantity, never negative', () => {
    fc.assert(
      fc.property(
        fc.subarray([100, 101, 102], { minLength: 1 }),
        fc.subarray([110, 111]),
        fc.integer({ min: 1, max: 99 }),
        (f, b, q) => {
          const result = price('average', f, b, q);
          return result.ok && result.totalCents === result.unitCents * q && result.totalCents >= 0;
        },
      ),
    );
  });

  it('an order total is the sum of its parts, never negative, for any cart, fee, coupon and cashback', () => {
    const line = fc.record({
      flavours: fc.subarray([100, 101, 102], { minLength: 1 }),
      borders: fc.subarray([110, 111]),
      quantity: fc.integer({ min: 1, max: 99 }),
      rule: fc.constantFrom<HalfPricingRule>('average', 'proportional', 'highest'),
    });
    const coupon = fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 50_000 }) }),
    );
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.option(coupon, { nil: null }),
        fc.integer({ min: 0, max: 100_000 }),
        (lines, deliveryCents, rule, balanceCents) => {
          const productsCents = lines.reduce((sum, l) => {
            const priced = price(l.rule, l.flavours, l.borders, l.quantity);
            return sum + (priced.ok ? priced.totalCents : 0);
          }, 0);
          const discountCents = rule ? couponDiscountCents(rule, productsCents) : 0;
          const t = orderTotalsCents({
            productsCents,
            deliveryCents,
            discountCents,
            cashbackAvailableCents: balanceCents,
          });
          return (
            t.totalCents === t.productsCents + t.deliveryCents - t.discountCents - t.cashbackCents &&
            t.totalCents >= 0 &&
            t.discountCents >= 0 &&
            t.discountCents <= t.productsCents &&
            t.cashbackCents >= 0 &&
            t.cashbackCents <= balanceCents &&
            Number.isInteger(t.totalCents)
          );
        },
      ),
    );
  });

  it('a percent coupon is that share of the products to the cent; a fixed one never more than the products', () => {
    expect(couponDiscountCents({ kind: 'percent', value: 10 }, 12_995)).toBe(1_300);
    expect(couponDiscountCents({ kind: 'fixed', value: 5_000 }, 3_990)).toBe(3_990);
    expect(
      orderTotalsCents({
        productsCents: 3_990,
        deliveryCents: 590,
        discountCents: 3_990,
        cashbackAvailableCents: 10_000,
      }),
    ).toEqual({
      productsCents: 3_990,
      deliveryCents: 590,
      discountCents: 3_990,
      cashbackCents: 590,
      totalCents: 0,
    });
  });

  it('reais round-trip through cents without drift', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (c) => toCents(c / 100) === c));
  });

  it('rounds a sum of wire reais to whole cents', () => {
    expect(toCents(69.9)).toBe(6990);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});
