import { profileCalls } from '@delivery/contract/calls/profile';
import { platformCalls } from '@delivery/contract/calls/platform';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { platformHost, platformToken } from './helpers/platform.ts';
import { createTenant, type TestTenant } from './helpers/tenants.ts';

/*
 * deploy/caddy/Caddyfile as it is, in front of the API: a certificate is issued on demand for a
 * served host and for no other. Caddy's own CA stands in for Let's Encrypt (`local_certs`), the
 * only change, made through the file's own CADDY_GLOBAL_OPTIONS. Runs where Caddy is installed
 * (Debian's `caddy`; CI installs it), as the journeys run where Chromium is.
 */

const caddyfile = path.resolve(import.meta.dirname, '../../../deploy/caddy/Caddyfile');
const hasCaddy = spawnSync('caddy', ['version']).status === 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

let t: TestApp;
let caddy: ChildProcess;
let home: string;
let ports: { http: number; https: number };
let tenant: TestTenant;

/** A request through Caddy as a browser on `host` makes it: the TLS name and the Host header alike. */
function throughCaddy(host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: ports.https,
        servername: host,
        method: 'POST',
        path: profileCalls.getProfile.path,
        headers: { host, 'content-type': 'application/json' },
        // Caddy's local CA is no browser's: what is checked here is that a certificate is issued.
        rejectUnauthorized: false,
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end('{"validate":1}');
  });
}

async function listening(port: number, ms: number): Promise<void> {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() !== undefined));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
  }
  throw new Error(`caddy is not listening on ${port}`);
}

describe.runIf(hasCaddy)("deploy/caddy's on-demand TLS", () => {
  beforeAll(async () => {
    t = await createTestApp({ APP_ENV: 'sandbox', PLATFORM_HOST: platformHost });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const api = t.app.server.address() as net.AddressInfo;
    tenant = await createTenant(t.database.db);
    ports = { http: await freePort(), https: await freePort() };
    home = mkdtempSync(path.join(tmpdir(), 'caddy-'));
    caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH,
        HOME: home,
        XDG_DATA_HOME: home,
        XDG_CONFIG_HOME: home,
        API_UPSTREAM: `127.0.0.1:${api.port}`,
        CADDY_GLOBAL_OPTIONS: [
          'local_certs',
          'skip_install_trust',
          'admin off',
          `http_port ${ports.http}`,
          `https_port ${ports.https}`,
        ].join('\n'),
      },
      stdio: 'ignore',
    });
    await listening(ports.https, 15_000);
  }, 30_000);
  afterAll(async () => {
    caddy?.kill();
    await t?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it("gets a served host's certificate on its first visit and answers with its tenant", async () => {
    const answer = await throughCaddy(tenant.domain);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ error_type: 0, app: { title: tenant.title } });
  }, 20_000);

  it('issues nothing for a host no tenant serves, nor for one waiting for its DNS record', async () => {
    await expect(throughCaddy('desconhecido.test')).rejects.toThrow(/alert|socket|ECONNRESET/i);
    const token = await platformToken(t.app);
    const pending = `pedidos-${Date.now()}.pendente.test`;
    await post(t.app, platformHost, platformCalls.platformAddDomain.path, {
      token,
      profile_id: tenant.id,
      host: pending,
    });
    await expect(throughCaddy(pending)).rejects.toThrow(/alert|socket|ECONNRESET/i);
  }, 20_000);

  it('moves plain HTTP to HTTPS', async () => {
    const status = await new Promise<{ code?: number; location?: string }>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port: ports.http, path: '/painel/', headers: { host: tenant.domain } }, (res) => {
          res.resume();
          resolve({ code: res.statusCode, location: res.headers.location });
        })
        .on('error', reject),
    );
    expect(status).toEqual({ code: 308, location: `https://${tenant.domain}/painel/` });
  });
});
