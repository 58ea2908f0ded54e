import type { StatementPeriod } from '@delivery/contract/statements';
import { and, asc, desc, eq, getTableColumns, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, statements } from '../../db/schema/finance.ts';
import { staffNameSql } from '../staff/service.ts';
import { planOfShop } from './plans.ts';

/*
 * A shop's statements (decision 0085): one open per shop, closed by the job once its period ended,
 * then the next opened; settled by an operator. Their figures come from the ledger (statement-figures.ts).
 */

/** A statement with the name of whoever marked it paid (null: not paid, or their account is gone). */
export type StatementRow = typeof statements.$inferSelect & { paidByName: string | null };

const statementColumns = { ...getTableColumns(statements), paidByName: staffNameSql(statements.paidBy) };

/**
 * How long after a period's end it is closed: an order's transaction begun in it writes its
 * entries at its start time, and none is open that long.
 */
export const CLOSE_GRACE_MS = 10 * 60_000;

const units: Record<StatementPeriod, string> = { weekly: 'week', monthly: 'month' };

/** The start of the period `at` falls in, and the start of the next, in the shop's time zone. */
async function periodAround(
  db: Database,
  at: Date,
  timeZone: string,
  period: StatementPeriod,
): Promise<{ start: Date; next: Date }> {
  const unit = units[period];
  const { rows } = (await db.execute(sql`
    select date_trunc(${unit}, ${at.toISOString()}::timestamptz, ${timeZone}) as start,
      ((date_trunc(${unit}, ${at.toISOString()}::timestamptz, ${timeZone}) at time zone ${timeZone})
        + ${`1 ${unit}`}::interval) at time zone ${timeZone} as next`)) as unknown as {
    rows: { start: string | Date; next: string | Date }[];
  };
  return { start: new Date(rows[0]!.start), next: new Date(rows[0]!.next) };
}

export type StatementShop = { profileId: number; shopId: number; timeZone: string };

/**
 * The shop's first statement, for the period its first entry (or now) falls in, when it has none.
 */
