import { openStatuses, type TOrderActor, type TOrderStatus } from '@delivery/contract/order-status';
import type { TOrderProblem } from '@delivery/contract/orders';
import { and, desc, eq, gte, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likeText } from '../../db/like-text.ts';
import { scalarSql } from '../../db/scalar-sql.ts';
import { orders, type ItemOption } from '../../db/schema/orders.ts';
import { customerNameSql, customerPhoneSql } from '../accounts/service.ts';
import { shopColumnSql } from '../catalog/service.ts';
import { shopOwesRefundSql } from '../payments/service.ts';
import { staffNameSql } from '../staff/service.ts';
import { problemJsonSql, unansweredProblemSql, wireProblem } from './problems.ts';

/** Finished orders stay on the board this long after their last change. */
const FINISHED_SHOWN_HOURS = 12;
/**
 * The newest finished orders a board is sent at most: a shop's whole day, never its whole history.
 * Open orders are not counted: every one is sent, however many finished ones are newer.
 */
const BOARD_MAX_FINISHED = 500;

type OrderRow = typeof orders.$inferSelect;

/** An item as the board's query builds it (json_build_object's names). */
type ItemJson = {
  productId: number;
  name: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  options: ItemOption[];
  notes: string;
  /** The kitchen screen marked it made. */
  done: boolean;
};

/** A step of the history: when, who (and which staff member, by name) and why. */
export type BoardHistoryStep = {
  status: TOrderStatus;
  at: Date;
  actor: TOrderActor;
  staffName: string | null;
  reason: string | null;
};

export type BoardOrderRow = {
  order: OrderRow;
  customer: { name: string; phone: string | null };
  items: ItemJson[];
  history: BoardHistoryStep[];
  problem: TOrderProblem | null;
};

/**
 * A shop's orders of any day (its history): an order's number, or part of the customer's name or
 * phone; a status; days from and to, both included, in the shop's time zone. A page of `limit`.
 */
export type OrderSearch = {
  shopId: number;
  text?: string | undefined;
  status?: TOrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
};

function searchSql(search: OrderSearch): SQL | undefined {
  const text = search.text?.trim() ?? '';
  const digits = text.replace(/\D/g, '');
  const timeZone = shopColumnSql(orders.shopId, 'timeZone');
  const found: SQL[] = [];
  if (text) found.push(sql`${customerNameSql(orders.customerId)} ilike ${likeText(text)}`);
  // A number as short as an order's is its number; four digits or more may be part of a phone too.
  if (digits && digits === text.replace(/[\s#]/g, '') && digits.length <= 9)
    found.push(eq(orders.number, Number(digits)));
  if (digits.length >= 4) found.push(sql`${customerPhoneSql(orders.customerId)} like ${likeText(digits)}`);
  return and(
    eq(orders.shopId, search.shopId),
    search.status ? eq(orders.status, search.status) : undefined,
    search.from ? sql`${orders.createdAt} >= (${search.from}::date)::timestamp at time zone ${timeZone}` : undefined,
    search.to ? sql`${orders.createdAt} < (${search.to}::date + 1)::timestamp at time zone ${timeZone}` : undefined,
    found.length ? or(...found) : undefined,
  );
}

/**
 * The orders a shop's board shows, with their items, their history and their customer's contact,
 * in one query whatever their number: every open order of these shops, the newest of those
 * finished in the last hours, those cancelled with a Pix the shop still has to return and those
 * with a problem their customer reported that the shop has not answered, newest
 * first (or one order, after a move; or a page of a shop's history). The customer's name and phone and the staff member's name
 * are read here from the accounts' and staff's tables, in the same query, rather than in a round
 * trip per module.
 */
export async function boardOrdersOf(
  db: Database,
  which: { shopIds: readonly number[] } | { orderId: number } | { search: OrderSearch },
): Promise<BoardOrderRow[]> {
  let where: SQL | undefined;
  let page: { limit: number; offset: number } | null = null;
  if ('orderId' in which) where = eq(orders.id, which.orderId);
  else if ('search' in which) {
    where = searchSql(which.search);
    page = { limit: which.search.limit, offset: which.search.offset };
  } else if (!which.shopIds.length) return [];
  else {
    const shopIds = [...which.shopIds];
    // The limit holds in the finished orders' own subquery, never over the open ones (0025).
    const recentFinished = db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          inArray(orders.shopId, shopIds),
          notInArray(orders.status, openStatuses),
          gte(orders.updatedAt, sql`now() - make_interval(hours => ${FINISHED_SHOWN_HOURS})`),
        ),
      )
      .orderBy(desc(orders.id))
      .limit(BOARD_MAX_FINISHED);
    where = and(
      inArray(orders.shopId, shopIds),
      or(
        inArray(orders.status, openStatuses),
        inArray(orders.id, recentFinished),
        // A Pix the shop still has to send back stays on its board until it says it did (0054).
        shopOwesRefundSql(orders.id),
        // So does an order whose customer reported a problem, until the shop answers it.
        unansweredProblemSql(orders.id),
      ),
    );
  }
  const rows = db
    .select({
      order: orders,
      customerName: customerNameSql(orders.customerId),
      customerPhone: customerPhoneSql(orders.customerId),
      items: scalarSql<ItemJson[]>(sql`(
        select coalesce(json_agg(json_build_object(
          'productId', i.product_id, 'name', i.name, 'quantity', i.quantity, 'unitCents', i.unit_cents,
          'totalCents', i.total_cents, 'options', i.options, 'notes', i.notes, 'done', i.done_at is not null
        ) order by i.id), '[]'::json)
        from order_items i where i.order_id = ${orders.id}
      )`),
      history: scalarSql<(Omit<BoardHistoryStep, 'at'> & { at: string })[]>(sql`(
        select coalesce(json_agg(json_build_object(
          'status', h.status, 'at', h.created_at, 'actor', h.actor, 'staffName', ${staffNameSql(sql`h.staff_id`)},
          'reason', h.reason
        ) order by h.id), '[]'::json)
        from order_status_history h
        where h.order_id = ${orders.id}
      )`),
      problem: problemJsonSql(orders.id),
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .$dynamic();
  if (page) rows.limit(page.limit).offset(page.offset);
  return (await rows).map((row) => ({
    order: row.order,
    customer: { name: row.customerName, phone: row.customerPhone },
    items: row.items,
    history: row.history.map((step) => ({ ...step, at: new Date(step.at) })),
    problem: row.problem ? wireProblem(row.problem) : null,
  }));
}
