import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { isWebPushId, ZWebPushId, type TPushSubscription } from '@delivery/contract/push';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { CustomerRow } from '../../db/schema/customers.ts';
import { AppError } from '../../http/app-error.ts';
import { allowsPrivateAddresses, leadsToPublicAddresses, type OutboundPolicy } from '../../http/outbound.ts';
import { createNativePushSender } from '../../providers/native-push.ts';
import { createPushSender, isP256PublicKey } from '../../providers/push.ts';
import type { StaffScope } from '../staff/service.ts';
import { deleteCustomerDevices, deleteSessionDevices, saveCustomerDevice } from './customer-devices.ts';
import { workNewOrderAlerts } from './new-order-alerts.ts';
import { workOrderStatusAlerts } from './order-status-alerts.ts';
import { deleteStaffSubscription, saveStaffSubscription } from './queries.ts';
import { nativePushSettings } from './native-settings.ts';
import { loadVapidKeys, vapidSubject } from './vapid-keys.ts';

/**
 * What the start-up wires to the orders' hooks (module-hooks.ts, decision 0076): the order's
 * statement writes its alert to the shop's staff, a status change its push to the customer.
 */
export { newOrderAlert, pushOfOrderChange } from './order-hooks.ts';

export type Push = {
  /** The VAPID public key every browser subscribes with. */
  publicKey: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    push: Push;
  }
}

/**
 * Web Push of this process (`app.push`, decisions 0031 and 0041): the VAPID keys (configured, or
 * the ones the database keeps), the workers of the staff's new-order alerts and of the customers'
 * status pushes, and what sends them (Web Push, and FCM or APNs to the native app, 0044). Registered before the routes, so the queues exist before any
 * order is placed or changed.
 */
export async function registerPush(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const keys = await loadVapidKeys(app.db, {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
  });
  const send = createPushSender(keys, vapidSubject(config.VAPID_SUBJECT, config.MAIL_FROM), {
    allowPrivate: allowsPrivateAddresses(config),
  });
  const native = await createNativePushSender(nativePushSettings(config), app.log);
  app.addHook('onClose', native.close);
  await workNewOrderAlerts(app.db, app.jobs, send);
  await workOrderStatusAlerts(app.db, app.jobs, send, native.send);
  app.decorate('push', {
    publicKey: keys.publicKey,
  });
}

const invalidField = (field: string, reason: string) =>
  new AppError(ErrorType.INVALID_INPUT, formatMessage(apiMessages.fieldInvalid, { field, reason }));

/**
 * A browser key that is not a point of P-256 could never be encrypted to, and an endpoint that
 * leads to this machine or its network is no push service: refused now, with the reason, rather
 * than at every push (the sender checks the endpoint again as it connects).
 */
async function assertDeliverable(
  subscription: TPushSubscription,
  fields: { key: string; endpoint: string },
  policy: OutboundPolicy,
): Promise<void> {
  if (!isP256PublicKey(subscription.p256dh)) throw invalidField(fields.key, 'não é uma chave P-256 válida');
  if (!(await leadsToPublicAddresses(subscription.endpoint, policy))) {
    throw invalidField(fields.endpoint, apiMessages.pushEndpointNotPublic);
  }
}

/** This device's subscription, kept for the signed-in staff member and tied to their session. */
export async function subscribeStaffDevice(
  db: Database,
  scope: StaffScope,
  sessionHash: string,
  subscription: TPushSubscription,
  userAgent: string,
  policy: OutboundPolicy,
): Promise<void> {
  await assertDeliverable(subscription, { key: 'p256dh', endpoint: 'endpoint' }, policy);
  await saveStaffSubscription(db, {
    profileId: scope.member.profileId,
    staffId: scope.member.id,
    staffSessionHash: sessionHash,
    endpoint: subscription.endpoint,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
    userAgent: userAgent.slice(0, 300),
  });
}

export const unsubscribeStaffDevice = (db: Database, scope: StaffScope, endpoint: string) =>
  deleteStaffSubscription(db, scope.member.id, endpoint);

/**
 * A customer's `push_id` (atualizaPushId): a browser's subscription (its JSON, decision 0041) is
 * checked as a staff device's is and kept as a device of this customer and session, told of their
 * orders' status; any other text is a native app's token (FCM or APNs, decision 0044), kept as
 * the customer's push_id, which the caller then stores.
 */
export async function keepCustomerPushId(
  db: Database,
  customer: CustomerRow,
  device: { pushId: string; sessionHash: string; userAgent: string },
  policy: OutboundPolicy,
): Promise<void> {
  if (!isWebPushId(device.pushId)) return;
  const parsed = ZWebPushId.safeParse(device.pushId);
  if (!parsed.success) throw invalidField('push_id', apiMessages.pushIdNotSubscription);
  await assertDeliverable(parsed.data, { key: 'push_id', endpoint: 'push_id' }, policy);
  await saveCustomerDevice(db, {
    profileId: customer.profileId,
    customerId: customer.id,
    sessionHash: device.sessionHash,
    endpoint: parsed.data.endpoint,
    p256dh: parsed.data.p256dh,
    auth: parsed.data.auth,
    userAgent: device.userAgent.slice(0, 300),
  });
}

/** Signing out of a session silences the devices it subscribed, at once. */
export const forgetSessionDevices = (db: Database, sessionHash: string) => deleteSessionDevices(db, sessionHash);

/** A deleted account keeps no device. */
export const forgetCustomerDevices = (db: Database, customerId: number) => deleteCustomerDevices(db, customerId);
export { customerFacts, type CustomerFacts } from './customer-facts.ts';
export { orderFacts as pushOrderFacts, type OrderFacts as PushOrderFacts } from './order-facts.ts';
