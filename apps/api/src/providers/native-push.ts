import { readFile } from 'node:fs/promises';
import http2 from 'node:http2';
import { importPKCS8, SignJWT } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import type { TPushNotification } from '@delivery/contract/push';

/**
 * Pushes to the native shell (decision 0044): its push_id is the token the OS gave the app, an
 * APNs device token on iOS (64 hex digits, what @capacitor/push-notifications answers there) or
 * an FCM registration token on Android. Each provider is configured or not; a push to one that is
 * not is skipped and logged, never an error: the order's status still reaches the app when opened.
 */
export type NativePushKind = 'apns' | 'fcm';

export const nativePushKind = (pushId: string): NativePushKind => (/^[0-9a-f]{64}$/i.test(pushId) ? 'apns' : 'fcm');

export type NativePushTarget = { pushId: string; profileId: number };
export type NativePushOptions = { ttlSeconds: number };

/** 'sent' once the provider took it; 'gone' when it says the token no longer exists; 'skipped' without credentials. */
export type NativePushSender = (
  target: NativePushTarget,
  notification: TPushNotification,
  options: NativePushOptions,
) => Promise<'sent' | 'gone' | 'skipped'>;

/** A provider that hangs must not hold the job that sends through it. */
const SEND_TIMEOUT_MS = 10_000;

export type FcmSettings = {
  /** Firebase's service-account JSON (its project_id, client_email, private_key, token_uri). */
  serviceAccountFile: string;
  /** FCM's HTTP v1 API. */
  apiUrl: string;
};

export type ApnsSettings = {
  /** The .p8 key Apple issues for the team (PKCS#8, ES256). */
  keyFile: string;
  keyId: string;
  teamId: string;
  /** The bundle id of each profile's app: APNs needs it as the topic of every push. */
  topics: Map<number, string>;
  /** https://api.push.apple.com, or api.sandbox.push.apple.com for development builds. */
  url: string;
};

type ServiceAccount = { project_id: string; client_email: string; private_key: string; token_uri: string };

/** A token Google or Apple gave, kept until a minute before it runs out. */
function cachedToken(make: () => Promise<{ value: string; expiresAt: number }>) {
  let current: Promise<{ value: string; expiresAt: number }> | null = null;
  return async (): Promise<string> => {
    const held = current ? await current.catch(() => null) : null;
    if (held && held.expiresAt - 60_000 > Date.now()) return held.value;
    current = make();
    return (await current).value;
  };
}

/**
 * FCM's HTTP v1 API: an OAuth2 access token from the service account (a JWT signed with its key,
 * exchanged at its token_uri), then `messages:send` per device. UNREGISTERED (404) or an invalid
 * token (400 INVALID_ARGUMENT) means the app is gone from that device.
 */
async function createFcmSender(settings: FcmSettings) {
  const account = JSON.parse(await readFile(settings.serviceAccountFile, 'utf8')) as ServiceAccount;
  for (const field of ['project_id', 'client_email', 'private_key', 'token_uri'] as const) {
    if (typeof account[field] !== 'string' || !account[field]) {
      throw new Error(`FCM_SERVICE_ACCOUNT: ${field} is missing from the service account file`);
    }
  }
  const key = await importPKCS8(account.private_key, 'RS256');
  const accessToken = cachedToken(async () => {
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: 'https://www.googleapis.com/auth/firebase.messaging' })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    const response = await fetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`FCM token endpoint answered ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    return { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
  });
  const endpoint = `${settings.apiUrl.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;

  return async (token: string, notification: TPushNotification, options: NativePushOptions) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        message: {
          token,
          notification: { title: notification.title, body: notification.body },
          // The app's tap handler opens `url` (lib/native/push-registration.ts).
          data: { url: notification.url, tag: notification.tag },
          android: { priority: 'HIGH', ttl: `${options.ttlSeconds}s`, notification: { tag: notification.tag } },
        },
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (response.ok) return 'sent' as const;
    const text = await response.text();
    if (response.status === 404 || (response.status === 400 && /INVALID_ARGUMENT|UNREGISTERED/.test(text))) {
      return 'gone' as const;
    }
    throw new Error(`FCM answered ${response.status}: ${text.slice(0, 200)}`);
  };
}

