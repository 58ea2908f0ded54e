import { toCents } from '@delivery/contract/pricing';
import type { TExtratoCashResponse } from '@delivery/contract/rewards';

type Entry = TExtratoCashResponse['entries'][number];

/** A line of the statement as shown: credit or debit in cents, its order, when, and until when it holds. */
export type StatementRow = {
  key: string;
  kind: Entry['kind'];
  /**
   * Positive for an earning or a refund (a cancelled order's spending given back), negative for
   * what was spent or expired, whatever sign the wire used.
   */
  amountCents: number;
  /** The entry's order: its id for the link, its number to read (decision 0067). */
  order: { id: number; number: number } | null;
  at: string;
  /** Earnings only: when what is left of it expires. */
  expiresAt: string | null;
};

/**
 * The server lists the statement newest first, with spendings and expiries as negative amounts;
 * the rows keep that order and fix the sign by kind, so a row can never read as the wrong way.
 */
export function statementRows(entries: Entry[]): StatementRow[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const magnitude = Math.abs(toCents(entry.amount));
    const base = `${entry.kind}-${entry.order_id ?? 'x'}-${entry.at}`;
    const repeat = seen.get(base) ?? 0;
    seen.set(base, repeat + 1);
    return {
      key: repeat ? `${base}-${repeat}` : base,
      kind: entry.kind,
      amountCents: entry.kind === 'earn' || entry.kind === 'refund' ? magnitude : -magnitude,
      order:
        entry.order_id !== null && entry.order_number !== null
          ? { id: entry.order_id, number: entry.order_number }
          : null,
      at: entry.at,
      expiresAt: entry.kind === 'earn' ? entry.expires_at : null,
    };
  });
}
