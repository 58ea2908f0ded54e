import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';
// No API code here: the journeys run this push service too (e2e/customer-push.spec.ts).
import { tlsFixture } from './tls-fixture.ts';

/** A push as the push service received it. */
export type ReceivedPush = { device: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/**
 * A push service on loopback, as a browser's would be (https, one URL per device): it records
 * every push and answers 201, or the status a device was told to answer.
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number[]>();
  const server = https.createServer({ cert: tlsFixture('server.crt'), key: tlsFixture('server.key') }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const device = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      received.push({ device, headers: req.headers, body: Buffer.concat(chunks) });
      const status = answers.get(device)?.shift() ?? 201;
      res.writeHead(status).end();
    });
  });
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** How many connections were opened to it, pushes sent or not. */
    connections: () => connections,
    /** The pushes one device got. */
    pushesTo: (device: string) => received.filter((push) => push.device === device),
    /** What a device shows of each push it got: the decrypted JSON. */
    shownBy: (device: Device) =>
      received
        .filter((push) => push.device === device.name)
        .map((push) => JSON.parse(device.decrypt(push.body)) as Record<string, string>),
    /** The next pushes to this device are answered with these statuses, in order (then 201). */
    answer: (device: string, ...statuses: number[]) => answers.set(device, statuses),
    /** A new browser subscribed through this service. */
    device: (name: string) => newDevice(`${origin}/push/${encodeURIComponent(name)}`, name),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/**
 * A browser's side of a subscription: its P-256 key pair and auth secret, and what it does with a
 * push, decrypting aes128gcm (RFC 8291) with node's crypto alone, not with the library that
 * encrypted it.
 */
export function newDevice(endpoint: string, name: string) {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    name,
    /** What the browser's PushSubscription sends, flat. */
    subscription: { endpoint, p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(-16));
      const record = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 2, then any padding of zeros.
      let end = record.length - 1;
      while (end >= 0 && record[end] === 0) end--;
      if (record[end] !== 2) throw new Error('no last-record delimiter');
      return record.subarray(0, end).toString('utf8');
    },
  };
}

export type Device = ReturnType<typeof newDevice>;

/**
 * The VAPID claims of a push (RFC 8292), once its signature is checked against the key it names:
 * answers that key (`k`) and the token's audience and subject.
 */
export async function verifyVapid(push: ReceivedPush) {
  const header = String(push.headers.authorization ?? '');
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token, key] = match;
  const raw = Buffer.from(key!, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
  const { payload } = await jwtVerify(token!, await importJWK(jwk, 'ES256'), { algorithms: ['ES256'] });
  return { key: key!, audience: payload.aud, subject: payload.sub, expiresAt: payload.exp };
}
