import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { platformCalls } from '@delivery/contract/calls/platform';
import { profileCalls } from '@delivery/contract/calls/profile';
import { formatReais } from '@delivery/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpNow } from '../src/modules/platform/second-factor.ts';
import { announceConsole, demoAdminOf } from '../src/modules/platform/console-notice.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { createTenant } from './helpers/tenants.ts';
import { auditOf, newAdminEmail, platformCli, platformHost } from './helpers/platform.ts';

let t: TestApp;
let run: (...argv: string[]) => Promise<{ code: number; out: string }>;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox', PLATFORM_HOST: platformHost });
  run = await platformCli(t.app);
});
afterAll(() => t.close());

/** What the command printed once, read back as the person at the terminal would copy it. */
const handed = (out: string) => ({
  password: /^Senha: (\S+)$/m.exec(out)![1]!,
  secret: /digitar: ([A-Z2-7]+)$/m.exec(out)![1]!,
  recovery: [...out.matchAll(/^ {2}([A-Z2-9]{5}-[A-Z2-9]{5})$/gm)].map((m) => m[1]!),
});

const signIn = (email: string, password: string, code: string) =>
  post(t.app, platformHost, platformCalls.platformSignIn.path, { email, password, code }).then((r) => r.json());

describe('npm run platform', () => {
  it('add-admin prints the password, authenticator and recovery codes once, and they sign in', async () => {
    const email = newAdminEmail();
    const { code, out } = await run('add-admin', '--name', 'Bruno Lima', '--email', email.toUpperCase());
    expect(code).toBe(0);
    expect(out).toContain(`Administrador criado: Bruno Lima <${email}>`);
    expect(out).toContain('otpauth://totp/');
    expect(out).toContain('Guarde tudo agora: nada disso será mostrado de novo.');
    const { password, secret, recovery } = handed(out);
    expect(recovery).toHaveLength(10);
    expect(await signIn(email, password, totpNow(secret))).toMatchObject({
      error_type: 0,
      admin: { name: 'Bruno Lima' },
    });
    expect(await signIn(email, password, recovery[0]!)).toMatchObject({ error_type: 0, recovery_codes_left: 9 });

    const again = await run('add-admin', '--name', 'Outro', '--email', email);
    expect(again).toEqual({ code: 1, out: `Não foi possível: já existe um administrador com o e-mail ${email}` });
  });

  it('reset-admin hands out new credentials, and the old ones and every session end', async () => {
    const email = newAdminEmail();
    const old = handed((await run('add-admin', '--name', 'Carla', '--email', email)).out);
    const session = await signIn(email, old.password, totpNow(old.secret));
    expect(session.error_type).toBe(0);

    const { code, out } = await run('reset-admin', '--email', email);
    expect(code).toBe(0);
    expect(out).toContain(`Administrador com novas credenciais: Carla <${email}>`);
    const fresh = handed(out);
    expect((await post(t.app, platformHost, platformCalls.platformMe.path, { token: session.token })).statusCode).toBe(
      401,
    );
    expect((await signIn(email, old.password, old.recovery[0]!)).error_type).not.toBe(0);
    expect((await signIn(email, fresh.password, old.recovery[1]!)).error_type).not.toBe(0);
    expect(await signIn(email, fresh.password, totpNow(fresh.secret))).toMatchObject({
      error_type: 0,
      recovery_codes_left: 10,
    });
  });

  it('lists the tenants, suspends one and resumes it, each kept in the audit log', async () => {
    const tenant = await createTenant(t.database.db, 'SINGLE');
    const line = async () => (await run('tenants')).out.split('\n').find((l) => l.startsWith(`${tenant.id} `));
    expect(await line()).toBe(
      `${tenant.id}  SINGLE  ${tenant.title}  ${tenant.domain}  0 pedidos, ${formatReais(0)} em 30 dias`,
    );

    expect(await run('suspend', '--profile', String(tenant.id))).toEqual({
      code: 0,
      out: `Acesso a ${tenant.title} suspenso: seus endereços mostram uma página de aviso`,
    });
    expect(await line()).toMatch(/ · SUSPENSO$/);
    expect((await post(t.app, tenant.domain, profileCalls.getProfile.path)).statusCode).toBe(503);
    expect(await run('resume', '--profile', String(tenant.id))).toEqual({
      code: 0,
      out: `Acesso a ${tenant.title} restabelecido`,
    });
    expect((await post(t.app, tenant.domain, profileCalls.getProfile.path)).statusCode).toBe(200);
    const entries = await auditOf(t.database.db, `profile:${tenant.id}`);
    expect(entries.map((e) => [e.action, e.adminId, e.ip])).toEqual([
      ['tenant-suspended', null, 'cli'],
      ['tenant-resumed', null, 'cli'],
    ]);
    expect(await run('suspend', '--profile', '999999')).toEqual({
      code: 1,
      out: 'Não foi possível: Cliente da plataforma não encontrado',
    });
  });

  it('says how to use it when the command or its options are wrong, and who is missing', async () => {
    for (const argv of [
      [],
      ['frob'],
      ['add-admin', '--email', 'x@y.com'],
      ['add-admin', '--name', 'X', '--bogus'],
      ['suspend'],
      ['resume', '--profile', 'abc'],
    ]) {
      const { code, out } = await run(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(out, argv.join(' ')).toContain('Uso: npm run platform -- <comando>');
    }
    expect(await run('reset-admin', '--email', 'ninguem@plataforma.test')).toEqual({
      code: 1,
      out: 'Não foi possível: nenhum administrador tem o e-mail ninguem@plataforma.test',
    });
  });

  it('a sandbox start prints the console and, on the demo’s first start, an administrator who signs in', async () => {
    // A console host of its own: on PostgreSQL the demo administrator of an earlier run is still there.
    const config = { ...t.app.config, PLATFORM_HOST: `plataforma-${randomUUID().slice(0, 8)}.test` };
    const started = async () => {
      const lines: string[] = [];
      await announceConsole({ db: t.database.db, config }, true, (line) => lines.push(line));
      return lines;
    };
    const first = await started();
    expect(first[0]).toBe(`Console da plataforma: http://${config.PLATFORM_HOST}:${config.PORT}/plataforma/`);
    const { email } = demoAdminOf(config.PLATFORM_HOST);
    expect(first[1]).toBe(`Administrador de demonstração criado: Administrador da demonstração <${email}>`);
    const { password, secret } = handed(first.join('\n'));
    expect(await signIn(email, password, totpNow(secret))).toMatchObject({ error_type: 0 });
    // Shown once: a later start names the administrator and how to get new credentials, nothing more.
    expect(await started()).toEqual([
      first[0],
      `Administrador de demonstração: ${email} (npm run platform -- reset-admin dá novas credenciais)`,
    ]);
  });

  it('names the console behind a proxy (TRUST_PROXY) over https on its default port', async () => {
    const config = { ...t.app.config, TRUST_PROXY: true, PLATFORM_HOST: 'console.entrega.test' };
    const lines: string[] = [];
    await announceConsole({ db: t.database.db, config }, false, (line) => lines.push(line));
    expect(lines[0]).toBe('Console da plataforma: https://console.entrega.test/plataforma/');
  });

  it('runs as `npm run platform` does, on the embedded database of DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-cli-'));
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [
          path.resolve(import.meta.dirname, '../src/modules/platform/cli.ts'),
          ...['create-tenant', '--type', 'MARKETPLACE', '--name', 'Mercado Serrano', '--host', 'serrano.lojas.test'],
          ...['--city', 'Serra Negra', '--state', 'SP', '--staff-name', 'Rita', '--staff-email', 'rita@serrano.test'],
        ],
        {
          encoding: 'utf8',
          timeout: 60_000,
          env: {
            PATH: process.env.PATH,
            APP_ENV: 'sandbox',
            DATA_DIR: dataDir,
            PLATFORM_HOST: 'plataforma.test',
            PLATFORM_DOMAIN: 'lojas.test',
          },
        },
      );
      // A failure (exit code not 0) rejects with what it printed.
      expect(stderr).toBe('');
      expect(stdout.trim()).toMatch(
        /^Mercado Serrano criado\. Enviamos o convite para rita@serrano\.test \(cliente \d+\)$/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 70_000);
});
