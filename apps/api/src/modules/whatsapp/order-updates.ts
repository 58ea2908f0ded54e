import type { TOrderStatus } from '@delivery/contract/order-status';
import { whatsAppLanguage, whatsAppTemplates, type WhatsAppTemplate } from '@delivery/contract/whatsapp';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { insertJobSql } from '../../jobs/job-row.ts';
import type { SecretReader } from '../../providers/secret-source.ts';
import { sendTemplate, WhatsAppError } from '../../providers/whatsapp.ts';
import { customerFirstNameSql } from '../accounts/service.ts';
import type { OrderChange, PixAwaited } from '../orders/service.ts';
import { paymentsOf } from '../payments/service.ts';
import { orderFacts, type OrderFacts } from './order-facts.ts';
import { accountOfProfile, isOptedOut, reachableSql, type WhatsAppAccount } from './queries.ts';

/** One job per update, keyed by order and status: a retry or a repeated move sends none twice. */
export const ORDER_UPDATE_QUEUE = 'whatsapp_order_updates';

export type OrderUpdateJob = { order_id: number; status: TOrderStatus };

/** The template of each status a customer is told of on WhatsApp (one who picked the order up is at the shop). */
const templateOf: Partial<Record<TOrderStatus, WhatsAppTemplate>> = {
  accepted: whatsAppTemplates.accepted,
  out_for_delivery: whatsAppTemplates.outForDelivery,
  ready_for_pickup: whatsAppTemplates.readyForPickup,
  delivered: whatsAppTemplates.delivered,
  cancelled: whatsAppTemplates.cancelled,
};

/**
 * An order's change, in its transaction: the update's job, only when its customer asked for the
 * updates on WhatsApp, the tenant has a number, and that customer's number has not opted out.
 */
export async function whatsAppOfOrderChange(tx: Database, change: OrderChange): Promise<void> {
  if (change.kind === 'paid' || !templateOf[change.status]) return;
  const { id, profileId } = change.order;
  const phone = orderFacts.get().orderWhatsAppPhoneSql(sql`${id}::int`);
  await tx.execute(
    insertJobSql(ORDER_UPDATE_QUEUE, {
      data: sql`${JSON.stringify({ order_id: id, status: change.status } satisfies OrderUpdateJob)}::jsonb`,
      startAfter: null,
      singletonKey: sql`${`${id}-${change.status}`}::text`,
      onlyIf: reachableSql(profileId, phone),
    }),
  );
}

export type OrderUpdateContext = {
  db: Database;
  secrets: SecretReader;
  /** Meta's Graph API, or the sandbox's stand-in (known once the server listens). */
  graphUrl: () => string;
  log: FastifyBaseLogger;
};

type UpdateFacts = NonNullable<Awaited<ReturnType<OrderFacts['whatsAppUpdateOf']>>> & { phone: string };

/**
 * Sends `template` to the order's customer, filled from the order and `extra`; nothing when the
 * customer opted out since or the tenant's number is gone.
 */
async function tellCustomer(
  ctx: OrderUpdateContext,
  order: UpdateFacts,
  template: WhatsAppTemplate,
  extra: Record<string, string>,
): Promise<void> {
  const [account, optedOut, names] = await Promise.all([
    accountOfProfile(ctx.db, order.profileId),
    isOptedOut(ctx.db, order.profileId, order.phone),
    ctx.db.execute(sql`select ${customerFirstNameSql(sql`${order.customerId}::int`)} as name`) as unknown as Promise<{
      rows: { name: string | null }[];
    }>,
  ]);
  if (!account || optedOut) return;
  await sendOrGiveUp(ctx, account, order.phone, template, {
    first_name: names.rows[0]?.name || 'cliente',
    shop: order.shopName,
    number: String(order.number),
    ...extra,
  });
}

