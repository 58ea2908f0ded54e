export type LedgerEntry = {
  amountCents: number;
  kind: 'earn' | 'spend' | 'refund' | 'forfeit';
  createdAt: Date;
  expiresAt: Date | null;
  orderId: number | null;
  description: string;
};

export type Expiry = { amountCents: number; at: Date };

type Lot = { remaining: number; expiresAt: Date | null };

/**
 * The balance at `now`, worked out from the ledger alone: each earning is a lot with an expiry;
 * each spending (and the forfeit of a deleted account) uses the oldest lots still valid at its time;
 * a refund (its order was cancelled)
 * puts back into each lot what that order's spending took from it, so the money keeps its own
 * expiry, as if the order had never been placed; whatever a lot has left when it expires is gone.
 * Also answers the expiries, for the statement, and the next one to come.
 */
export function cashbackBalance(entries: LedgerEntry[], now: Date) {
  const ordered = [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const lots: Lot[] = [];
  /** What each order's spending took, lot by lot. */
  const taken = new Map<number, { lot: Lot; cents: number }[]>();
  for (const entry of ordered) {
    if (entry.kind === 'earn') {
      lots.push({ remaining: entry.amountCents, expiresAt: entry.expiresAt });
      continue;
    }
    if (entry.kind === 'refund') {
      let back = entry.amountCents;
      for (const part of (entry.orderId !== null && taken.get(entry.orderId)) || []) {
        const cents = Math.min(part.cents, back);
        part.lot.remaining += cents;
        back -= cents;
      }
      // Given back without a spending seen to take it: money of its own, which does not expire.
      if (back > 0) lots.push({ remaining: back, expiresAt: null });
      continue;
    }
    let need = -entry.amountCents;
    const parts: { lot: Lot; cents: number }[] = [];
    for (const lot of lots) {
      if (need <= 0) break;
      if (lot.remaining <= 0 || (lot.expiresAt && lot.expiresAt <= entry.createdAt)) continue;
      const used = Math.min(lot.remaining, need);
      lot.remaining -= used;
      need -= used;
      parts.push({ lot, cents: used });
    }
    if (entry.orderId !== null) taken.set(entry.orderId, parts);
  }
  const live = lots.filter((l) => l.remaining > 0 && (!l.expiresAt || l.expiresAt > now));
  const expired: Expiry[] = lots
    .filter((l) => l.remaining > 0 && l.expiresAt && l.expiresAt <= now)
    .map((l) => ({ amountCents: l.remaining, at: l.expiresAt as Date }));
  const nextExpiry = live
    .map((l) => l.expiresAt)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return { balanceCents: live.reduce((sum, l) => sum + l.remaining, 0), expired, nextExpiry: nextExpiry ?? null };
}
