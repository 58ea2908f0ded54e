// A shop's menu of 2,000 items imported from its software (Open Delivery, decision 0058), on the
// embedded database (PGlite in memory, the default) or on PostgreSQL (TEST_DB=postgres with
// TEST_DATABASE_URL, as the tests take them): how long the first import and an update take, and
// how long readiness probes (a database round trip) waited while they ran.
//   node bench/menu-import.ts   BENCH_MENU_ITEMS=2000 by default
import type { AddressInfo } from 'node:net';
import { importContextOf } from '../apps/api/src/modules/open-delivery-merchant/import-jobs.ts';
import { importMerchant } from '../apps/api/src/modules/open-delivery-merchant/import-merchant.ts';
import { createTestApp } from '../apps/api/test/helpers/app.ts';
import { sendHttp } from '../apps/api/test/helpers/http.ts';
import { orderingTenant } from '../apps/api/test/helpers/orders.ts';
import {
  largeMerchantDocument,
  SOFTWARE_API_KEY,
  startSoftwareService,
} from '../apps/api/test/helpers/software-service.ts';

const items = Number(process.env.BENCH_MENU_ITEMS ?? 2_000);

const t = await createTestApp();
const software = await startSoftwareService();
try {
  const tenant = await orderingTenant(t.app, t.database.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;

  const run = async (version: number) => {
    software.state.merchant = largeMerchantDocument(items, version);
    const start = performance.now();
    let finished = false;
    const imported = importMerchant(importContextOf(t.app), {
      profileId: tenant.id,
      shopId: tenant.shopId,
      merchantUrl: software.url,
      apiKey: SOFTWARE_API_KEY,
    }).finally(() => (finished = true));
    const waits: number[] = [];
    while (!finished) {
      const sent = performance.now();
      await sendHttp(port, { method: 'GET', path: '/ready', host: tenant.domain }, 120_000);
      if (!finished) waits.push(performance.now() - sent);
    }
    const result = await imported;
    if (result.outcome !== 'success') throw new Error(`the import failed: ${result.failure}`);
    const took = performance.now() - start;
    waits.sort((a, b) => a - b);
    const at = (share: number) => Math.round(waits[Math.min(waits.length - 1, Math.floor(waits.length * share))] ?? 0);
    return { took: Math.round(took), probes: waits.length, p50: at(0.5), p99: at(0.99), max: at(1) };
  };

  const first = await run(1);
  const update = await run(2);
  console.info(`menu import of ${items} items on ${t.database.kind}`);
  console.table({ first, update });
} finally {
  await software.close();
  await t.close();
}
