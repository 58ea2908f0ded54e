import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { codeResendSeconds } from './e2e/server-timing.ts';

// Two suites can run side by side on one machine with their own port and web build.
const port = Number(process.env.E2E_PORT ?? 3100);
const webDist = process.env.E2E_WEB_DIST;
// A suite with its own web build gets its own panel build beside it.
const merchantDist = process.env.E2E_MERCHANT_DIST ?? (webDist ? `${webDist}-merchant` : undefined);
const build =
  webDist || merchantDist
    ? [
        `npm run build -w @delivery/web${webDist ? ` -- --outDir ${webDist} --emptyOutDir` : ''}`,
        `npm run build -w @delivery/merchant${merchantDist ? ` -- --outDir ${merchantDist} --emptyOutDir` : ''}`,
      ].join(' && ')
    : 'npm run build';
const baseURL = `http://localhost:${port}`;

/**
 * Every journey starts as a visitor who already answered the cookie and privacy popups (decision
 * 0042), on both demo tenants' hosts: a popup left open would cover what the journey taps. The
 * startup-consent journeys clear it to meet the popups.
 */
const answeredPopups = {
  cookies: [],
  origins: [baseURL, baseURL.replace('//localhost', '//pizzaria.localhost')].map((origin) => ({
    origin,
    localStorage: [
      { name: 'cookie_consent', value: JSON.stringify({ choice: 'declined', date: '2026-01-01T00:00:00.000Z' }) },
      { name: 'privacy_notice_seen', value: '2026-01-01T00:00:00.000Z' },
    ],
  })),
};

// Workers load this file again: reuse the runner's folder instead of making one per process.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'delivery-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    storageState: answeredPopups,
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
  webServer: {
    command: `${build} && node apps/api/src/server.ts`,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      APP_ENV: 'sandbox',
      CHECK_ANSWERS: 'true',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ...(webDist ? { WEB_DIST: webDist } : {}),
      ...(merchantDist ? { MERCHANT_DIST: merchantDist } : {}),
      LOG_LEVEL: 'warn',
      // The journeys' push service (customer-push.spec.ts) speaks https with the API tests' own
      // certificate, trusted here as browsers' push services are by the system's roots.
      NODE_EXTRA_CA_CERTS: join(import.meta.dirname, 'apps/api/test/fixtures/pix-tls/ca.crt'),
      // Journeys order from open shops whatever the hour CI runs at.
      DEMO_ALWAYS_OPEN: '1',
      // One shop no other journey orders from gives up on an order after a minute, not 8, and the
      // sweep looks every second: the timeout journey waits a minute, not nine.
      DEMO_ACCEPT_MINUTES: 'cantina-vesuvio=1',
      ACCEPT_TIMEOUT_SWEEP_MS: '1000',
      // A Pix charge of a shop with a provider runs out in under a minute, so a journey sees an
      // unpaid order cancelled (checkout-pix-live.spec.ts) while every other pays well within it.
      PIX_CHARGE_SECONDS: '45',
      // Every journey signs up, signs in and asks for codes from 127.0.0.1: per-IP limits would stop the suite.
      CODE_SENDS_PER_IP_PER_HOUR: '1000',
      // One code a minute to a phone is the spec's; the journeys that send two wait less (server-timing.ts).
      CODE_RESEND_SECONDS: String(codeResendSeconds),
      LOGIN_ATTEMPTS_PER_IP: '1000',
      SIGNUPS_PER_IP: '1000',
      // The demo shops' owners and attendants sign in from many journeys (boards, moves, sales).
      LOGIN_ATTEMPTS_PER_IDENTIFIER: '100',
    },
  },
});
