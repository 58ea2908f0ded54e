import type { TOrderActor, TOrderStatus } from '@delivery/contract/order-status';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { OpenDeliveryEventType } from '../../db/schema/open-delivery.ts';
import { insertJobSql } from '../../jobs/job-row.ts';

/** The queue of the events pushed to the shops' software webhooks (webhooks.ts). */
export const WEBHOOK_QUEUE = 'open_delivery_webhooks';

/** Our statuses as the standard's event types (decision 0049): each change is one event. */
const eventTypes: Record<TOrderStatus, OpenDeliveryEventType> = {
  received: 'CREATED',
  accepted: 'CONFIRMED',
  preparing: 'PREPARING',
  ready_for_pickup: 'READY_FOR_PICKUP',
  out_for_delivery: 'DISPATCHED',
  delivered: 'DELIVERED',
  picked_up: 'PICKED_UP',
  cancelled: 'CANCELLED',
};

/** The standard's cancellation codes (its `EventMetadataCancel.metadata.code`). */
export const cancellationCodes = [
  'SYSTEMIC_ISSUES',
  'DUPLICATE_APPLICATION',
  'UNAVAILABLE_ITEM',
  'RESTAURANT_WITHOUT_DELIVERY_PERSON',
  'OUTDATED_MENU',
  'ORDER_OUTSIDE_THE_DELIVERY_AREA',
  'BLOCKED_CUSTOMER',
  'OUTSIDE_DELIVERY_HOURS',
  'INTERNAL_DIFFICULTIES_OF_THE_RESTAURANT',
  'RISK_AREA',
  'DELIVERY_PROBLEM',
  'CONSUMER_CANCELLATION_REQUESTED',
  'OTHER_CANCELLATION_REASON',
] as const;
export type CancellationCode = (typeof cancellationCodes)[number];

/** A change of an order's status, as its event tells it. */
type StatusChange = {
  orderId: number;
  shopId: number;
  status: TOrderStatus;
  /** For a cancellation: who cancelled, why, and the standard's code when the shop's software gave one. */
  cancel?: { actor: TOrderActor; reason: string | null; code?: CancellationCode | undefined };
};

const metadataOf = (change: StatusChange): Record<string, unknown> | null => {
  if (change.status !== 'cancelled' || !change.cancel) return null;
  const code =
    change.cancel.code ??
    (change.cancel.actor === 'customer' ? 'CONSUMER_CANCELLATION_REQUESTED' : 'OTHER_CANCELLATION_REASON');
  return { reason: change.cancel.reason ?? 'Pedido cancelado', code };
};

/** The values of an event row, as SQL of the caller's statement. */
type EventValues = {
  orderId: SQL;
  shopId: SQL;
  eventType: OpenDeliveryEventType;
  metadata: Record<string, unknown> | null;
};

/**
 * Two data-modifying CTEs, `od_event` and `od_webhook`, to join a larger statement (the order's
 * insert): the event, written only for a shop whose link is enabled, and its webhook job, only
 * when that link has a webhook. A shop without a link writes nothing.
 */
export function orderEventCtes(values: EventValues): SQL {
  return sql`od_event as (
      insert into open_delivery_events (link_id, shop_id, order_id, event_type, metadata)
      select l.id, l.shop_id, ${values.orderId}, ${sql.raw(`'${values.eventType}'`)},
        ${values.metadata === null ? sql`null` : sql`${JSON.stringify(values.metadata)}`}::jsonb
      from open_delivery_links l
      -- A retried order (its key taken) inserted nothing: no order, no event.
      where l.shop_id = ${values.shopId} and l.enabled and ${values.orderId} is not null
      returning id, link_id
    ), od_webhook as (
      ${insertJobSql(WEBHOOK_QUEUE, {
        data: sql`(select jsonb_build_object('eventId', e.id) from od_event e join open_delivery_links l on l.id = e.link_id where l.webhook_url is not null)`,
        startAfter: null,
        singletonKey: null,
        onlyIf: sql`exists (select 1 from od_event e join open_delivery_links l on l.id = e.link_id where l.webhook_url is not null)`,
      })}
    )`;
}

/**
 * Writes the event of an order's change for its shop's software, in the caller's transaction (the
 * change and its event commit together, or neither), with its webhook job when the link has one.
 */
export async function writeOrderEvent(tx: Database, change: StatusChange): Promise<void> {
  await writeEvent(tx, { orderId: change.orderId, shopId: sql`${change.shopId}::int` }, eventTypes[change.status], {
    metadata: metadataOf(change),
  });
}

/**
 * Writes an event that is no change of our status (a delivery's food ready for its courier), as
 * writeOrderEvent does. `shopId` may be a subquery: a shop of null writes nothing.
 */
export async function writeEvent(
  tx: Database,
  order: { orderId: number; shopId: SQL },
  eventType: OpenDeliveryEventType,
  { metadata = null }: { metadata?: Record<string, unknown> | null } = {},
): Promise<void> {
  await tx.execute(
    sql`with ${orderEventCtes({ orderId: sql`${order.orderId}::int`, shopId: order.shopId, eventType, metadata })} select 1`,
  );
}

/**
 * A Pix paid after the order was placed: the software is told it may start (the standard's
 * PREPARATION_REQUESTED, "they can start prepare the order"; it has no payment event), and reads
 * the order again to find it prepaid (decision 0057). In the payment's transaction.
 */
export async function writePaidEvent(tx: Database, order: { orderId: number; shopId: number }): Promise<void> {
  await writeEvent(tx, { orderId: order.orderId, shopId: sql`${order.shopId}::int` }, 'PREPARATION_REQUESTED');
}
