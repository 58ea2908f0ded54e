import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { TOrderStatus } from '@delivery/contract/order-status';
import type { TPushNotification } from '@delivery/contract/push';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertJobSql } from '../../jobs/job-row.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { NativePushSender } from '../../providers/native-push.ts';
import type { PushSender } from '../../providers/push.ts';
import { liveSessions } from '../sessions/service.ts';
import { customerHasDevicesSql, deleteCustomerDevice, devicesToTell, findCustomerDevice } from './customer-devices.ts';
import { customerFacts } from './customer-facts.ts';
import { orderFacts } from './order-facts.ts';
import { CUSTOMER_DELIVERY_QUEUE, CUSTOMER_NATIVE_DELIVERY_QUEUE, ORDER_STATUS_QUEUE } from './queues.ts';

/** What the push of a status change carries, written in the change's own transaction: the job reads no order. */
export type OrderStatusJob = {
  order_id: number;
  /** The tenant's number of the order (decision 0067); absent on a job written before numbers were kept. */
  order_number?: number;
  profile_id: number;
  customer_id: number;
  shop_name: string;
  status: TOrderStatus;
};

type CustomerDeliveryJob = {
  subscription_id: number;
  order_id: number;
  status: TOrderStatus;
  notification: TPushNotification;
};

/** A push to the customer's native app: its token as it was when the change happened. */
type NativeDeliveryJob = {
  customer_id: number;
  profile_id: number;
  push_id: string;
  order_id: number;
  status: TOrderStatus;
  notification: TPushNotification;
};

/** Retries of one push: about 30 s, 1, 2, 4 and 8 min after the first try. */
const DELIVERY_RETRIES = 5;
/** A push is one HTTP request with a 10 s timeout; a job still running after this had its process die. */
const DELIVERY_EXPIRE_SECONDS = 60;
/** A push service keeps a status push for an offline device this long: later, the app shows the order itself. */
const TTL_SECONDS = 3600;

/** The words of each status a change can reach ('received' is where an order starts, never a change). */
const statusTexts: Record<Exclude<TOrderStatus, 'received'>, { status: string; body: string }> = {
  accepted: { status: apiMessages.pushStatusAccepted, body: apiMessages.pushBodyAccepted },
  preparing: { status: apiMessages.pushStatusPreparing, body: apiMessages.pushBodyPreparing },
  out_for_delivery: { status: apiMessages.pushStatusOutForDelivery, body: apiMessages.pushBodyOutForDelivery },
  delivered: { status: apiMessages.pushStatusDelivered, body: apiMessages.pushBodyDelivered },
  ready_for_pickup: { status: apiMessages.pushStatusReadyForPickup, body: apiMessages.pushBodyReadyForPickup },
  picked_up: { status: apiMessages.pushStatusPickedUp, body: apiMessages.pushBodyPickedUp },
  cancelled: { status: apiMessages.pushStatusCancelled, body: apiMessages.pushBodyCancelled },
};

/**
 * "Pedido #12: saiu para entrega" (the order's number, decision 0067), opening the order in the customer's app (relative: each
 * tenant's host opens its own), tagged by the order so a newer status replaces the older one.
 */
export function orderStatusNotification(job: OrderStatusJob): TPushNotification | null {
  if (job.status === 'received') return null;
  const texts = statusTexts[job.status];
  return {
    title: formatMessage(apiMessages.pushOrderStatusTitle, {
      number: job.order_number ?? job.order_id,
      status: texts.status,
    }),
    body: formatMessage(texts.body, { shop: job.shop_name }),
    tag: `pedido-${job.order_id}`,
    url: `/orders/${job.order_id}`,
  };
}

/**
 * Writes the push job of an order's status change, in the transaction that changes it (status.ts,
 * cancel-order.ts), so the change and its push commit together, keyed by order and status: only
 * when the customer accepts notifications and has a device. One statement, in a transaction that
 * already writes the order and its history; a customer without devices costs a read.
 */
export async function writeOrderStatusJob(tx: Database, job: OrderStatusJob): Promise<void> {
  await tx.execute(
    insertJobSql(ORDER_STATUS_QUEUE, {
      data: sql`${JSON.stringify(job)}::jsonb`,
      startAfter: null,
      singletonKey: sql`${`${job.order_id}:${job.status}`}::text`,
      onlyIf: customerHasDevicesSql(sql`${job.customer_id}::int`),
    }),
  );
}

