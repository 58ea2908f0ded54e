import { customerCalls } from '@delivery/contract/calls/customer';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { eventsPath } from './helpers/streams.ts';
import { createTenant } from './helpers/tenants.ts';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({}, undefined, { level: 'info', stream });
});
afterAll(() => t.close());

describe('request logs', () => {
  it('carry no token: not from the query string, the Authorization header nor the body', async () => {
    const { domain } = await createTenant(t.database.db);
    const secrets = ['query-token-secret', 'query-ticket-secret', 'header-token-secret', 'body-token-secret'];
    await t.app.inject({
      method: 'GET',
      url: eventsPath(12, { token: secrets[0]! }),
      headers: { host: domain },
    });
    await t.app.inject({
      method: 'GET',
      url: `${eventsPath(12, { ticket: secrets[1]! })}&shop=1`,
      headers: { host: domain },
    });
    await t.app.inject({
      method: 'POST',
      url: customerCalls.saveAcceptTerms.path,
      headers: { host: domain, 'content-type': 'application/json', authorization: `Bearer ${secrets[2]}` },
      payload: JSON.stringify({ validate: 1 }),
    });
    await t.app.inject({
      method: 'POST',
      url: customerCalls.saveAcceptTerms.path,
      headers: { host: domain, 'content-type': 'application/json' },
      payload: JSON.stringify({ validate: 1, token: secrets[3] }),
    });

    const urls = lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).flatMap((l) => l.req?.url ?? []);
    expect(urls).toContain('/api/orders/12/events?token=[redacted]');
    expect(urls).toContain('/api/orders/12/events?ticket=[redacted]&shop=[redacted]');
    expect(urls).toContain(customerCalls.saveAcceptTerms.path);
    for (const secret of secrets) expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  });
});
