import type { TCoupon } from '@delivery/contract/coupons';
import { ZSaveCouponRequest } from '@delivery/contract/coupons';
import { describe, expect, it } from 'vitest';
import { formErrors, formOf, inputOf } from './coupon-form.ts';
import { couponRules, inListOrder, usesText } from './coupon-text.ts';

const coupon = (fields: Partial<TCoupon> = {}): TCoupon => ({
  coupon_id: 7,
  version: 3,
  code: 'PIZZA10',
  description: '',
  kind: 'percent',
  value: 10,
  min_order: 0,
  valid_from: null,
  valid_to: null,
  first_order: false,
  uses_per_customer: 1,
  max_uses: null,
  profile_wide: false,
  status: 'active',
  uses: 0,
  discount_total: 0,
  ...fields,
});

describe('the coupon form', () => {
  it('sends back what it was filled with, at the version read, as the contract takes it', () => {
    const saved = coupon({
      kind: 'fixed',
      value: 15.5,
      min_order: 60,
      valid_from: '2026-03-01',
      valid_to: '2026-03-31',
      first_order: true,
      uses_per_customer: 2,
      max_uses: 100,
    });
    const input = inputOf(formOf(saved), saved.coupon_id);
    expect(input).toEqual({
      coupon_id: 7,
      version: 3,
      code: 'PIZZA10',
      description: '',
      kind: 'fixed',
      value: 15.5,
      min_order: 60,
      valid_from: '2026-03-01',
      valid_to: '2026-03-31',
      uses_per_customer: 2,
      max_uses: 100,
      first_order: '1',
      profile_wide: '0',
    });
    expect(ZSaveCouponRequest.safeParse({ shop_id: 1, ...input }).success).toBe(true);
  });

  it('leaves blank what has no limit', () => {
    const input = inputOf({ ...formOf(), code: 'novo10', percent: '10' });
    expect(input).toMatchObject({ code: 'NOVO10', min_order: 0, valid_from: null, valid_to: null, max_uses: null });
    expect(input).not.toHaveProperty('coupon_id');
    expect(ZSaveCouponRequest.safeParse({ shop_id: 1, ...input }).success).toBe(true);
  });

  it('says what is wrong, field by field', () => {
    expect(formErrors({ ...formOf(), code: 'AB', percent: '150', usesPerCustomer: '0', maxUses: 'x' })).toEqual({
      code: expect.any(String),
      value: expect.any(String),
      usesPerCustomer: expect.any(String),
      maxUses: expect.any(String),
    });
    expect(formErrors({ ...formOf(), code: 'PROMO', kind: 'fixed', amount: null })).toHaveProperty('value');
    expect(
      formErrors({ ...formOf(), code: 'PROMO', percent: '5', validFrom: '2026-03-10', validTo: '2026-03-01' }),
    ).toEqual({ validTo: expect.any(String) });
    expect(formErrors({ ...formOf(), code: 'PROMO', percent: '5' })).toEqual({});
  });
});

describe('a coupon in words', () => {
  it('names its discount first, then only the rules it has', () => {
    expect(couponRules(coupon())).toEqual(['10% de desconto', '1 uso por cliente']);
    expect(
      couponRules(
        coupon({
          kind: 'fixed',
          value: 15.5,
          min_order: 1234.5,
          first_order: true,
          uses_per_customer: 2,
          max_uses: 1000,
          valid_from: '2026-03-01',
          valid_to: '2026-03-31',
        }),
      ).map((rule) => rule.replace(/\s/g, ' ')),
    ).toEqual([
      'R$ 15,50 de desconto',
      'pedidos a partir de R$ 1.234,50',
      'só no primeiro pedido',
      '2 usos por cliente',
      'até 1.000 usos no total',
      'de 01/03/2026 a 31/03/2026',
    ]);
    expect(couponRules(coupon({ valid_to: '2026-12-31' })).at(-1)).toBe('até 31/12/2026');
  });

  it('counts uses against the limit when there is one', () => {
    expect(usesText(coupon({ uses: 1 }))).toBe('1 uso');
    expect(usesText(coupon({ uses: 3, max_uses: 100 }))).toBe('3 de 100 usos');
  });

  it('lists the coupons that still apply before those that ended or expired', () => {
    const list = [
      coupon({ coupon_id: 1, status: 'ended' }),
      coupon({ coupon_id: 2, status: 'active' }),
      coupon({ coupon_id: 3, status: 'expired' }),
      coupon({ coupon_id: 4, status: 'paused' }),
    ];
    expect(inListOrder(list).map((c) => c.coupon_id)).toEqual([2, 4, 1, 3]);
  });
});
