import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jwtVerify } from 'jose';

/**
 * FCM and APNs on loopback (decision 0044), speaking what the API's native sender speaks: Google's
 * OAuth2 token endpoint and FCM's HTTP v1 `messages:send`; APNs's HTTP/2 `/3/device/<token>`. Each
 * checks the credentials as its real service does (the JWT's signature with the key the test
 * generated) and records what it was sent. A token in `gone` is answered as one the provider no
 * longer knows.
 */

export type FcmMessage = { authorization: string; body: { message: Record<string, unknown> } };

export type FakeFcm = {
  url: string;
  accountFile: string;
  clientEmail: string;
  messages: FcmMessage[];
  gone: Set<string>;
  close(): Promise<void>;
};

const FCM_ACCESS_TOKEN = 'ya29.test-access-token';

async function readBody(request: http.IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

export async function startFakeFcm(): Promise<FakeFcm> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const messages: FcmMessage[] = [];
  const gone = new Set<string>();
  const clientEmail = 'pushes@projeto-teste.iam.gserviceaccount.com';
  let tokenUri = '';
  const server = http.createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      if (request.url === '/token') {
        const form = new URLSearchParams(text);
        const verified = await jwtVerify(form.get('assertion') ?? '', publicKey, {
          issuer: clientEmail,
          audience: tokenUri,
        }).catch(() => null);
        const ok =
          form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
          verified?.payload.scope === 'https://www.googleapis.com/auth/firebase.messaging';
        response.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(ok ? { access_token: FCM_ACCESS_TOKEN, expires_in: 3600 } : { error: 'invalid_grant' }),
        );
        return;
      }
      if (request.url !== '/v1/projects/projeto-teste/messages:send' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      if (request.headers.authorization !== `Bearer ${FCM_ACCESS_TOKEN}`) {
        response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"status":"UNAUTHENTICATED"}}');
        return;
      }
      const body = JSON.parse(text) as FcmMessage['body'];
      messages.push({ authorization: request.headers.authorization, body });
      if (gone.has(String(body.message.token))) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end('{"error":{"code":404,"status":"NOT_FOUND","details":[{"errorCode":"UNREGISTERED"}]}}');
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"name":"projects/projeto-teste/messages/1"}');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUri = `${url}/token`;
  const folder = mkdtempSync(path.join(tmpdir(), 'fcm-'));
  const accountFile = path.join(folder, 'service-account.json');
  writeFileSync(
    accountFile,
    JSON.stringify({
      type: 'service_account',
      project_id: 'projeto-teste',
      client_email: clientEmail,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: tokenUri,
    }),
  );
  return {
    url,
    accountFile,
    clientEmail,
    messages,
    gone,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ApnsPush = { path: string; headers: http2.IncomingHttpHeaders; body: Record<string, unknown> };

export type FakeApns = {
  url: string;
  keyFile: string;
  keyId: string;
  teamId: string;
  publicKey: KeyObject;
  pushes: ApnsPush[];
  gone: Set<string>;
  /** Connections open to it now. */
  connections(): number;
  close(): Promise<void>;
};

export async function startFakeApns(): Promise<FakeApns> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const keyId = 'KEY1234567';
  const teamId = 'TEAM123456';
  const pushes: ApnsPush[] = [];
  const gone = new Set<string>();
  // Cleartext HTTP/2 on loopback: the API's client speaks h2 to whatever URL it is given.
  const server = http2.createServer();
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    let text = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => {
      void (async () => {
        const jwt = String(headers.authorization ?? '').replace(/^bearer /, '');
        const verified = await jwtVerify(jwt, publicKey, { issuer: teamId, algorithms: ['ES256'] }).catch(() => null);
        if (!verified || verified.protectedHeader.kid !== keyId) {
          stream.respond({ ':status': 403, 'content-type': 'application/json' });
          stream.end('{"reason":"InvalidProviderToken"}');
          return;
        }
        const devicePath = String(headers[':path']);
        pushes.push({ path: devicePath, headers, body: JSON.parse(text) as Record<string, unknown> });
        if (gone.has(devicePath.replace('/3/device/', ''))) {
          stream.respond({ ':status': 410, 'content-type': 'application/json' });
          stream.end('{"reason":"Unregistered"}');
          return;
        }
        stream.respond({ ':status': 200, 'apns-id': 'abc' });
        stream.end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const folder = mkdtempSync(path.join(tmpdir(), 'apns-'));
  const keyFile = path.join(folder, `AuthKey_${keyId}.p8`);
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    keyFile,
    keyId,
    teamId,
    publicKey,
    pushes,
    gone,
    connections: () => sessions.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
