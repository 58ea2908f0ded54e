export type LedgerEntry = {
  amountCents: number;
  kind: 'earn' | 'spend';
  createdAt: Date;
  expiresAt: Date | null;
  orderId: number | null;
  description: string;
};

export type Expiry = { amountCents: number; at: Date };

/**
 * The balance at `now`, worked out from the ledger alone: each earning is a lot with an expiry;
 * each spending uses the oldest lots still valid at its time; whatever a lot has left when it
 * expires is gone. Also answers the expiries, for the statement, and the next one to come.
 */
export function cashbackBalance(entries: LedgerEntry[], now: Date) {
  const ordered = [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const lots: { remaining: number; expiresAt: Date | null }[] = [];
  for (const entry of ordered) {
    if (entry.kind === 'earn') {
      lots.push({ remaining: entry.amountCents, expiresAt: entry.expiresAt });
      continue;
    }
    let need = -entry.amountCents;
    for (const lot of lots) {
      if (need <= 0) break;
      if (lot.remaining <= 0 || (lot.expiresAt && lot.expiresAt <= entry.createdAt)) continue;
      const used = Math.min(lot.remaining, need);
      lot.remaining -= used;
      need -= used;
    }
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