/**
 * Sends `template` from the tenant's number to `to`, filled from `values` by its parameters' names.
 * Meta refusing the message itself (a template not approved, a bad number: 4xx) is logged and
 * given up, since a retry would be refused alike; anything else throws, and the job is retried.
 */
export async function sendOrGiveUp(
  ctx: OrderUpdateContext,
  account: WhatsAppAccount,
  to: string,
  template: WhatsAppTemplate,
  values: Record<string, string>,
): Promise<void> {
  try {
    await sendTemplate(
      ctx.graphUrl(),
      { phoneNumberId: account.phoneNumberId, accessToken: await ctx.secrets.text(account.accessToken) },
      {
        to,
        name: template.name,
        language: whatsAppLanguage,
        params: template.params.map((name) => values[name] ?? ''),
      },
    );
  } catch (error) {
    if (error instanceof WhatsAppError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      ctx.log.warn({ err: error, template: template.name }, 'WhatsApp refused a message');
      return;
    }
    throw error;
  }
}

/** Sends one update, read as the order stands now: nothing once the order moved on. */
export async function sendOrderUpdate(ctx: OrderUpdateContext, job: OrderUpdateJob): Promise<void> {
  const template = templateOf[job.status];
  const order = await orderFacts.get().whatsAppUpdateOf(ctx.db, job.order_id);
  // An order that moved on since is told its newer status by that one's job: an older one now
  // would arrive after it, and cost a message.
  if (!template || !order?.phone || order.status !== job.status) return;
  await tellCustomer(ctx, { ...order, phone: order.phone }, template, {
    estimate: order.estimateMinutes ? `${order.estimateMinutes} min` : 'a confirmar',
    reason: order.cancelReason ?? 'não informado',
  });
}

/** One reminder per Pix awaited, keyed by its order. */
export const PIX_REMINDER_QUEUE = 'whatsapp_pix_reminders';

export type PixReminderJob = { order_id: number; expires_at: string };

/** Five minutes before the charge expires, or halfway through a shorter one. */
const REMIND_BEFORE_MS = 5 * 60_000;
export const reminderAt = (expiresAt: Date, now = Date.now()): Date =>
  new Date(Math.max(expiresAt.getTime() - REMIND_BEFORE_MS, now + (expiresAt.getTime() - now) / 2));

/**
 * An order placed awaiting its Pix, in the placement's transaction: the reminder's job, for before
 * the charge expires, where the customer asked for the updates and has not opted out.
 */
export async function pixReminderOfOrder(tx: Database, pix: PixAwaited): Promise<void> {
  const phone = orderFacts.get().orderWhatsAppPhoneSql(sql`${pix.orderId}::int`);
  await tx.execute(
    insertJobSql(PIX_REMINDER_QUEUE, {
      data: sql`${JSON.stringify({ order_id: pix.orderId, expires_at: pix.expiresAt.toISOString() } satisfies PixReminderJob)}::jsonb`,
      startAfter: sql`${reminderAt(pix.expiresAt).toISOString()}::timestamptz`,
      singletonKey: sql`${`${pix.orderId}-pix`}::text`,
      onlyIf: reachableSql(pix.profileId, phone),
    }),
  );
}

/** "Pix expiring": only while the order still waits for it, unpaid, and the charge has not run out. */
export async function sendPixReminder(ctx: OrderUpdateContext, job: PixReminderJob): Promise<void> {
  const left = Date.parse(job.expires_at) - Date.now();
  const [order, payments] = await Promise.all([
    orderFacts.get().whatsAppUpdateOf(ctx.db, job.order_id),
    paymentsOf(ctx.db, [job.order_id]),
  ]);
  if (!order?.phone || order.status === 'cancelled' || left <= 0) return;
  if (payments.get(job.order_id)?.status !== 'pending') return;
  await tellCustomer(ctx, { ...order, phone: order.phone }, whatsAppTemplates.pixExpiring, {
    minutes: String(Math.max(1, Math.round(left / 60_000))),
  });
}
