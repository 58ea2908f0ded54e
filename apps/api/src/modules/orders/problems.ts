import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { isCompletedStatus } from '@delivery/contract/order-status';
import { problemReportDays, type TOrderProblem, type TProblemKind } from '@delivery/contract/orders';
import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderProblems } from '../../db/schema/orders.ts';
import { AppError } from '../../http/app-error.ts';
import { findCustomerOrder, notifyOrderDetails } from './queries.ts';

const DAY_MS = 86_400_000;

type ProblemRow = typeof orderProblems.$inferSelect;

/** A problem as the customer's page and the board show it. */
export const wireProblem = (
  row: Pick<ProblemRow, 'kind' | 'text' | 'answer'> & { createdAt: Date | string; answeredAt: Date | string | null },
): TOrderProblem => ({
  kind: row.kind,
  text: row.text,
  created_at: new Date(row.createdAt).toISOString(),
  answer:
    row.answer !== null && row.answeredAt
      ? { text: row.answer, answered_at: new Date(row.answeredAt).toISOString() }
      : null,
});

/**
 * `reportProblem`: the customer tells the shop what went wrong with an order they received, within
 * `problemReportDays` of its end, once. The shop's boards hear of it at once (the order comes back
 * to them until answered).
 */
export async function reportProblem(
  db: Database,
  customerId: number,
  input: { order_id: number; kind: TProblemKind; text: string },
): Promise<void> {
  const order = await findCustomerOrder(db, customerId, input.order_id);
  if (!order) throw new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotFound);
  if (!isCompletedStatus(order.status)) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.problemNotYet);
  if (Date.now() - order.updatedAt.getTime() > problemReportDays * DAY_MS) {
    throw new AppError(ErrorType.NOT_ALLOWED, formatMessage(apiMessages.problemTooLate, { days: problemReportDays }));
  }
  const [row] = await db
    .insert(orderProblems)
    .values({ orderId: order.id, kind: input.kind, text: input.text })
    .onConflictDoNothing()
    .returning({ orderId: orderProblems.orderId });
  if (!row) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.problemAlreadyReported);
  await notifyOrderDetails(db, order, { boards: true });
}

/** The problems reported with these orders, by order. */
export async function problemsOf(db: Database, orderIds: readonly number[]): Promise<Map<number, TOrderProblem>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select()
    .from(orderProblems)
    .where(inArray(orderProblems.orderId, [...orderIds]));
  return new Map(rows.map((row) => [row.orderId, wireProblem(row)]));
}

/**
 * The shop's answer to the problem reported with the order (a new one replaces it), by a staff
 * member the caller checked; false when the order has none. The boards hear of it.
 */
export async function answerProblem(
  db: Database,
  order: { id: number; shopId: number },
  staffId: number,
  answer: string,
): Promise<boolean> {
  const [row] = await db
    .update(orderProblems)
    .set({ answer, answeredAt: sql`now()`, answeredBy: staffId })
    .where(eq(orderProblems.orderId, order.id))
    .returning({ orderId: orderProblems.orderId });
  if (!row) return false;
  await notifyOrderDetails(db, order, { boards: true });
  return true;
}

/** SQL (a boolean): the order has a problem its shop has not answered (the board keeps it). */
export const unansweredProblemSql = (orderId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${orderProblems} p where p.order_id = ${orderId} and p.answer is null)`;

/** SQL (json or null): the order's problem as the board reads it, in the board's one query. */
export const problemJsonSql = (orderId: SQLWrapper): SQL<ProblemJson | null> =>
  sql<ProblemJson | null>`(select json_build_object('kind', p.kind, 'text', p.text, 'createdAt', p.created_at,
    'answer', p.answer, 'answeredAt', p.answered_at) from ${orderProblems} p where p.order_id = ${orderId})`;

/** A problem as json_build_object writes it: its instants are strings. */
type ProblemJson = Pick<ProblemRow, 'kind' | 'text' | 'answer'> & {
  createdAt: string;
  answeredAt: string | null;
};
