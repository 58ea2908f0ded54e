import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { pspApi } from '../src/modules/pix-sandbox/psp-api.ts';
import { sandboxPix } from '../src/modules/pix-sandbox/service.ts';
import { createPixApi, PixApiError, type PixAccess } from '../src/providers/pix-api.ts';
import { secretReader } from '../src/providers/secret-source.ts';
import { openTestDatabase } from './helpers/database.ts';
import { tlsFixture } from './helpers/tls-fixture.ts';

/**
 * The API Pix client against a PSP that requires mTLS, as every real one does: the sandbox PSP's
 * API served over HTTPS, asking for a client certificate signed by the test CA.
 */
let database: DatabaseHandle;
let psp: FastifyInstance;
let port = 0;
const tokenRequests: string[] = [];
const api = createPixApi({ allowPrivate: true });

async function startPsp(): Promise<void> {
  psp = Fastify({
    https: {
      key: tlsFixture('server.key'),
      cert: tlsFixture('server.crt'),
      ca: tlsFixture('ca.crt'),
      requestCert: true,
      rejectUnauthorized: true,
    },
  });
  psp.decorate('db', database.db);
  await psp.register(fastifyFormbody);
  psp.addHook('onRequest', async (request) => {
    if (request.url === sandboxPix.tokenUrl) tokenRequests.push(request.url);
  });
  await psp.register(pspApi);
  await psp.listen({ port, host: '127.0.0.1' });
  port = (psp.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await startPsp();
});
afterAll(async () => {
  await api.close();
  await psp.close();
  await database.close();
});

const access = (tls: PixAccess['tls'], key = randomBytes(4).toString('hex')): PixAccess => ({
  key,
  baseUrl: `https://127.0.0.1:${port}${sandboxPix.baseUrl}`,
  tokenUrl: `https://127.0.0.1:${port}${sandboxPix.tokenUrl}`,
  clientId: sandboxPix.clientId,
  clientSecret: sandboxPix.clientSecret,
  scopes: 'cob.write cob.read',
  secrets: secretReader(null),
  tls,
});
const txid = () => randomBytes(16).toString('hex');
const ca = tlsFixture('ca.crt');

describe('the API Pix client', () => {
  it('makes and reads a charge over mTLS with a PEM certificate and key', async () => {
    const pem = access({ cert: tlsFixture('client.crt'), key: tlsFixture('client.key'), ca });
    const id = txid();
    const made = await api.createCharge(pem, { txid: id, key: 'chave@teste.com.br', amount: '42.50', expiresIn: 600 });
    expect(made).toMatchObject({ txid: id, status: 'ATIVA', pix: [] });
    expect(made.copyPaste).toMatch(/^000201010212/);
    expect(await api.getCharge(pem, id)).toMatchObject({ txid: id, status: 'ATIVA', copyPaste: made.copyPaste });
  });

  it('makes a charge with a PKCS#12 bundle read from a file', async () => {
    const p12 = access({
      pfx: `file:${new URL('./fixtures/pix-tls/client.p12', import.meta.url).pathname}`,
      passphrase: 'senha-de-teste',
      ca,
    });
    const id = txid();
    expect(
      await api.createCharge(p12, { txid: id, key: 'chave@teste.com.br', amount: '1.00', expiresIn: 60 }),
    ).toMatchObject({ txid: id, status: 'ATIVA' });
  });

  it('is refused at the handshake without a client certificate', async () => {
    const none = access({ ca });
    await expect(api.getCharge(none, txid())).rejects.toBeInstanceOf(PixApiError);
  });

  it('keeps its token until the PSP refuses it, then asks once for a new one', async () => {
    const pem = access({ cert: tlsFixture('client.crt'), key: tlsFixture('client.key'), ca });
    const id = txid();
    tokenRequests.length = 0;
    await api.createCharge(pem, { txid: id, key: 'chave@teste.com.br', amount: '10.00', expiresIn: 60 });
    await api.getCharge(pem, id);
    expect(tokenRequests).toHaveLength(1);
    // A restarted PSP knows none of the tokens it gave.
    await psp.close();
    await startPsp();
    expect(await api.getCharge(pem, id)).toMatchObject({ txid: id, status: 'ATIVA' });
    expect(tokenRequests).toHaveLength(2);
  });

  it("names the PSP's problem, and nothing of the credentials, when it refuses", async () => {
    const pem = access({ cert: tlsFixture('client.crt'), key: tlsFixture('client.key'), ca });
    const error = await api.getCharge(pem, txid()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PixApiError);
    expect((error as PixApiError).message).toBe('GET /cob/…: HTTP 404 (CobNaoEncontrado)');
    const wrong = { ...pem, key: 'wrong', clientSecret: 'nao-e-este' };
    const refused = await api.getCharge(wrong, txid()).catch((e: unknown) => e);
    expect((refused as PixApiError).message).toBe('POST token: HTTP 401');
    expect((refused as PixApiError).message).not.toContain('nao-e-este');
  });
});

describe("the API Pix client at the owner's addresses", () => {
  const pem = () => access({ cert: tlsFixture('client.crt'), key: tlsFixture('client.key'), ca });

  it('never calls a PSP at a private address where they are not allowed (production)', async () => {
    const guarded = createPixApi({ allowPrivate: false });
    try {
      tokenRequests.length = 0;
      const error = await guarded.getCharge(pem(), txid()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PixApiError);
      expect((error as PixApiError).message).toBe('POST token: 127.0.0.1 is not a public address');
      const named = { ...pem(), tokenUrl: `https://localhost:${port}${sandboxPix.tokenUrl}` };
      expect(((await guarded.getCharge(named, txid()).catch((e: unknown) => e)) as Error).message).toBe(
        'POST token: localhost is not a public address',
      );
      expect(tokenRequests).toEqual([]);
    } finally {
      await guarded.close();
    }
  });

  it('follows no redirect: a token endpoint answering 302 is an error, and where it points is never reached', async () => {
    let reached = 0;
    const elsewhere = createServer((_request, response) => {
      reached++;
      response.end('{"access_token":"roubado"}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const redirecting = createServer((_request, response) =>
      response
        .writeHead(302, { location: `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/token` })
        .end(),
    );
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
      const error = await api
        .getCharge({ ...access({}), baseUrl: origin, tokenUrl: `${origin}/token` }, txid())
        .catch((e: unknown) => e);
      expect((error as PixApiError).message).toBe('POST token: HTTP 302');
      expect(reached).toBe(0);
    } finally {
      await new Promise((resolve) => redirecting.close(resolve));
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });
});
