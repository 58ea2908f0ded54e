import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@delivery/contract/errors';
import { profiles } from '../src/db/schema/profiles.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createTenant, settingsFor, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let tenant: TestTenant;
let broken: TestTenant;
let escaping: TestTenant;
const webDist = mkdtempSync(path.join(tmpdir(), 'pwa-web-'));

/** A wide blue logo: the icons must fit it whole, never stretch or crop it. */
writeFileSync(
  path.join(webDist, 'logo.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="#0000ff"/></svg>',
);

async function setLogo(profileId: number, logo: string, primary = '#1f7a3d') {
  const settings = settingsFor('MARKETPLACE', 'Pizzaria Bella Napoli');
  settings.site.logo_pwa_app = logo;
  settings.theme.primary = primary;
  await t.database.db.update(profiles).set({ settings }).where(eq(profiles.id, profileId));
}

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
  tenant = await createTenant(t.database.db);
  broken = await createTenant(t.database.db);
  escaping = await createTenant(t.database.db);
  await setLogo(tenant.id, '/logo.svg');
  await setLogo(broken.id, '/nao-existe.svg', '#123456');
  await setLogo(escaping.id, '/../../../../etc/passwd', '#654321');
});
afterAll(() => t.close());

const get = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return Array.from(data.subarray(at, at + info.channels));
}

describe('the web app manifest', () => {
  it("is the tenant's own: its title, brand colour, icons and the standalone display", async () => {
    const res = await get(tenant.domain, '/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Pizzaria Bella Napoli',
      // No short name set: the title's words that fit under the icon.
      short_name: 'Pizzaria',
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1f7a3d',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) expect(icon.src).toMatch(/^\/pwa\/[a-z-]+-\d+\.png\?v=[\w-]{10}$/);
  });

  it('names new icon URLs when the logo changes, so no installer keeps the old one', async () => {
    const before = (await get(broken.domain, '/manifest.webmanifest')).json().icons[0].src;
    await setLogo(broken.id, '/outro.svg', '#123456');
    const after = (await get(broken.domain, '/manifest.webmanifest')).json().icons[0].src;
    expect(after).not.toBe(before);
    await setLogo(broken.id, '/nao-existe.svg', '#123456');
  });

  it('is refused for a host that is no tenant, in the contract form', async () => {
    const res = await get('ninguem.test', '/manifest.webmanifest');
    expect(res.json()).toMatchObject({ error_type: ErrorType.NOT_FOUND });
  });
});

describe("the panel's manifest", () => {
  it("makes the panel an app of its own under /painel/, named for the tenant, with the tenant's icons", async () => {
    const res = await get(tenant.domain, '/painel/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      id: '/painel/',
      name: 'Pizzaria Bella Napoli — Painel',
      short_name: 'Painel',
      lang: 'pt-BR',
      start_url: '/painel/',
      scope: '/painel/',
      display: 'standalone',
      theme_color: '#17171b',
    });
    // The same icons as the customer app's, which the icon routes above draw from the tenant's logo.
    const customer = (await get(tenant.domain, '/manifest.webmanifest')).json();
    expect(manifest.icons).toEqual(customer.icons);
    expect((await get(tenant.domain, manifest.icons[0].src.split('?')[0])).statusCode).toBe(200);
  });

  it('is refused for a host that is no tenant, in the contract form', async () => {
    const res = await get('ninguem.test', '/painel/manifest.webmanifest');
    expect(res.json()).toMatchObject({ error_type: ErrorType.NOT_FOUND });
  });
});

describe('the icons', () => {
  it('are PNGs of the sizes named, the logo fitted whole on a transparent square', async () => {
    for (const [url, size] of [
      ['/pwa/icon-192.png', 192],
      ['/pwa/icon-512.png', 512],
      ['/pwa/apple-touch-icon.png', 180],
    ] as const) {
      const res = await get(tenant.domain, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
    const png = (await get(tenant.domain, '/pwa/icon-512.png')).rawPayload;
    expect(await pixel(png, 256, 256)).toEqual([0, 0, 255, 255]);
    // The 4:1 logo fills the width and an eighth of the height above and below stays clear.
    expect((await pixel(png, 256, 100))[3]).toBe(0);
    expect(await pixel(png, 2, 256)).toEqual([0, 0, 255, 255]);
  });

  it("keeps the maskable icon's logo inside the safe zone, on the brand colour", async () => {
    const png = (await get(tenant.domain, '/pwa/maskable-512.png')).rawPayload;
    expect(await pixel(png, 256, 256)).toEqual([0, 0, 255, 255]);
    // Left of the central 80%: the brand colour, where a circular mask may cut.
    expect(await pixel(png, 30, 256)).toEqual([0x1f, 0x7a, 0x3d, 255]);
    expect(await pixel(png, 0, 0)).toEqual([0x1f, 0x7a, 0x3d, 255]);
  });

  it("draws a bag on the brand colour when the logo cannot be read, or would leave the app's folder", async () => {
    for (const [who, colour] of [
      [broken, [0x12, 0x34, 0x56, 255]],
      [escaping, [0x65, 0x43, 0x21, 255]],
    ] as const) {
      const res = await get(who.domain, '/pwa/icon-192.png');
      expect(res.statusCode).toBe(200);
      const png = res.rawPayload;
      expect(await pixel(png, 4, 4)).toEqual(colour);
      expect(await pixel(png, 96, 120)).toEqual([255, 255, 255, 255]);
    }
  });
});