/**
 * The change's job: each device of the customer (read now, so a device added since is told and
 * an opt-out since is respected) gets a delivery job of its own, keyed by order, status and
 * device, so a retry of this job sends none twice.
 */
async function fanOutStatus(db: Database, jobs: JobQueue, job: OrderStatusJob): Promise<void> {
  const notification = orderStatusNotification(job);
  if (!notification) return;
  const devices = await devicesToTell(db, job.profile_id, job.customer_id);
  for (const device of devices) {
    const delivery: CustomerDeliveryJob = {
      subscription_id: device.id,
      order_id: job.order_id,
      status: job.status,
      notification,
    };
    await jobs.send(CUSTOMER_DELIVERY_QUEUE, delivery, {
      singletonKey: `order-${job.order_id}:${job.status}:${device.id}`,
    });
  }
  // The native app's token (decision 0044), kept as the customer's push_id rather than a device.
  const pushId = await customerFacts.get().nativePushIdToTell(db, job.profile_id, job.customer_id);
  if (pushId) {
    const delivery: NativeDeliveryJob = {
      customer_id: job.customer_id,
      profile_id: job.profile_id,
      push_id: pushId,
      order_id: job.order_id,
      status: job.status,
      notification,
    };
    await jobs.send(CUSTOMER_NATIVE_DELIVERY_QUEUE, delivery, {
      singletonKey: `order-${job.order_id}:${job.status}:native`,
    });
  }
}

/**
 * One push to one device. A device whose session has ended (signed out, new password, account
 * deleted) or whose push service says it is gone is forgotten; a push whose order has moved on
 * is dropped (its retry would replace the newer status's notification, having the same tag); any
 * other failure throws, and the job is retried.
 */
async function deliver(db: Database, send: PushSender, job: CustomerDeliveryJob): Promise<void> {
  const device = await findCustomerDevice(db, job.subscription_id);
  if (!device) return;
  const live = await liveSessions(db, [device.sessionHash]);
  if (!live.has(device.sessionHash)) {
    await deleteCustomerDevice(db, device.id);
    return;
  }
  if (!(await orderFacts.get().isOrderInStatus(db, job.order_id, job.status))) return;
  const outcome = await send(device, JSON.stringify(job.notification), { ttlSeconds: TTL_SECONDS, urgency: 'high' });
  if (outcome === 'gone') await deleteCustomerDevice(db, device.id);
}

/**
 * One push to the customer's native app, through FCM or APNs by the kind of token. It is dropped
 * when the customer has since sent another token, stopped accepting or was deleted, or the order
 * moved on; a token the provider says is gone is forgotten; without the provider's credentials
 * the sender logs and skips it.
 */
async function deliverNative(db: Database, sendNative: NativePushSender, job: NativeDeliveryJob): Promise<void> {
  if ((await customerFacts.get().nativePushIdToTell(db, job.profile_id, job.customer_id)) !== job.push_id) return;
  if (!(await orderFacts.get().isOrderInStatus(db, job.order_id, job.status))) return;
  const outcome = await sendNative({ pushId: job.push_id, profileId: job.profile_id }, job.notification, {
    ttlSeconds: TTL_SECONDS,
  });
  if (outcome === 'gone') await customerFacts.get().forgetNativePushId(db, job.customer_id, job.push_id);
}

/** This process works the three queues (and creates them, before any order can change). */
export async function workOrderStatusAlerts(
  db: Database,
  jobs: JobQueue,
  send: PushSender,
  sendNative: NativePushSender,
): Promise<void> {
  await jobs.work<OrderStatusJob>(ORDER_STATUS_QUEUE, (job) => fanOutStatus(db, jobs, job));
  const retried = { retryLimit: DELIVERY_RETRIES, expireInSeconds: DELIVERY_EXPIRE_SECONDS };
  await jobs.work<CustomerDeliveryJob>(CUSTOMER_DELIVERY_QUEUE, (job) => deliver(db, send, job), retried);
  await jobs.work<NativeDeliveryJob>(
    CUSTOMER_NATIVE_DELIVERY_QUEUE,
    (job) => deliverNative(db, sendNative, job),
    retried,
  );
}
