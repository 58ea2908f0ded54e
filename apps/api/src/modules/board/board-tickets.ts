import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { boardTickets } from '../../db/schema/board.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';

/** A ticket opens its board's stream once, within this many seconds. */
const BOARD_TICKET_SECONDS = 60;

/** A new ticket for the staff session named by its key, for one shop or (null) all it runs. */
export async function issueBoardTicket(db: Database, sessionKey: string, shopId: number | null): Promise<string> {
  const ticket = newToken();
  // Asked for by people one at a time, so sweeping the spent ones here stays cheap (the expiry index).
  await db.delete(boardTickets).where(lt(boardTickets.expiresAt, sql`now()`));
  await db.insert(boardTickets).values({
    ticketHash: sha256(ticket),
    staffSessionHash: sessionKey,
    shopId,
    expiresAt: sql`now() + make_interval(secs => ${BOARD_TICKET_SECONDS})`,
  });
  return ticket;
}

/**
 * Spends a ticket: the session and shop it was issued for, or null when it is unknown, expired or
 * spent. Deleting it is the check, so two requests racing with one ticket open one stream.
 */
export async function redeemBoardTicket(
  db: Database,
  ticket: string,
): Promise<{ sessionKey: string; shopId: number | null } | null> {
  const [row] = await db
    .delete(boardTickets)
    .where(and(eq(boardTickets.ticketHash, sha256(ticket)), gt(boardTickets.expiresAt, sql`now()`)))
    .returning({ sessionKey: boardTickets.staffSessionHash, shopId: boardTickets.shopId });
  return row ?? null;
}
