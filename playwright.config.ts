import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * Each worker has a server of its own (e2e/global-setup.ts), on E2E_PORT (3100) plus its index:
 * two suites side by side on one machine need their own E2E_PORT and E2E_WEB_DIST. A worker is a
 * browser and a server, which keep two cores busy: a worker per two cores (decision 0077).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2))),
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    // Journeys see the app as it answers from the network; those of the service workers
    // (pwa, panel-push, customer-push) allow them, so no other pays for a precache per context.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
        },
      },
    },
  ],
});
