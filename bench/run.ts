// `npm run bench`: the hot calls beside a bare Node HTTP server, measured in the same run.
// DATABASE_URL=postgres://... npm run bench measures on PostgreSQL (DESIGN.md section 7 budgets);
// without it the API runs on a fresh PGlite.
import { apiPaths } from '@delivery/contract/routes';
import { measure, report, startApi, startBare } from './harness.ts';

const apiPort = 3901;
const barePort = 3902;
const api = await startApi(apiPort);
try {
  const profileBody = JSON.stringify({ validate: 1, domain: 'localhost' });
  const sample = await fetch(`http://127.0.0.1:${apiPort}${apiPaths.getProfile}`, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/json' },
    body: profileBody,
  });
  const bodyBytes = (await sample.text()).length;
  const bare = await startBare(barePort, bodyBytes);
  try {
    const baseline = await measure('bare node:http', {
      url: `http://127.0.0.1:${barePort}/`,
      method: 'POST',
      host: 'localhost',
      body: profileBody,
    });
    const results = [
      await measure('getProfile', {
        url: `http://127.0.0.1:${apiPort}${apiPaths.getProfile}`,
        method: 'POST',
        host: 'localhost',
        body: profileBody,
      }),
      await measure('cities', {
        url: `http://127.0.0.1:${apiPort}${apiPaths.cities}`,
        method: 'POST',
        host: 'localhost',
        body: JSON.stringify({ validate: 1, environment: 'web' }),
      }),
    ];
    report('Hot calls', api.database, baseline, results);
  } finally {
    bare.kill();
  }
} finally {
  api.child.kill();
}