/**
 * APNs over HTTP/2 with a provider token (a JWT signed ES256 with the team's key, renewed every
 * 50 minutes as Apple asks), one request per device to /3/device/<token>. 410, or 400
 * BadDeviceToken, means the token is no longer the app's.
 */
async function createApnsSender(settings: ApnsSettings) {
  const key = await importPKCS8(await readFile(settings.keyFile, 'utf8'), 'ES256');
  const providerToken = cachedToken(async () => ({
    value: await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: settings.keyId })
      .setIssuer(settings.teamId)
      .setIssuedAt()
      .sign(key),
    expiresAt: Date.now() + 50 * 60_000,
  }));
  let session: http2.ClientHttp2Session | null = null;
  const connect = () => {
    if (!session || session.closed || session.destroyed) {
      session = http2.connect(settings.url);
      session.on('error', () => session?.destroy());
      // An idle connection is not kept open for the next order's change.
      session.setTimeout(60_000, () => session?.close());
    }
    return session;
  };

  const send = async (token: string, topic: string, notification: TPushNotification, options: NativePushOptions) => {
    const payload = JSON.stringify({
      aps: {
        alert: { title: notification.title, body: notification.body },
        sound: 'default',
        'thread-id': notification.tag,
      },
      url: notification.url,
    });
    const request = connect().request({
      ':method': 'POST',
      ':path': `/3/device/${token}`,
      authorization: `bearer ${await providerToken()}`,
      'apns-topic': topic,
      'apns-push-type': 'alert',
      'apns-priority': '10',
      'apns-expiration': String(Math.floor(Date.now() / 1000) + options.ttlSeconds),
      'apns-collapse-id': notification.tag,
      'content-type': 'application/json',
    });
    request.setTimeout(SEND_TIMEOUT_MS, () => request.close(http2.constants.NGHTTP2_CANCEL));
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      let status = 0;
      let body = '';
      request.on('response', (headers) => (status = Number(headers[':status'])));
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => resolve({ status, body }));
      request.on('error', reject);
      request.on('close', () => (status ? undefined : reject(new Error('APNs closed the stream unanswered'))));
      request.end(payload);
    });
    if (status === 200) return 'sent' as const;
    if (status === 410 || (status === 400 && /BadDeviceToken|DeviceTokenNotForTopic/.test(body)))
      return 'gone' as const;
    throw new Error(`APNs answered ${status}: ${body.slice(0, 200)}`);
  };
  /** Ends the connection once its pushes in flight are answered: an open one holds the process up to a minute. */
  const close = () =>
    new Promise<void>((resolve) => {
      if (!session || session.closed || session.destroyed) return resolve();
      session.close(resolve);
    });
  return { send, close };
}

/**
 * The sender of both providers, each set up when configured, and what closes their connections
 * with the app. Its credentials are read once, at start: a missing or malformed file stops the
 * server naming the variable.
 */
export async function createNativePushSender(
  settings: { fcm: FcmSettings | null; apns: ApnsSettings | null },
  log: FastifyBaseLogger,
): Promise<{ send: NativePushSender; close: () => Promise<void> }> {
  const fcm = settings.fcm ? await createFcmSender(settings.fcm) : null;
  const apns = settings.apns ? await createApnsSender(settings.apns) : null;
  const send: NativePushSender = async (target, notification, options) => {
    const kind = nativePushKind(target.pushId);
    if (kind === 'fcm') {
      if (fcm) return fcm(target.pushId, notification, options);
      log.warn({ profileId: target.profileId }, 'native push skipped: FCM_SERVICE_ACCOUNT is not set');
      return 'skipped';
    }
    const topic = settings.apns?.topics.get(target.profileId);
    if (apns && topic) return apns.send(target.pushId, topic, notification, options);
    log.warn(
      { profileId: target.profileId },
      apns
        ? 'native push skipped: APNS_TOPICS names no app for this profile'
        : 'native push skipped: APNs is not configured',
    );
    return 'skipped';
  };
  return { send, close: async () => apns?.close() };
}
