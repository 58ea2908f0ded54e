import { test as base } from '@playwright/test';
import { firstPort, serverURL, startJourneyServer } from './journey-server.ts';

export { expect } from '@playwright/test';

/**
 * Every journey starts as a visitor who already answered the cookie and privacy popups (decision
 * 0042), on both demo tenants' hosts: a popup left open would cover what the journey taps. The
 * startup-consent journeys clear it to meet the popups.
 */
const answeredPopups = (baseURL: string) => ({
  cookies: [],
  origins: [baseURL, baseURL.replace('//localhost', '//pizzaria.localhost')].map((origin) => ({
    origin,
    localStorage: [
      { name: 'cookie_consent', value: JSON.stringify({ choice: 'declined', date: '2026-01-01T00:00:00.000Z' }) },
      { name: 'privacy_notice_seen', value: '2026-01-01T00:00:00.000Z' },
    ],
  })),
});

/**
 * Each worker runs its journeys against a server and demo data of its own (started by
 * global-setup.ts), so workers run side by side and no journey meets another's orders. A file that
 * needs the server set otherwise (a Pix charge that runs out in under a minute) says so with
 * `test.use({ serverEnv })`, and its worker starts a server of its own, on a port past the others'.
 */
type Server = { baseURL: string; printed?: () => string };

export const test = base.extend<object, { serverEnv: Record<string, string>; server: Server }>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverEnv }, use, workerInfo) => {
      if (Object.keys(serverEnv).length === 0) return use({ baseURL: serverURL(firstPort + workerInfo.parallelIndex) });
      const own = await startJourneyServer(firstPort + workerInfo.config.workers + workerInfo.parallelIndex, serverEnv);
      await use({ baseURL: own.baseURL, printed: own.printed });
      await own.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  storageState: async ({ baseURL }, use) => use(answeredPopups(baseURL!)),
});
