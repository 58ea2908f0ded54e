import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { codeResendSeconds } from './server-timing.ts';

const root = join(import.meta.dirname, '..');

/** The first worker's server's port; worker N's is the port after N. */
export const firstPort = Number(process.env.E2E_PORT ?? 3100);

/** The web builds the servers serve: the suite's own when it has them (two suites side by side). */
export const webDist = process.env.E2E_WEB_DIST;
export const merchantDist = process.env.E2E_MERCHANT_DIST ?? (webDist ? `${webDist}-merchant` : undefined);

/** What every journey's server runs with; a file may add to it through the `serverEnv` option. */
const journeyServerEnv: Record<string, string> = {
  APP_ENV: 'sandbox',
  CHECK_ANSWERS: 'true',
  LOG_LEVEL: 'warn',
  ...(webDist ? { WEB_DIST: webDist } : {}),
  ...(merchantDist ? { MERCHANT_DIST: merchantDist } : {}),
  // The journeys' push service (customer-push.spec.ts) speaks https with the API tests' own
  // certificate, trusted here as browsers' push services are by the system's roots.
  NODE_EXTRA_CA_CERTS: join(root, 'apps/api/test/fixtures/pix-tls/ca.crt'),
  // Journeys order from open shops whatever the hour CI runs at.
  DEMO_ALWAYS_OPEN: '1',
  // The accept-timeout sweep looks every second: the timeout journey moves its order's deadline
  // to now (devCalls.passAcceptDeadline) and sees it cancelled at once.
  ACCEPT_TIMEOUT_SWEEP_MS: '1000',
  // Every journey signs up, signs in and asks for codes from 127.0.0.1, in one browser's device id
  // per context, and the demo customers' phones get codes in many: the hourly limits would stop the suite.
  CODE_SENDS_PER_IP_PER_HOUR: '1000',
  CODE_SENDS_PER_DEVICE_PER_HOUR: '1000',
  CODE_SENDS_PER_DESTINATION_PER_HOUR: '1000',
  // One code a minute to a phone is the spec's; the journeys that send two wait less (server-timing.ts).
  CODE_RESEND_SECONDS: String(codeResendSeconds),
  LOGIN_ATTEMPTS_PER_IP: '1000',
  SIGNUPS_PER_IP: '1000',
  // The demo shops' owners and attendants sign in from many journeys (boards, moves, sales).
  LOGIN_ATTEMPTS_PER_IDENTIFIER: '100',
  // Every journey signs someone in or up: at OWASP's cost each took up to half a second of a busy
  // core (decision 0078).
  PASSWORD_HASH_COST: 'light',
};

/** Where the journeys reach the server on `port`. */
export const serverURL = (port: number) => `http://localhost:${port}`;

export type JourneyServer = {
  baseURL: string;
  /** What the server printed on its terminal so far (the console's demo administrator, once). */
  printed(): string;
  stop(): Promise<void>;
};

const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts the API on `port` with a data folder of its own, seeded with the demo on start, and
 * answers once /health does. A worker that replaced a failed one may ask for the port its
 * predecessor's server is still letting go of, whose /health must not be taken for the new one's.
 */
export async function startJourneyServer(port: number, env: Record<string, string> = {}): Promise<JourneyServer> {
  const asked = performance.now();
  while (await portTaken(port)) {
    if (performance.now() - asked > 30_000) {
      throw new Error(`port ${port} is still taken: another suite uses it (set E2E_PORT)`);
    }
    await sleep(200);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'delivery-e2e-'));
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...journeyServerEnv, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[server :${port}] ${chunk}`));
  const baseURL = serverURL(port);
  const stop = async () => {
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(killer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the journeys' server on port ${port} exited with ${child.exitCode} before answering`);
    }
    const healthy = await fetch(`${baseURL}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseURL, printed: () => printed, stop };
    if (performance.now() - started > 120_000) {
      await stop();
      throw new Error(`the journeys' server on port ${port} did not answer /health in 2 minutes`);
    }
    await sleep(100);
  }
}
