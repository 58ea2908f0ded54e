import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { sendHttp, sendRaw, type HttpAnswer } from './helpers/http.ts';
import { assertOpenDelivery } from './helpers/open-delivery-schema.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

/**
 * The Open Delivery scope as a software meets it over real HTTP, beside the built customer app
 * whose page answers every other GET: paths we do not serve, and what Node and Fastify refuse
 * before any route runs, all in the standard's problem+json.
 */

let t: TestApp;
let tenant: TestTenant;
let port: number;
const dist = mkdtempSync(path.join(tmpdir(), 'od-web-dist-'));

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><body>app</body></html>');
  t = await createTestApp({ WEB_DIST: dist });
  tenant = await createTenant(t.database.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => sendHttp(port, { method: 'GET', path: url, host: tenant.domain });

const expectProblem = (answer: HttpAnswer, status: number) => {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = JSON.parse(answer.body.toString()) as { status: number };
  assertOpenDelivery('Error', body);
  expect(body.status).toBe(status);
};

/** The status line and the body of a raw answer, with its content type. */
function rawAnswer(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]);
  const contentType = /\r\ncontent-type: ([^\r]+)/i.exec(head)?.[1] ?? '';
  return { status, contentType, head: `${head}\r\n`, body: JSON.parse(body) as unknown };
}

describe('a path of /opendelivery that we do not serve', () => {
  it('is a 404 in the standard error form, never the customer app’s page', async () => {
    // The app's page still answers its own paths.
    expect((await get('/cardapio')).body.toString()).toContain('<body>app</body>');
    for (const url of ['/opendelivery/v1/nothing', '/opendelivery/v1/orders', '/opendelivery', '/opendelivery/']) {
      expectProblem(await get(url), 404);
    }
  });

  it('includes GET /v1/versions/merchant, which the standard has the software host', async () => {
    expectProblem(await get('/opendelivery/v1/versions/merchant'), 404);
    const ours = await get('/opendelivery/v1/versions/orderingApp');
    expect(ours.status).toBe(200);
    assertOpenDelivery('VersionOrderingApp', JSON.parse(ours.body.toString()));
  });
});

describe('what is refused before any route runs, under /opendelivery', () => {
  it('answers headers over the limit with 431 in the standard form, and closes', async () => {
    const answer = rawAnswer(
      await sendRaw(
        port,
        `GET /opendelivery/v1/events:polling HTTP/1.1\r\nHost: ${tenant.domain}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expect(answer.contentType).toMatch(/^application\/problem\+json/);
    expect(answer.head).toMatch(/\r\nconnection: close\r\n/i);
    assertOpenDelivery('Error', answer.body);
    expect(answer.body).toMatchObject({ status: 431 });
  });

  it('answers bad framing (a length and chunks at once) with 400 in the standard form', async () => {
    const answer = rawAnswer(
      await sendRaw(
        port,
        `POST /opendelivery/oauth/token HTTP/1.1\r\nHost: ${tenant.domain}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nabc`,
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.contentType).toMatch(/^application\/problem\+json/);
    assertOpenDelivery('Error', answer.body);
    expect(answer.body).toMatchObject({ status: 400 });
  });

  it('answers a URL that cannot be decoded with 400 in the standard form, without echoing it', async () => {
    const answer = await get('/opendelivery/v1/orders/%zz<script>');
    expectProblem(answer, 400);
    expect(answer.body.toString()).not.toContain('script');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the envelope everywhere else, with 431 for headers over the limit', async () => {
    const answer = rawAnswer(
      await sendRaw(port, `GET /health HTTP/1.1\r\nHost: ${tenant.domain}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ error_type: 7, message: 'Os cabeçalhos da requisição são grandes demais' });
  });
});
