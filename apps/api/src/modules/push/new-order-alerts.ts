import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { boardOrderParams, type TPushNotification } from '@delivery/contract/push';
import type { Database } from '../../db/client.ts';
import { merchantPrefix } from '../../http/web-app.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { PushSender } from '../../providers/push.ts';
import { liveStaffSessions, staffWhoRunShop } from '../staff/service.ts';
import { deleteSubscription, findSubscription, subscriptionsOfStaff } from './queries.ts';
import { DELIVERY_QUEUE, NEW_ORDER_QUEUE } from './queues.ts';
import { formatMoney } from '@delivery/contract/money';

/**
 * Retries of one push: about 30 s, 1, 2 and 4 min after the first try; by then the order has been
 * seen on a board or cancelled.
 */
const DELIVERY_RETRIES = 4;
/** A push is one HTTP request with a 10 s timeout; a job still running after this had its process die. */
const DELIVERY_EXPIRE_SECONDS = 60;

/**
 * What the alert of an order just placed carries, written by the order's statement (newOrderJobSql):
 * the job reads no order. `accept_by` is when the shop must have accepted it by: past then, the
 * order is cancelled and the alert moot.
 */
export type NewOrderJob = {
  order_id: number;
  /** The tenant's number of the order (decision 0067); absent on a job written before numbers were kept. */
  order_number?: number;
  profile_id: number;
  shop_id: number;
  shop_name: string;
  total_cents: number;
  accept_by: string;
};

type DeliveryJob = { subscription_id: number; notification: TPushNotification; expires_at: string };

/** A push service keeps a push for an offline device at most this long (and never past its order's deadline). */
const MAX_TTL_SECONDS = 3600;
/** …and at least this long, so a push sent just before its deadline still reaches a device waking up. */
const MIN_TTL_SECONDS = 60;

/** "Novo pedido #12 — R$ 45,90" (the order's number, decision 0067), and the shop's name for someone who runs several. */
function newOrderNotification(job: NewOrderJob, shopCount: number): TPushNotification {
  const query = new URLSearchParams({
    [boardOrderParams.order]: String(job.order_id),
    [boardOrderParams.shop]: String(job.shop_id),
  });
  return {
    title: formatMessage(apiMessages.pushNewOrderTitle, {
      number: job.order_number ?? job.order_id,
      total: formatMoney(job.total_cents),
    }),
    body:
      shopCount > 1
        ? formatMessage(apiMessages.pushNewOrderShopBody, { shop: job.shop_name })
        : apiMessages.pushNewOrderBody,
    tag: `pedido-${job.order_id}`,
    url: `${merchantPrefix}?${query}`,
  };
}

/**
 * The order's job: every device of everyone who may run the shop's orders now (roles are read
 * now, so someone removed since the order was placed hears nothing) gets a delivery job of its
 * own, keyed by order and device, so a retry of this job sends none twice.
 */
async function fanOutNewOrder(db: Database, jobs: JobQueue, job: NewOrderJob): Promise<void> {
  const team = await staffWhoRunShop(db, job.profile_id, job.shop_id);
  const shopCounts = new Map(team.map((member) => [member.staffId, member.shopCount]));
  const devices = await subscriptionsOfStaff(db, job.profile_id, [...shopCounts.keys()]);
  for (const device of devices) {
    const delivery: DeliveryJob = {
      subscription_id: device.id,
      notification: newOrderNotification(job, shopCounts.get(device.staffId) ?? 1),
      expires_at: job.accept_by,
    };
    await jobs.send(DELIVERY_QUEUE, delivery, { singletonKey: `order-${job.order_id}:${device.id}` });
  }
}

/**
 * One push to one device. A device whose session has ended (signed out, password changed) or
 * whose push service says it is gone is forgotten; a push past its order's deadline is dropped;
 * any other failure throws, and the job is retried.
 */
async function deliver(db: Database, send: PushSender, job: DeliveryJob): Promise<void> {
  const device = await findSubscription(db, job.subscription_id);
  if (!device) return;
  const live = await liveStaffSessions(db, [device.staffSessionHash]);
  if (!live.has(device.staffSessionHash)) {
    await deleteSubscription(db, device.id);
    return;
  }
  const secondsLeft = Math.floor((Date.parse(job.expires_at) - Date.now()) / 1000);
  if (secondsLeft <= 0) return;
  const ttlSeconds = Math.min(MAX_TTL_SECONDS, Math.max(MIN_TTL_SECONDS, secondsLeft));
  const outcome = await send(device, JSON.stringify(job.notification), { ttlSeconds, urgency: 'high' });
  if (outcome === 'gone') await deleteSubscription(db, device.id);
}

/** This process works both queues (and creates them, before any order can send to them). */
export async function workNewOrderAlerts(db: Database, jobs: JobQueue, send: PushSender): Promise<void> {
  await jobs.work<NewOrderJob>(NEW_ORDER_QUEUE, (job) => fanOutNewOrder(db, jobs, job));
  await jobs.work<DeliveryJob>(DELIVERY_QUEUE, (job) => deliver(db, send, job), {
    retryLimit: DELIVERY_RETRIES,
    expireInSeconds: DELIVERY_EXPIRE_SECONDS,
  });
}
