import type { FastifyBaseLogger } from 'fastify';
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { request } from 'undici';
import type { Database } from '../../db/client.ts';
import { sandboxApplication } from '../../providers/mercadopago-settings.ts';
import { setNotificationResult, type SandboxPayment } from './payments.ts';

const TIMEOUT_MS = 5000;

export type NotificationAction = 'payment.created' | 'payment.updated';

/**
 * Mercado Pago's `x-signature`: `ts=<ms>,v1=<hex>`, the HMAC-SHA256 under the application's
 * webhook secret of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`.
 */
export function notificationSignature(dataId: string, requestId: string, ts: number, secret: string): string {
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

/** The notification's URL: the payment's own `notification_url`, its query kept, with ours after it. */
function notificationTarget(notificationUrl: string, paymentId: string): string {
  const [base = ''] = notificationUrl.split('#');
  const query = `data.id=${encodeURIComponent(paymentId)}&type=payment`;
  return `${base}${base.includes('?') ? (/[?&]$/.test(base) ? '' : '&') : '?'}${query}`;
}

/**
 * Tells the payment's notification_url that it was created or changed, signed as Mercado Pago
 * signs, and keeps on the payment what came back (an HTTP status or why it failed).
 */
export async function notifyPayment(
  db: Database,
  payment: SandboxPayment,
  action: NotificationAction,
): Promise<string> {
  if (!payment.notificationUrl) {
    await setNotificationResult(db, payment.id, 'none');
    return 'none';
  }
  const dataId = String(payment.id);
  const requestId = randomUUID();
  const body = {
    id: randomInt(10_000_000_000, 99_999_999_999),
    live_mode: false,
    type: 'payment',
    date_created: new Date().toISOString(),
    user_id: payment.userId,
    api_version: 'v1',
    action,
    data: { id: dataId },
  };
  let result: string;
  try {
    const res = await request(notificationTarget(payment.notificationUrl, dataId), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        'x-signature': notificationSignature(dataId, requestId, Date.now(), sandboxApplication.webhookSecret),
      },
      body: JSON.stringify(body),
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body.dump();
    result = `HTTP ${res.statusCode}`;
  } catch (error) {
    result = `falhou: ${(error as Error).message}`.slice(0, 200);
  }
  await setNotificationResult(db, payment.id, result);
  return result;
}

/** Notifies after the answer has gone, as Mercado Pago's notifications come after its API's answer. */
export function notifyLater(
  db: Database,
  log: FastifyBaseLogger,
  payment: SandboxPayment,
  action: NotificationAction,
): void {
  setImmediate(() => {
    notifyPayment(db, payment, action).catch((err: unknown) =>
      log.warn({ err }, 'mercadopago sandbox: notification failed'),
    );
  });
}
