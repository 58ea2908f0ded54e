import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { TPushSubscription } from '@delivery/contract/push';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { createPushSender, isP256PublicKey } from '../../providers/push.ts';
import type { StaffScope } from '../staff/service.ts';
import { workNewOrderAlerts } from './new-order-alerts.ts';
import { deleteStaffSubscription, saveStaffSubscription } from './queries.ts';
import { loadVapidKeys, vapidSubject } from './vapid-keys.ts';

/** What other modules may use of Web Push: the order's statement writes its alert to the shop's staff. */
export { newOrderJobSql } from './queries.ts';

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
 * Web Push of this process (`app.push`, decision 0031): the VAPID keys (configured, or the ones the
 * database keeps), the workers of the alert jobs, and what sends them. Registered before the
 * routes, so the queues exist before any order is placed.
 */
export async function registerPush(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const keys = await loadVapidKeys(app.db, {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
  });
  const send = createPushSender(keys, vapidSubject(config.VAPID_SUBJECT, config.MAIL_FROM));
  await workNewOrderAlerts(app.db, app.jobs, send);
  app.decorate('push', {
    publicKey: keys.publicKey,
  });
}

/** This device's subscription, kept for the signed-in staff member and tied to their session. */
export async function subscribeStaffDevice(
  db: Database,
  scope: StaffScope,
  sessionHash: string,
  subscription: TPushSubscription,
  userAgent: string,
): Promise<void> {
  if (!isP256PublicKey(subscription.p256dh)) {
    throw new AppError(
      ErrorType.INVALID_INPUT,
      formatMessage(apiMessages.fieldInvalid, { field: 'p256dh', reason: 'não é uma chave P-256 válida' }),
    );
  }
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
