import { initialStatus } from '@delivery/contract/order-status';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared.ts';
import type { Database } from '../../db/client.ts';
import type { orderItems, orders } from '../../db/schema/orders.ts';
import type { PlacementLedger } from '../finance/service.ts';
import { placedOrderWrites } from './hooks.ts';

/** What both drivers answer to a raw statement. */
type Rows<T> = { rows: T[] };

/**
 * An order to write. Its `number` is one taken ahead (reserveOrderNumber) for what must name the
 * order before it is written; absent, the order's own statement takes the tenant's next.
 */
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'number' | 'status' | 'acceptBy' | 'createdAt' | 'updatedAt'
> & { number?: number };
export type NewItem = Omit<typeof orderItems.$inferSelect, 'id' | 'orderId' | 'doneAt'>;
export type PlacedBy = { actor: 'customer'; staffId: null } | { actor: 'staff'; staffId: number };
/** When the shop must have accepted the order by (accept-timeout.ts). */
export type AcceptDeadline = {
  minutes: number;
  /** The start of the order's slot, written as its `scheduled_at` too; null: as soon as possible. */
  slotStart: Date | null;
};

/**
 * The deadline an order is written with (`accept_by`, in the order's own insert, so no crash can part
 * them): the shop's minutes after it was placed (`now()`, the insert's transaction time, is its
 * `created_at`) or, for an order of a later slot, the slot's start if that comes later: a shop
 * closed until then cannot accept before it opens.
 */
const acceptBySql = (values: { minutes: SQL; slotStart: SQL }): SQL =>
  sql`greatest(now() + make_interval(mins => ${values.minutes}), ${values.slotStart})`;

/** Lock space of a customer's orders, apart from any other advisory lock. */
const CUSTOMER_ORDERS_LOCK = 7_266_002;

/**
 * One order of a customer at a time, until the transaction ends: an advisory lock, not the
 * customer's row, so it writes nothing (pgbench: 5–8% more orders a second than `for update`).
 */
export const customerOrdersLock = (customerId: number | Placeholder) =>
  sql`pg_advisory_xact_lock(${CUSTOMER_ORDERS_LOCK}::int, ${customerId}::int)`;

/**
 * Takes the next order number of the tenant `row` names (`select profile_id, 1`; none, none taken),
 * decision 0067: the counter's row is made at the tenant's first order, or bumped under its row
 * lock, which a second order at once waits for and then reads as the first left it, so no two
 * orders of a tenant share a number.
 */
const nextOrderNumberSql = (row: SQL): SQL => sql`
  insert into order_numbers (profile_id, last_number) ${row}
  on conflict (profile_id) do update set last_number = order_numbers.last_number + 1
  returning last_number`;

/**
 * Writes an order with its acceptance deadline, its items, its first status and what the modules
 * hearing of it write (onOrderPlaced: the Web Push alert of its shop's staff when they have
 * devices, the event for the shop's software when it is linked through Open Delivery, decision
 * 0049) in one statement, so placing an order is one round
 * trip and one commit: the customer's orders are locked first (an order spending a coupon or
 * cashback counts this customer's orders under the same lock), a second request with the same key
 * writes nothing. Answers null when the key was taken. The statement is prepared by name, so
 * PostgreSQL parses and plans it once per connection: that took `npm run bench:orders` from about
 * 550 to 950 orders a second. The alert as a statement of its own after the commit cost 22% of
 * them (936 against 1,204 a second with ten boards open).
 *
 * The statement sends no NOTIFY: PostgreSQL holds one database-wide lock from a notifying
 * transaction's pre-commit to its end, fsync included, so notifying commits would queue one behind
 * the other (pgbench: 380–445 orders/s with it, 975–1,108 without). placeOrder announces the order
 * once it is committed (notifyOrderStatus).
 */
export async function insertOrder(
  db: Database,
  order: NewOrder,
  items: NewItem[],
  deadline: AcceptDeadline,
  ledger: PlacementLedger,
  /** Who placed it: its customer in the app, or a staff member of the shop (decision 0100). */
  placedBy: PlacedBy = { actor: 'customer', staffId: null },
): Promise<{ id: number; number: number; createdAt: Date; acceptBy: Date } | null> {
  const result = await insertOrderStatement(db).execute({
    number: order.number ?? null,
    idempotencyKey: order.idempotencyKey,
    profileId: order.profileId,
    shopId: order.shopId,
    customerId: order.customerId,
    draftHash: order.draftHash ?? null,
    shopName: order.shopName,
    addressId: order.addressId ?? null,
    address: order.address ? JSON.stringify(order.address) : null,
    scheduleId: order.scheduleId ?? null,
    paymentMethod: order.paymentMethod,
    changeForCents: order.changeForCents ?? null,
    cardFlag: order.cardFlag ?? null,
    cardType: order.cardType ?? null,
    cpfOnReceipt: order.cpfOnReceipt ?? null,
    whatsappPhone: order.whatsappPhone ?? null,
    whatsappConsent: order.whatsappConsent ?? null,
    productsCents: order.productsCents,
    deliveryCents: order.deliveryCents,
    discountCents: order.discountCents ?? 0,
    cashbackCents: order.cashbackCents ?? 0,
    couponCode: order.couponCode ?? null,
    totalCents: order.totalCents,
    pixTxid: order.pixTxid ?? null,
    pixPayload: order.pixPayload ?? null,
    estimateMin: order.estimateMin ?? null,
    estimateMax: order.estimateMax ?? null,
    items: JSON.stringify(items),
    acceptMinutes: deadline.minutes,
    slotStart: deadline.slotStart?.toISOString() ?? null,
    ledger: JSON.stringify(ledger),
    channel: order.channel ?? 'app',
    placedBy: placedBy.actor,
    placedByStaff: placedBy.staffId,
  });
  const [row] = result.rows;
  return row
    ? { id: row.id, number: row.number, createdAt: new Date(row.created_at), acceptBy: new Date(row.accept_by) }
    : null;
}

