import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commissionCents,
  marketplacePartCents,
  placementEntries,
  type CommissionPlan,
  type LedgerEntry,
  type OrderMoney,
  type OrderTerms,
} from './ledger.ts';

const plan = (terms: Partial<CommissionPlan> = {}): CommissionPlan => ({
  id: 1,
  profileId: 1,
  shopId: null,
  followsDefault: false,
  deliveryBp: 1000,
  pickupBp: 500,
  openDeliveryBp: 800,
  appPaymentBp: 250,
  onDeliveryPaymentBp: 0,
  orderFeeCents: 99,
  monthlyFeeCents: 0,
  gatewayFeePayer: 'shop',
  statementPeriod: 'weekly',
  setBy: null,
  createdAt: new Date(0),
  ...terms,
});

const marketplace: OrderTerms = { marketplace: true, plan: plan(), openDelivery: false };

/** Two Margherita Grande delivered to Cambuí, in cash. */
const cash: OrderMoney = {
  productsCents: 12_980,
  deliveryCents: 590,
  discountCents: 0,
  cashbackCents: 0,
  couponSponsor: 'shop',
  pickup: false,
  paidInApp: false,
  collector: 'shop',
  split: false,
};

const total = (entries: LedgerEntry[], keep: (entry: LedgerEntry) => boolean = () => true) =>
  entries.filter(keep).reduce((sum, entry) => sum + entry.amountCents, 0);

/** What the marketplace owes the shop (negative: the shop owes it): what each holds of the other's. */
const balance = (entries: LedgerEntry[]) =>
  total(entries, (e) => e.party === 'shop' && e.holder === 'marketplace') -
  total(entries, (e) => e.party === 'marketplace' && e.holder === 'shop');

describe('an order placed in a marketplace', () => {
  it('in cash: the shop holds it all and owes the commission and the fixed fee', () => {
    const entries = placementEntries(marketplace, cash);
    // 10% of R$ 129,80 for a delivery paid on delivery.
    expect(commissionCents(marketplace, cash)).toBe(1298);
    expect(entries.map((e) => [e.kind, e.party, e.holder, e.amountCents])).toEqual([
      ['products', 'shop', 'shop', 12_980],
      ['delivery', 'shop', 'shop', 590],
      ['commission', 'shop', 'shop', -1298],
      ['commission', 'marketplace', 'shop', 1298],
      ['order_fee', 'shop', 'shop', -99],
      ['order_fee', 'marketplace', 'shop', 99],
    ]);
    expect(total(entries)).toBe(13_570);
    expect(balance(entries)).toBe(-1397);
  });

  it('paid in the app to the marketplace: it holds the money and owes the shop all but its part', () => {
    const entries = placementEntries(marketplace, { ...cash, paidInApp: true, collector: 'marketplace' });
    // 10% + 2,5% of R$ 129,80 is R$ 16,225: to the nearest cent.
    expect(commissionCents(marketplace, { ...cash, paidInApp: true })).toBe(1623);
    expect(balance(entries)).toBe(13_570 - 1623 - 99);
  });

  it('split at the gateway: the marketplace holds its part from the start, and nobody owes anything', () => {
    const money = { ...cash, paidInApp: true, split: true };
    const entries = placementEntries(marketplace, money);
    expect(marketplacePartCents(entries)).toBe(1623 + 99);
    expect(total(entries, (e) => e.holder === 'marketplace')).toBe(1722);
    expect(balance(entries)).toBe(0);
  });

  it("with the marketplace's coupon: the shop is owed the discount and pays commission on the full products", () => {
    const entries = placementEntries(marketplace, { ...cash, discountCents: 1000, couponSponsor: 'marketplace' });
    expect(entries).toContainEqual({
      kind: 'marketplace_discount',
      party: 'marketplace',
      holder: 'shop',
      amountCents: -1000,
    });
    expect(commissionCents(marketplace, { ...cash, discountCents: 1000, couponSponsor: 'marketplace' })).toBe(1298);
    expect(balance(entries)).toBe(1000 - 1397);
  });

  it("with the shop's coupon: the discount is the shop's, and the commission is on what it sold", () => {
    const money = { ...cash, discountCents: 1000, couponSponsor: 'shop' as const };
    expect(placementEntries(marketplace, money)).toContainEqual({
      kind: 'shop_discount',
      party: 'shop',
      holder: 'shop',
      amountCents: -1000,
    });
    expect(commissionCents(marketplace, money)).toBe(1198);
  });

  it('by its channel: pickup and Open Delivery have their own percentages', () => {
    expect(commissionCents(marketplace, { ...cash, pickup: true })).toBe(649);
    expect(commissionCents({ ...marketplace, openDelivery: true }, cash)).toBe(1038);
    // Picked up is picked up, whoever's software takes it.
    expect(commissionCents({ ...marketplace, openDelivery: true }, { ...cash, pickup: true })).toBe(649);
  });

  it('with no plan set, or on a single shop: no commission, and a single shop funds every discount', () => {
    expect(total(placementEntries({ ...marketplace, plan: null }, cash), (e) => e.party === 'marketplace')).toBe(0);
    const single: OrderTerms = { marketplace: false, plan: plan(), openDelivery: false };
    const entries = placementEntries(single, {
      ...cash,
      discountCents: 500,
      couponSponsor: 'marketplace',
      cashbackCents: 300,
    });
    expect(entries.every((e) => e.party === 'shop' && e.holder === 'shop')).toBe(true);
    expect(total(entries)).toBe(13_570 - 800);
  });
});

