import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashbackBalance, type LedgerEntry } from './cashback-balance.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
const earn = (cents: number, on: number, expiresOn: number): LedgerEntry => ({
  amountCents: cents,
  kind: 'earn',
  createdAt: day(on),
  expiresAt: day(expiresOn),
  orderId: null,
  description: '',
});
const spend = (cents: number, on: number, orderId: number | null = null): LedgerEntry => ({
  amountCents: -cents,
  kind: 'spend',
  createdAt: day(on),
  expiresAt: null,
  orderId,
  description: '',
});
/** A cancelled order's spending given back. */
const refund = (cents: number, on: number, orderId: number): LedgerEntry => ({
  amountCents: cents,
  kind: 'refund',
  createdAt: day(on),
  expiresAt: null,
  orderId,
  description: '',
});

describe('cashbackBalance', () => {
  it('sums the earnings still valid, less what was spent', () => {
    expect(cashbackBalance([earn(1000, 0, 90), spend(300, 5)], day(10)).balanceCents).toBe(700);
  });

  it('spends the oldest earning first, so the newer one outlives the expiry', () => {
    const ledger = [earn(500, 0, 30), earn(500, 10, 100), spend(600, 20)];
    const at40 = cashbackBalance(ledger, day(40));
    expect(at40.balanceCents).toBe(400);
    expect(at40.expired).toEqual([]);
  });

  it('loses what an earning had left when it expires, and says when', () => {
    const ledger = [earn(500, 0, 30), spend(200, 5)];
    expect(cashbackBalance(ledger, day(29)).balanceCents).toBe(300);
    const after = cashbackBalance(ledger, day(31));
    expect(after.balanceCents).toBe(0);
    expect(after.expired).toEqual([{ amountCents: 300, at: day(30) }]);
  });

  it("puts a cancelled order's spending back into the earnings it came from, with their expiry", () => {
    const ledger = [earn(500, 0, 30), earn(500, 10, 100), spend(700, 20, 7), refund(700, 21, 7)];
    expect(cashbackBalance(ledger, day(22)).balanceCents).toBe(1000);
    // The first earning's 500 came back to it, and still expires with it.
    const after = cashbackBalance(ledger, day(31));
    expect(after.balanceCents).toBe(500);
    expect(after.expired).toEqual([{ amountCents: 500, at: day(30) }]);
  });

  it('leaves the balance as if the order had never spent, once its spending is given back', () => {
    const entry = fc.record({
      kind: fc.constantFrom('earn' as const, 'spend' as const),
      cents: fc.integer({ min: 1, max: 10_000 }),
      on: fc.integer({ min: 0, max: 100 }),
      ttl: fc.integer({ min: 1, max: 90 }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 101, max: 250 }),
        (raw, share, at) => {
          const ledger = raw.map((e) => (e.kind === 'earn' ? earn(e.cents, e.on, e.on + e.ttl) : spend(e.cents, e.on)));
          const available = cashbackBalance(ledger, day(101)).balanceCents;
          const cents = Math.floor(available * share);
          if (cents <= 0) return true;
          const cancelled = [...ledger, spend(cents, 101, 9), refund(cents, 101, 9)];
          expect(cashbackBalance(cancelled, day(at))).toEqual(cashbackBalance(ledger, day(at)));
          return true;
        },
      ),
    );
  });

  it('never goes below zero and never exceeds what was earned', () => {
    const entry = fc.oneof(
      fc.record({
        kind: fc.constant('earn' as const),
        cents: fc.integer({ min: 1, max: 10_000 }),
        on: fc.integer({ min: 0, max: 100 }),
        ttl: fc.integer({ min: 1, max: 90 }),
      }),
      fc.record({
        kind: fc.constant('spend' as const),
        cents: fc.integer({ min: 1, max: 10_000 }),
        on: fc.integer({ min: 0, max: 100 }),
        ttl: fc.constant(0),
      }),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), fc.integer({ min: 0, max: 200 }), (raw, at) => {
        const ledger = raw.map((e) => (e.kind === 'earn' ? earn(e.cents, e.on, e.on + e.ttl) : spend(e.cents, e.on)));
        const { balanceCents } = cashbackBalance(ledger, day(at));
        const earned = raw.filter((e) => e.kind === 'earn').reduce((s, e) => s + e.cents, 0);
        return balanceCents >= 0 && balanceCents <= earned;
      }),
    );
  });
});
