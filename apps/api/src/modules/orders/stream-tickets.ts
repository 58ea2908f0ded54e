import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { streamTickets } from '../../db/schema/orders.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';

/**
 * Stream tickets (decision 0020): what opens an order's status stream instead of the session token,
 * which would otherwise travel in the stream's URL. A ticket names one order and the session that
 * asked for it, lives `STREAM_TICKET_SECONDS` and opens one stream once.
 */

export const STREAM_TICKET_SECONDS = 60;

export async function issueStreamTicket(db: Database, orderId: number, sessionKey: string): Promise<string> {
  const ticket = newToken();
  // Tickets are asked for one at a time by people, so sweeping the spent ones here stays cheap
  // (the expiry index) and needs no job of its own.
  await db.delete(streamTickets).where(lt(streamTickets.expiresAt, sql`now()`));
  await db.insert(streamTickets).values({
    ticketHash: sha256(ticket),
    orderId,
    sessionTokenHash: sessionKey,
    expiresAt: sql`now() + make_interval(secs => ${STREAM_TICKET_SECONDS})`,
  });
  return ticket;
}

/**
 * Spends a ticket: the order and session it was issued for, or null when it is unknown, expired or
 * already spent. Deleting it is the check, so two requests racing with one ticket open one stream.
 */
export async function redeemStreamTicket(
  db: Database,
  ticket: string,
): Promise<{ orderId: number; sessionKey: string } | null> {
  const [row] = await db
    .delete(streamTickets)
    .where(and(eq(streamTickets.ticketHash, sha256(ticket)), gt(streamTickets.expiresAt, sql`now()`)))
    .returning({ orderId: streamTickets.orderId, sessionKey: streamTickets.sessionTokenHash });
  return row ?? null;
}
