// `npm run bench`: the hot calls, each beside a bare Node HTTP server answering the very bytes the
// call answers, measured in the same run. DATABASE_URL=postgres://... measures on PostgreSQL (docs/architecture.md
// section 7 budgets); without it the API runs on a fresh PGlite, and the memory of `npm start` on
// PGlite (first start and restart) is measured first, alone on the machine, and printed last.
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { placeCalls } from '@delivery/contract/calls/places';
import { profileCalls } from '@delivery/contract/calls/profile';
import { measureFootprint, reportFootprint, type Footprint } from './footprint.ts';
import { benchRounds, measure, report, startApi, startBare, type Target } from './harness.ts';

const apiPort = 3901;
const barePort = 3902;
// BENCH_ONLY=footprint measures only the memory; BENCH_ONLY=<call> only hot calls.
const only = process.env.BENCH_ONLY;
const footprint: Footprint[] =
  process.env.DATABASE_URL || (only && only !== 'footprint') ? [] : await measureFootprint(3903);
if (only === 'footprint') {
  reportFootprint(footprint);
  process.exit(0);
}
const api = await startApi(apiPort);
const apiUrl = (path: string) => `http://127.0.0.1:${apiPort}${path}`;

/** The call's answer, which the bare server then answers too. */
async function answerOf(target: Target): Promise<string> {
  const response = await fetch(target.url, {
    method: target.method,
    headers: { host: target.host, 'content-type': 'application/json' },
    body: target.body,
  });
  if (!response.ok) throw new Error(`${target.url} answered ${response.status}`);
  return response.text();
}

try {
  const { shops } = (await (
    await fetch(apiUrl(catalogCalls.listShops.path), {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ validate: 1, city_id: 1 }),
    })
  ).json()) as { shops: { shop_id: number; segment: string }[] };
  const pizzeria = shops.find((s) => s.segment === 'pizzaria');
  if (!pizzeria) throw new Error('the demo data has no pizzeria');

  const calls: { name: string; target: Target }[] = [
    {
      name: 'getProfile',
      target: { url: apiUrl(profileCalls.getProfile.path), method: 'POST', host: 'localhost', body: '{"validate":1}' },
    },
    {
      name: 'getMenu (POST)',
      target: {
        url: apiUrl(catalogCalls.getMenu.path),
        method: 'POST',
        host: 'localhost',
        body: JSON.stringify({ validate: 1, shop_id: pizzeria.shop_id }),
      },
    },
    {
      name: 'getMenu (GET)',
      target: {
        url: apiUrl(`${catalogCalls.getMenu.path}?shop_id=${pizzeria.shop_id}`),
        method: 'GET',
        host: 'localhost',
      },
    },
    {
      name: 'listShops',
      target: {
        url: apiUrl(catalogCalls.listShops.path),
        method: 'POST',
        host: 'localhost',
        body: JSON.stringify({ validate: 1, city_id: 1 }),
      },
    },
    {
      name: 'cities',
      target: {
        url: apiUrl(placeCalls.cities.path),
        method: 'POST',
        host: 'localhost',
        body: JSON.stringify({ validate: 1, environment: 'web' }),
      },
    },
  ];
  // BENCH_ONLY=getMenu runs only the calls whose name contains it.
  const chosen = only ? calls.filter((c) => c.name.includes(only)) : calls;
  const bare = await startBare(barePort);
  try {
    const pairs = [];
    for (const { name, target } of chosen) {
      const answer = await answerOf(target);
      const bytes = Buffer.byteLength(answer);
      const at = `/${encodeURIComponent(name)}`;
      await bare.answer(at, answer);
      const bareTarget: Target = {
        url: `http://127.0.0.1:${barePort}${at}`,
        method: target.method,
        host: 'localhost',
        body: target.body,
      };
      // Rounds alternate bare and call, so a slow spell of the machine weighs on both alike; the
      // report takes the round with the median ratio.
      const rounds = [];
      for (let round = 0; round < benchRounds; round++) {
        rounds.push({ bare: await measure(`bare ${bytes} B`, bareTarget), call: await measure(name, target) });
      }
      rounds.sort(
        (a, b) =>
          a.call.requestsPerSecond / a.bare.requestsPerSecond - b.call.requestsPerSecond / b.bare.requestsPerSecond,
      );
      pairs.push({ bytes, ...rounds[Math.floor(rounds.length / 2)]! });
    }
    report('Hot calls', api.database, pairs);
    if (footprint.length) reportFootprint(footprint);
  } finally {
    bare.kill();
  }
} finally {
  await api.stop();
}
