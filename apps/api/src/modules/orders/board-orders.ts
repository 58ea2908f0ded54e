import { openStatuses, type TOrderActor, type TOrderStatus } from '@delivery/contract/order-status';
import { and, desc, eq, gte, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scalarSql } from '../../db/scalar-sql.ts';
import { orders, type ItemOption } from '../../db/schema/orders.ts';
import { customerNameSql, customerPhoneSql } from '../accounts/service.ts';
import { shopOwesRefundSql } from '../payments/service.ts';
import { staffNameSql } from '../staff/service.ts';

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
};

/**
 * The orders a shop's board shows, with their items, their history and their customer's contact,
 * in one query whatever their number: every open order of these shops, the newest of those
 * finished in the last hours and those cancelled with a Pix the shop still has to return, newest
 * first (or one order, after a move). The customer's name and phone and the staff member's name
 * are read here from the accounts' and staff's tables, in the same query, rather than in a round
 * trip per module.
 */
export async function boardOrdersOf(
  db: Database,
  which: { shopIds: readonly number[] } | { orderId: number },
): Promise<BoardOrderRow[]> {
  let where: SQL | undefined;
  if ('orderId' in which) where = eq(orders.id, which.orderId);
  else if (!which.shopIds.length) return [];
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
      ),
    );
  }
  const rows = await db
    .select({
      order: orders,
      customerName: customerNameSql(orders.customerId),
      customerPhone: customerPhoneSql(orders.customerId),
      items: scalarSql<ItemJson[]>(sql`(
        select coalesce(json_agg(json_build_object(
          'productId', i.product_id, 'name', i.name, 'quantity', i.quantity, 'unitCents', i.unit_cents,
          'totalCents', i.total_cents, 'options', i.options, 'notes', i.notes
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
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id));
  return rows.map((row) => ({
    order: row.order,
    customer: { name: row.customerName, phone: row.customerPhone },
    items: row.items,
    history: row.history.map((step) => ({ ...step, at: new Date(step.at) })),
  }));
}
