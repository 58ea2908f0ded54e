import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';

const token = 'scraper-token-0123456789';
const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line of the exposition, by its name and labels as written. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('metrics for Prometheus', () => {
  let t: TestApp;
  let tenant: OrderingTenant;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token });
    tenant = await orderingTenant(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('are only for the scraper holding the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', token]) {
      const res = await scrape(t, authorization);
      expect(res.statusCode, String(authorization)).toBe(404);
      expect(res.json()).toMatchObject({ error_type: 3 });
    }
  });

  it('count requests by route pattern and status, orders written, and what the process holds open', async () => {
    const customer = await tenant.customer();
    const draft = customer.draft();
    await post(t.app, tenant.domain, checkoutCalls.saveOrder.path, draft);
    // A retry with the same key answers the same order: it writes nothing, it is not counted.
    await post(t.app, tenant.domain, checkoutCalls.saveOrder.path, draft);

    const res = await scrape(t, `Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'delivery_orders_placed_total')).toBe(1);
    expect(
      sample(
        text,
        `http_request_duration_seconds_count{method="POST",route="${checkoutCalls.saveOrder.path}",status="200"}`,
      ),
    ).toBe(2);
    expect(sample(text, 'delivery_order_streams_open')).toBe(0);
    expect(sample(text, 'delivery_jobs_waiting')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    // The pool's connections on PostgreSQL; PGlite is one connection in the process.
    const poolSize = sample(text, 'delivery_db_pool_connections');
    if (t.database.kind === 'postgres') expect(poolSize).toBeGreaterThan(0);
    else expect(poolSize).toBeUndefined();
    // Nothing of a person or a session: no token, no e-mail, no address.
    for (const secret of [customer.token, customer.signup.email, 'Coronel Quirino']) {
      expect(text).not.toContain(secret);
    }
  });

  it('are not there when no token is configured', async () => {
    const plain = await createTestApp();
    try {
      expect((await scrape(plain, `Bearer ${token}`)).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
