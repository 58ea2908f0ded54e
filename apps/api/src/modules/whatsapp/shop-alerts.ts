import type { CallBody } from '@delivery/contract/call';
import type { whatsAppCalls } from '@delivery/contract/calls/whatsapp';
import { formatPhone, onlyDigits } from '@delivery/contract/br-documents';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { formatMoney } from '@delivery/contract/money';
import { initialStatus } from '@delivery/contract/order-status';
import { whatsAppTemplates } from '@delivery/contract/whatsapp';
import type { TShopWhatsAppAlertResponse } from '@delivery/contract/whatsapp-settings';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { insertJobSql } from '../../jobs/job-row.ts';
import { providedAtStart } from '../../lib/provided-at-start.ts';
import type { PlacedOrderSql } from '../orders/service.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import { orderFacts } from './order-facts.ts';
import { sendOrGiveUp, type OrderUpdateContext } from './order-updates.ts';
import { accountOfProfile, isOptedOut, saveShopAlert, shopAlertPhone, shopAlertSetSql } from './queries.ts';

/*
 * A shop's staff told of a new order on WhatsApp when none of its boards is open (issue 37): the
 * board's alarm and Web Push reach a screen someone looks at; a shop whose tablet is off still
 * hears of the order on the phone in the owner's pocket. Set by the shop's owner, sent from the
 * tenant's number.
 */

/**
 * What WhatsApp asks of the boards, which sit above orders (and orders, through checkout, above
 * WhatsApp): handed over at start-up (module-hooks.ts).
 */
export const boardFacts = providedAtStart<{ boardWatchedSql(shopId: SQLWrapper): SQL<boolean> }>(
  "the boards' facts for WhatsApp",
);

export const SHOP_ALERT_QUEUE = 'whatsapp_shop_alerts';

export type ShopAlertJob = { order_id: number; profile_id: number; shop_id: number };

/**
 * A CTE of the order's statement (orders' onOrderPlaced): the alert's job, only when the shop set a
 * number, its tenant has one to send from, and no board shows the shop now.
 */
export const shopAlertOfPlacedOrder = (order: PlacedOrderSql): SQL => sql`whatsapp_shop_alert as (
  ${insertJobSql(SHOP_ALERT_QUEUE, {
    data: sql`jsonb_build_object('order_id', ${order.id}, 'profile_id', ${order.profileId}, 'shop_id', ${order.shopId})`,
    startAfter: null,
    singletonKey: sql`${order.id}::text`,
    onlyIf: sql`${order.id} is not null and ${shopAlertSetSql(order.profileId, order.shopId)}
      and not ${boardFacts.get().boardWatchedSql(order.shopId)}`,
  })}
)`;

/** Sends the alert while the order still waits for the shop (one accepted by itself needs none). */
export async function sendShopAlert(ctx: OrderUpdateContext, job: ShopAlertJob): Promise<void> {
  const [order, phone, account] = await Promise.all([
    orderFacts.get().whatsAppUpdateOf(ctx.db, job.order_id),
    shopAlertPhone(ctx.db, job.shop_id),
    accountOfProfile(ctx.db, job.profile_id),
  ]);
  if (!order || order.status !== initialStatus || !phone || !account) return;
  if (await isOptedOut(ctx.db, job.profile_id, phone)) return;
  await sendOrGiveUp(ctx, account, phone, whatsAppTemplates.newOrderForShop, {
    number: String(order.number),
    shop: order.shopName,
    total: formatMoney(order.totalCents),
  });
}

type Body<K extends keyof typeof whatsAppCalls> = CallBody<(typeof whatsAppCalls)[K]>;

async function answerOf(db: Database, profileId: number, shopId: number, message: string) {
  const [phone, account] = await Promise.all([shopAlertPhone(db, shopId), accountOfProfile(db, profileId)]);
  return {
    error_type: ErrorType.OK,
    message,
    phone: phone ? formatPhone(phone.slice(2)) : '',
    available: account !== null,
  } satisfies TShopWhatsAppAlertResponse;
}

export async function shopWhatsAppAlert(db: Database, scope: StaffScope, shopId: number) {
  requireShop(scope, shopId, 'manageShop');
  return answerOf(db, scope.member.profileId, shopId, apiMessages.ok);
}

export async function saveShopWhatsAppAlert(db: Database, scope: StaffScope, body: Body<'saveShopWhatsAppAlert'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  const digits = onlyDigits(body.phone);
  if (!digits) {
    await saveShopAlert(db, body.shop_id, null);
    return answerOf(db, scope.member.profileId, body.shop_id, apiMessages.whatsAppAlertOff);
  }
  if (!(await accountOfProfile(db, scope.member.profileId))) {
    throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.whatsAppAlertUnavailable);
  }
  await saveShopAlert(db, body.shop_id, `55${digits}`);
  return answerOf(
    db,
    scope.member.profileId,
    body.shop_id,
    formatMessage(apiMessages.whatsAppAlertSaved, { phone: formatPhone(digits) }),
  );
}