async function openFirst(db: Database, shop: StatementShop, now: Date): Promise<void> {
  const [first] = await db
    .select({ at: sql<string>`min(${ledgerEntries.createdAt})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.shopId, shop.shopId));
  const since = first?.at ? new Date(first.at) : now;
  const period = (await planOfShop(db, shop))?.statementPeriod ?? 'weekly';
  const { start, next } = await periodAround(db, since < now ? since : now, shop.timeZone, period);
  await db
    .insert(statements)
    .values({ profileId: shop.profileId, shopId: shop.shopId, startsAt: start, endsAt: next })
    .onConflictDoNothing();
}

/**
 * The month fee of each month that starts within the period, for the plan the shop is on: the
 * shop owes it to the marketplace, booked at the month's first instant.
 */
async function chargeMonthlyFees(tx: Database, shop: StatementShop, closing: OpenStatement): Promise<void> {
  const plan = await planOfShop(tx, shop);
  if (!plan || plan.monthlyFeeCents <= 0) return;
  let { start: month, next } = await periodAround(tx, closing.startsAt, shop.timeZone, 'monthly');
  if (month < closing.startsAt) month = next;
  while (month < closing.endsAt) {
    const fee = { profileId: shop.profileId, shopId: shop.shopId, planId: plan.id, kind: 'monthly_fee' as const };
    await tx.insert(ledgerEntries).values([
      { ...fee, party: 'shop', holder: 'shop', amountCents: -plan.monthlyFeeCents, createdAt: month },
      { ...fee, party: 'marketplace', holder: 'shop', amountCents: plan.monthlyFeeCents, createdAt: month },
    ]);
    ({ next } = await periodAround(tx, month, shop.timeZone, 'monthly'));
    month = next;
  }
}

type OpenStatement = typeof statements.$inferSelect;

const openOf = async (db: Database, shopId: number): Promise<OpenStatement | undefined> =>
  (
    await db
      .select()
      .from(statements)
      .where(and(eq(statements.shopId, shopId), eq(statements.status, 'open')))
  )[0];

/**
 * Closes the statement with its month fees and opens the next, for the period the shop's plan
 * says now, in one transaction; null when another process closed it first.
 */
async function closeAndOpenNext(
  db: Database,
  shop: StatementShop,
  open: OpenStatement,
  now: Date,
): Promise<OpenStatement | null> {
  return db.transaction(async (tx) => {
    const [closing] = await tx
      .update(statements)
      .set({ status: 'closed', closedAt: now })
      .where(and(eq(statements.id, open.id), eq(statements.status, 'open')))
      .returning();
    if (!closing) return null;
    await chargeMonthlyFees(tx, shop, closing);
    const period = (await planOfShop(tx, shop))?.statementPeriod ?? 'weekly';
    const { next } = await periodAround(tx, closing.endsAt, shop.timeZone, period);
    const [opened] = await tx
      .insert(statements)
      .values({ profileId: shop.profileId, shopId: shop.shopId, startsAt: closing.endsAt, endsAt: next })
      .returning();
    return opened!;
  });
}

/**
 * Opens the shop's first statement when it has none; closes the open one once its period ended
 * (and the grace after it) and opens the next, for as many periods as ended. Answers how many it
 * closed.
 */
export async function keepStatements(db: Database, shop: StatementShop, now: Date): Promise<number> {
  let open = await openOf(db, shop.shopId);
  if (!open) {
    await openFirst(db, shop, now);
    open = await openOf(db, shop.shopId);
  }
  let closed = 0;
  while (open && open.endsAt.getTime() + CLOSE_GRACE_MS <= now.getTime()) {
    open = (await closeAndOpenNext(db, shop, open, now)) ?? undefined;
    if (open) closed += 1;
  }
  return closed;
}

/**
 * keepStatements for every shop of a profile, in one read of its open statements: only a shop
 * whose period ended, or that has none yet, is worked on. Answers how many it closed.
 */
export async function keepProfileStatements(
  db: Database,
  profileId: number,
  shops: readonly { id: number; timeZone: string }[],
  now: Date,
): Promise<number> {
  const open = await db
    .select({ shopId: statements.shopId, endsAt: statements.endsAt })
    .from(statements)
    .where(and(eq(statements.profileId, profileId), eq(statements.status, 'open')));
  const endOf = new Map(open.map((row) => [row.shopId, row.endsAt.getTime()]));
  let closed = 0;
  for (const shop of shops) {
    const end = endOf.get(shop.id);
    if (end !== undefined && end + CLOSE_GRACE_MS > now.getTime()) continue;
    closed += await keepStatements(db, { profileId, shopId: shop.id, timeZone: shop.timeZone }, now);
  }
  return closed;
}

/**
 * The sandbox's clock (decision 0085): the shop's open period ends now, and is closed at once with
 * what it holds. False when the shop has no open statement.
 */
export async function endPeriodNow(db: Database, shop: StatementShop): Promise<boolean> {
  const now = new Date();
  const ended = await db
    .update(statements)
    .set({ endsAt: now })
    .where(and(eq(statements.shopId, shop.shopId), eq(statements.status, 'open'), lt(statements.startsAt, now)))
    .returning({ id: statements.id });
  if (!ended.length) return false;
  await keepStatements(db, shop, new Date(now.getTime() + CLOSE_GRACE_MS));
  return true;
}

/** The shop's statements, newest first. */
export async function statementsOfShop(db: Database, shop: { profileId: number; shopId: number }, limit = 53) {
  return db
    .select(statementColumns)
    .from(statements)
    .where(and(eq(statements.profileId, shop.profileId), eq(statements.shopId, shop.shopId)))
    .orderBy(desc(statements.startsAt))
    .limit(limit);
}

/** A statement of the profile; null for none (or another profile's). */
export async function statementOfProfile(db: Database, profileId: number, id: number): Promise<StatementRow | null> {
  const [row] = await db
    .select(statementColumns)
    .from(statements)
    .where(and(eq(statements.id, id), eq(statements.profileId, profileId)));
  return row ?? null;
}

/** Every statement of the profile not settled yet (open or closed), oldest first. */
export async function unsettledOf(db: Database, profileId: number): Promise<StatementRow[]> {
  return db
    .select(statementColumns)
    .from(statements)
    .where(and(eq(statements.profileId, profileId), ne(statements.status, 'paid')))
    .orderBy(asc(statements.startsAt));
}

/** A closed statement settled by the transfer of `paidOn` named `reference`; false when it is not closed. */
export async function markPaid(
  db: Database,
  statement: { profileId: number; id: number },
  paid: { paidOn: string; reference: string; paidBy: number },
): Promise<boolean> {
  const marked = await db
    .update(statements)
    .set({
      status: 'paid',
      paidOn: paid.paidOn,
      paidReference: paid.reference,
      paidBy: paid.paidBy,
      paidAt: new Date(),
    })
    .where(
      and(
        eq(statements.id, statement.id),
        eq(statements.profileId, statement.profileId),
        eq(statements.status, 'closed'),
      ),
    )
    .returning({ id: statements.id });
  return marked.length > 0;
}
