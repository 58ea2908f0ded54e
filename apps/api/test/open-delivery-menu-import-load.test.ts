import { and, eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuChanges } from '../src/db/schema/menu.ts';
import { products } from '../src/db/schema/catalog.ts';
import { importContextOf } from '../src/modules/open-delivery-merchant/import-jobs.ts';
import { importMerchant } from '../src/modules/open-delivery-merchant/import-merchant.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { sendHttp } from './helpers/http.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { largeMerchantDocument, SOFTWARE_API_KEY, startSoftwareService } from './helpers/software-service.ts';

/**
 * A big menu imported on the embedded database, where one transaction holds every query of the
 * server: the import gives way between batches, so the server keeps answering while it runs
 * (bench/menu-import.ts measures how long each takes).
 */

const ITEMS = 2_000;
/**
 * The longest a probe may wait: a batch takes tens of milliseconds on an idle machine, and over a
 * second only on one loaded many times over (the import holding the database took a minute).
 */
const LONGEST_WAIT_MS = 2_000;

let t: TestApp;
let tenant: OrderingTenant;
let software: Awaited<ReturnType<typeof startSoftwareService>>;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await orderingTenant(t.app, t.database.db);
  software = await startSoftwareService();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await software.close();
  await t.close();
});

const importNow = () =>
  importMerchant(importContextOf(t.app), {
    profileId: tenant.id,
    shopId: tenant.shopId,
    merchantUrl: software.url,
    apiKey: SOFTWARE_API_KEY,
  });

/**
 * Readiness probes (a database round trip) one after another until `done` settles: each one's
 * time, and how long `done` took.
 */
async function probeWhile(done: Promise<unknown>) {
  let finished = false;
  const start = performance.now();
  let took = 0;
  void done.finally(() => {
    finished = true;
    took = performance.now() - start;
  });
  const answered: number[] = [];
  while (!finished) {
    const start = performance.now();
    const answer = await sendHttp(port, { method: 'GET', path: '/ready', host: tenant.domain }, 30_000);
    expect(answer.status).toBe(200);
    // Only probes answered while the import still ran say whether it let others through.
    if (!finished) answered.push(performance.now() - start);
  }
  return { answered, took };
}

/**
 * The import let requests through all along: many answered while it ran, none kept waiting more
 * than a small share of the import (one import holding the database answers them only at its end),
 * and under a bound generous enough for a loaded machine (bench/menu-import.ts has the figures).
 */
function expectInterleaved({ answered, took }: { answered: number[]; took: number }) {
  expect(answered.length).toBeGreaterThanOrEqual(10);
  const longest = Math.max(...answered);
  expect(longest).toBeLessThan(took / 5);
  expect(longest).toBeLessThan(LONGEST_WAIT_MS);
}

const shopProducts = () =>
  t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.shopId, tenant.shopId));

describe(`a menu of ${ITEMS} items`, () => {
  it('is imported while the server keeps answering, and again as an update without duplicates', async () => {
    const [before] = await shopProducts();
    software.state.merchant = largeMerchantDocument(ITEMS);
    const first = importNow();
    const probes = await probeWhile(first);
    expect(await first).toMatchObject({ outcome: 'success' });
    const [afterFirst] = await shopProducts();
    expect(afterFirst!.count - before!.count).toBe(ITEMS);
    expectInterleaved(probes);

    software.state.merchant = largeMerchantDocument(ITEMS, 2);
    const second = importNow();
    const updateProbes = await probeWhile(second);
    expect(await second).toMatchObject({ outcome: 'success' });
    const [afterSecond] = await shopProducts();
    expect(afterSecond!.count).toBe(afterFirst!.count);
    expectInterleaved(updateProbes);
    // Every price change is in the product's history, by the software.
    const [history] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(menuChanges)
      .where(
        and(
          eq(menuChanges.shopId, tenant.shopId),
          eq(menuChanges.bySoftware, true),
          sql`${menuChanges.change} ? 'price_cents'`,
          sql`(${menuChanges.change} -> 'price_cents' ->> 'from') is not null`,
        ),
      );
    expect(history!.count).toBe(ITEMS);
    const summary = (run: { answered: number[]; took: number }) =>
      `${Math.round(run.took)} ms, ${run.answered.length} probes answered, longest ${Math.round(Math.max(...run.answered))} ms`;
    console.info(`menu import of ${ITEMS} items: first ${summary(probes)}; update ${summary(updateProbes)}`);
  }, 180_000);
});
