import { and, eq, gt, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { boardWatches } from '../../db/schema/board.ts';

/** Until when a heartbeat vouches for a board: two and a half beats, as the panel counts a dead stream. */
const vouchedUntil = (heartbeatMs: number) =>
  sql`now() + ${sql.raw(`interval '${Math.ceil(heartbeatMs * 2.5)} milliseconds'`)}`;

export async function startWatching(db: Database, streamId: string, shopIds: number[], heartbeatMs: number) {
  if (!shopIds.length) return;
  await db
    .insert(boardWatches)
    .values(shopIds.map((shopId) => ({ streamId, shopId, watchedUntil: vouchedUntil(heartbeatMs) })))
    .onConflictDoNothing();
}

export async function stopWatching(db: Database, streamId: string): Promise<void> {
  await db.delete(boardWatches).where(eq(boardWatches.streamId, streamId));
}

/** One heartbeat of this process's boards: vouched for again; what a dead process left an hour ago, deleted. */
export async function stillWatching(db: Database, streamIds: string[], heartbeatMs: number): Promise<void> {
  if (streamIds.length) {
    await db
      .update(boardWatches)
      .set({ watchedUntil: vouchedUntil(heartbeatMs) })
      .where(inArray(boardWatches.streamId, streamIds));
  }
  await db.delete(boardWatches).where(lt(boardWatches.watchedUntil, sql`now() - interval '1 hour'`));
}

/** SQL (a boolean): a board showing shop `shopId` is open now, on any process. */
export const boardWatchedSql = (shopId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${boardWatches} where ${and(
    eq(boardWatches.shopId, sql`${shopId}`),
    gt(boardWatches.watchedUntil, sql`now()`),
  )})`;
