import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { openDeliveryEvents, type OpenDeliveryEventType } from '../../db/schema/open-delivery.ts';
import { uuidOf } from './ids.ts';

/** The most events one poll answers (the standard's maxItems). */
const POLL_LIMIT = 1000;

type EventRow = Pick<typeof openDeliveryEvents.$inferSelect, 'id' | 'orderId' | 'eventType' | 'metadata' | 'createdAt'>;

/**
 * An event as the standard's `Event`: the order named by its UUID with the address of its details
 * (`ordersBase`: this host's `/opendelivery/v1/orders`). A confirmation carries an empty `metadata`
 * (its schema requires the object; we have nothing to put in it), a cancellation its reason and code.
 */
export function eventDocument(row: EventRow, ordersBase: string, appId: string) {
  const orderId = uuidOf('order', row.orderId);
  const metadata = row.metadata ?? (row.eventType === 'CONFIRMED' ? {} : null);
  return {
    eventId: row.id,
    eventType: row.eventType,
    orderId,
    orderURL: `${ordersBase}/${orderId}`,
    createdAt: row.createdAt.toISOString(),
    sourceAppId: appId,
    ...(metadata ? { metadata } : {}),
  };
}

const eventColumns = {
  id: openDeliveryEvents.id,
  orderId: openDeliveryEvents.orderId,
  eventType: openDeliveryEvents.eventType,
  metadata: openDeliveryEvents.metadata,
  createdAt: openDeliveryEvents.createdAt,
};

/**
 * The link's events not yet acknowledged, oldest first. With `types`, the standard has the others
 * acknowledged and left out: they are marked so first, in the same transaction.
 */
export async function pendingEvents(
  db: Database,
  linkId: number,
  types: OpenDeliveryEventType[] | null,
): Promise<EventRow[]> {
  return db.transaction(async (tx) => {
    const pending = and(eq(openDeliveryEvents.linkId, linkId), isNull(openDeliveryEvents.acknowledgedAt));
    if (types) {
      await tx
        .update(openDeliveryEvents)
        .set({ acknowledgedAt: sql`now()` })
        .where(and(pending, notInArray(openDeliveryEvents.eventType, types)));
    }
    return tx
      .select(eventColumns)
      .from(openDeliveryEvents)
      .where(pending)
      .orderBy(asc(openDeliveryEvents.createdAt), asc(openDeliveryEvents.id))
      .limit(POLL_LIMIT);
  });
}

/** Acknowledges these events of the link; answers how many of them were the link's. */
export async function acknowledgeEvents(db: Database, linkId: number, eventIds: string[]): Promise<number> {
  if (!eventIds.length) return 0;
  const rows = await db
    .update(openDeliveryEvents)
    .set({ acknowledgedAt: sql`coalesce(${openDeliveryEvents.acknowledgedAt}, now())` })
    .where(and(eq(openDeliveryEvents.linkId, linkId), inArray(openDeliveryEvents.id, eventIds)))
    .returning({ id: openDeliveryEvents.id });
  return rows.length;
}

/** The type of the order's latest event for this link (the Order's `lastEvent`), if any. */
export async function lastEventTypeOf(db: Database, linkId: number, orderId: number) {
  const [row] = await db
    .select({ eventType: openDeliveryEvents.eventType })
    .from(openDeliveryEvents)
    .where(and(eq(openDeliveryEvents.linkId, linkId), eq(openDeliveryEvents.orderId, orderId)))
    .orderBy(sql`${openDeliveryEvents.createdAt} desc, ${openDeliveryEvents.id} desc`)
    .limit(1);
  return row?.eventType ?? null;
}