const param = (
  name: keyof NewOrder | 'items' | 'acceptMinutes' | 'slotStart' | 'ledger' | 'placedBy' | 'placedByStaff',
) => sql.placeholder(name);

/**
 * The order's number: the one taken ahead, else the tenant's next, unless the key already made an
 * order (a retry then writes nothing and must not use a number up).
 */
const numberedSql = nextOrderNumberSql(sql`
  select ${param('profileId')}::int, 1 from locked
  where ${param('number')}::int is null and not exists (
    select 1 from orders where customer_id = locked.id and idempotency_key = ${param('idempotencyKey')}::text
  )`);

/**
 * The order's statement, with the writes of the modules that hear of an order placed
 * (onOrderPlaced): built once, after they registered. Exported for `npm run bench:orders`, which
 * runs it alone under pgbench.
 */
export const insertOrderSql = (): SQL => sql`
    with locked as (
      select ${param('customerId')}::int as id, ${customerOrdersLock(param('customerId'))}
    ), numbered as (
      ${numberedSql}
    ), placed as (
      insert into orders (
        number, profile_id, shop_id, customer_id, idempotency_key, draft_hash, shop_name, address_id, address,
        schedule_id, payment_method, change_for_cents, card_flag, card_type, cpf_on_receipt, whatsapp_phone, whatsapp_consent, products_cents,
        delivery_cents, discount_cents, cashback_cents, coupon_code, total_cents, pix_txid, pix_payload,
        estimate_min, estimate_max, accept_by, scheduled_at, channel
      )
      select
        coalesce(${param('number')}::int, (select last_number from numbered)),
        ${param('profileId')}::int, ${param('shopId')}::int, locked.id, ${param('idempotencyKey')}::text,
        ${param('draftHash')}::text, ${param('shopName')}::text, ${param('addressId')}::int, ${param('address')}::jsonb, ${param('scheduleId')}::text,
        ${param('paymentMethod')}::text, ${param('changeForCents')}::int, ${param('cardFlag')}::text,
        ${param('cardType')}::text, ${param('cpfOnReceipt')}::text, ${param('whatsappPhone')}::text, ${param('whatsappConsent')}::text,
        ${param('productsCents')}::int, ${param('deliveryCents')}::int,
        ${param('discountCents')}::int, ${param('cashbackCents')}::int, ${param('couponCode')}::text,
        ${param('totalCents')}::int, ${param('pixTxid')}::text, ${param('pixPayload')}::text,
        ${param('estimateMin')}::int, ${param('estimateMax')}::int,
        ${acceptBySql({ minutes: sql`${param('acceptMinutes')}::int`, slotStart: sql`${param('slotStart')}::timestamptz` })},
        ${param('slotStart')}::timestamptz, ${param('channel')}::text
      from locked
      where coalesce(${param('number')}::int, (select last_number from numbered)) is not null
      on conflict (customer_id, idempotency_key) do nothing
      returning id, number, created_at, accept_by
    ), items as (
      insert into order_items (order_id, product_id, name, quantity, unit_cents, total_cents, options, notes)
      select
        placed.id, (e.item->>'productId')::int, e.item->>'name', (e.item->>'quantity')::int,
        (e.item->>'unitCents')::int, (e.item->>'totalCents')::int, e.item->'options', e.item->>'notes'
      from placed, jsonb_array_elements(${param('items')}::jsonb) with ordinality as e(item, n)
      order by e.n
    ), history as (
      insert into order_status_history (order_id, status, actor, staff_id)
      select id, ${sql.raw(`'${initialStatus}'`)}, ${param('placedBy')}::text, ${param('placedByStaff')}::int from placed
    )${sql.join(
      placedOrderWrites({
        id: sql`(select id from placed)`,
        number: sql`(select number from placed)`,
        profileId: sql`${param('profileId')}::int`,
        customerId: sql`${param('customerId')}::int`,
        shopId: sql`${param('shopId')}::int`,
        shopName: sql`${param('shopName')}::text`,
        totalCents: sql`${param('totalCents')}::int`,
        acceptBy: sql`(select accept_by from placed)`,
        ledger: sql`${param('ledger')}::jsonb`,
      }).map((write) => sql`, ${write}`),
    )}
    select id, number, created_at, accept_by from placed
  `;

type PlacedRow = { id: number; number: number; created_at: Date | string; accept_by: Date | string };
let placementStatement: ReturnType<typeof preparedStatement<PlacedRow>> | undefined;
const insertOrderStatement = (db: Database) =>
  (placementStatement ??= preparedStatement<PlacedRow>('insert_order', insertOrderSql()))(db);

/**
 * An order number taken ahead of the order, for what must name the order before it is written (a
 * Pix charge's text, a static BR Code's txid). Its own statement, committed at once: the counter's
 * row stays locked only that long, never across a call to a PSP. An order then not written (the
 * PSP fails, a refusal) leaves its number unused (decision 0067).
 */
export async function reserveOrderNumber(db: Database, profileId: number): Promise<number> {
  const result = (await db.execute(nextOrderNumberSql(sql`select ${profileId}::int, 1`))) as unknown as Rows<{
    last_number: number;
  }>;
  return result.rows[0]!.last_number;
}
