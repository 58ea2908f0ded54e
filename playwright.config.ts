import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const desktopChrome = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] },
});

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`) draws no browser window around
 * the page, and took the journeys in 40 % less time than Chromium itself, but it has no Push API:
 * the journeys that subscribe to pushes keep Chromium.
 */
const pushJourneys = /(customer-push|panel-push|checkout-payments)\.spec\.ts$/;
const headlessShell = existsSync('/usr/lib/chromium/chromium-headless-shell')
  ? '/usr/lib/chromium/chromium-headless-shell'
  : '/usr/bin/chromium';

/**
 * Each worker has a server of its own (e2e/global-setup.ts), on E2E_PORT (3100) plus its index:
 * two suites side by side on one machine need their own E2E_PORT and E2E_WEB_DIST. A worker per
 * core: in Chromium's headless shell one worker left a third of two cores idle (decision 0088);
 * `E2E_WORKERS` sets another count.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    locale: 'pt-BR',
    // Recording a trace of every journey (DOM snapshots and a screencast) took 8 % of the suite's
    // time, for the few that fail; rerun one with `--trace on` to see it (decision 0078).
    trace: 'off',
    // Journeys see the app as it answers from the network; those of the service workers
    // (pwa, panel-push, customer-push) allow them, so no other pays for a precache per context.
    serviceWorkers: 'block',
  },
  projects: [
    // Chromium itself, for the journeys that subscribe to pushes.
    {
      name: 'chromium',
      testMatch: pushJourneys,
      use: desktopChrome('/usr/bin/chromium'),
    },
    // Every other journey in Chromium's headless shell, when the machine has it (decision 0078).
    {
      name: 'headless-shell',
      testIgnore: pushJourneys,
      use: desktopChrome(headlessShell),
    },
  ],
});