const arbitraryOrder = fc
  .record({
    productsCents: fc.integer({ min: 1, max: 500_000 }),
    deliveryCents: fc.integer({ min: 0, max: 5_000 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    cashbackShare: fc.double({ min: 0, max: 1, noNaN: true }),
    couponSponsor: fc.constantFrom('shop' as const, 'marketplace' as const),
    pickup: fc.boolean(),
    paidInApp: fc.boolean(),
    collector: fc.constantFrom('shop' as const, 'marketplace' as const),
    split: fc.boolean(),
  })
  .map(({ discountShare, cashbackShare, ...money }): OrderMoney => {
    const discountCents = Math.floor(money.productsCents * discountShare);
    const cashbackCents = Math.floor((money.productsCents + money.deliveryCents - discountCents) * cashbackShare);
    return { ...money, discountCents, cashbackCents };
  });

const arbitraryTerms = fc.record({
  marketplace: fc.boolean(),
  openDelivery: fc.boolean(),
  plan: fc.option(
    fc
      .record({
        deliveryBp: fc.integer({ min: 0, max: 5000 }),
        pickupBp: fc.integer({ min: 0, max: 5000 }),
        openDeliveryBp: fc.integer({ min: 0, max: 5000 }),
        appPaymentBp: fc.integer({ min: 0, max: 5000 }),
        onDeliveryPaymentBp: fc.integer({ min: 0, max: 5000 }),
        orderFeeCents: fc.integer({ min: 0, max: 10_000 }),
      })
      .map((rates) => plan(rates)),
    { nil: null },
  ),
});

describe('every order, whatever its plan and payment', () => {
  it("adds up to what its customer paid, and moves nothing into nobody's hands", () => {
    fc.assert(
      fc.property(arbitraryTerms, arbitraryOrder, (terms, money) => {
        const entries = placementEntries(terms, money);
        const paid = money.productsCents + money.deliveryCents - money.discountCents - money.cashbackCents;
        expect(total(entries)).toBe(paid);
        // A commission or a fee moves money from the shop to the marketplace: it adds up to nothing.
        expect(total(entries, (e) => e.kind === 'commission')).toBe(0);
        expect(total(entries, (e) => e.kind === 'order_fee')).toBe(0);
        expect(entries.every((e) => Number.isInteger(e.amountCents) && e.amountCents !== 0)).toBe(true);
        // What the shop keeps, less what it holds, is what the marketplace owes it.
        const shopNet = total(entries, (e) => e.party === 'shop');
        expect(shopNet - total(entries, (e) => e.holder === 'shop')).toBe(balance(entries));
      }),
    );
  });
});
