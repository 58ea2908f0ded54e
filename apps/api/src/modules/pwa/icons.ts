import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Tenant } from '../tenant/service.ts';

/**
 * The icons installers ask for: 192 and 512 px for Android and desktop Chromium, a maskable
 * 512 px one that launchers may cut into a circle or a squircle, and iOS's 180 px touch icon
 * (named by index.html, not by the manifest, which Safari ignores for icons).
 */
export const pwaIcons = [
  { path: '/pwa/icon-192.png', size: 192, purpose: 'any', inManifest: true },
  { path: '/pwa/icon-512.png', size: 512, purpose: 'any', inManifest: true },
  { path: '/pwa/maskable-512.png', size: 512, purpose: 'maskable', inManifest: true },
  { path: '/pwa/apple-touch-icon.png', size: 180, purpose: 'apple', inManifest: false },
] as const;

export type PwaIcon = (typeof pwaIcons)[number];

/** The image the icons are drawn from: the PWA logo, else the square icon of the tab. */
const iconSource = (tenant: Tenant): string => tenant.settings.site.logo_pwa_app || tenant.settings.site.icone;

/** Changes when the source or the brand colour does, so the manifest's icon URLs are never stale. */
export const iconVersion = (tenant: Tenant): string =>
  createHash('sha256')
    .update(`${iconSource(tenant)}\n${tenant.settings.theme.primary}`)
    .digest('base64url')
    .slice(0, 10);

/** A logo that large is not a logo; it would only cost the server memory. */
const MAX_SOURCE_BYTES = 2 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5_000;

/** The folders a relative source may name: the customer app's public files and the uploaded media. */
export type IconFolders = { web: string; media: string };

/**
 * The source's bytes: a path of this server (the built app's public files, or /media/), read from
 * disk without leaving its folder, or an https URL fetched with a time and size limit. Null when
 * it cannot be read: the tenant then gets the drawn icon rather than an error.
 */
export async function readSource(source: string, folders: IconFolders): Promise<Buffer | null> {
  if (source.startsWith('/') && !source.startsWith('//')) {
    const [root, rest] = source.startsWith('/media/') ? [folders.media, source.slice(7)] : [folders.web, source];
    const file = path.resolve(root, `.${path.posix.normalize(`/${rest.split('?')[0] ?? ''}`)}`);
    if (!file.startsWith(path.resolve(root) + path.sep)) return null;
    return readFile(file).catch(() => null);
  }
  if (!source.startsWith('https://')) return null;
  try {
    const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok) return null;
    if (Number(response.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > MAX_SOURCE_BYTES ? null : bytes;
  } catch {
    return null;
  }
}

/** A white shopping bag on the brand colour: the icon of a tenant whose logo cannot be read. */
export const drawnIcon = (colour: string): Buffer =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${colour}"/>` +
      '<path d="M28 36h40l-3 34a4 4 0 0 1-4 3.6H35a4 4 0 0 1-4-3.6z" fill="#fff"/>' +
      '<path d="M38 36v-4a10 10 0 0 1 20 0v4" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/></svg>',
  );

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/** A canvas of `width`×`height` on `background` with the logo fitted whole in an `inner` px square at its centre. */
export async function placeLogo(
  source: Buffer,
  canvas: { width: number; height: number; inner: number; background: string | typeof transparent },
): Promise<Buffer> {
  const logo = await sharp(source, { density: 384, limitInputPixels: 40_000_000 })
    .resize(canvas.inner, canvas.inner, { fit: 'contain', background: transparent })
    .png()
    .toBuffer();
  return sharp({ create: { width: canvas.width, height: canvas.height, channels: 4, background: canvas.background } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The logo fitted in a square: whole and transparent around it for 'any'; for 'maskable' within
 * the central 80% (the circle every launcher's mask keeps) on the brand colour; for iOS on white,
 * which draws transparency black. The native shell's icons are drawn by the same rules
 * (scripts/native/draw-assets.ts).
 */
export function renderIcon(
  source: Buffer,
  icon: { size: number; purpose: PwaIcon['purpose'] },
  colour: string,
): Promise<Buffer> {
  const inner = icon.purpose === 'maskable' ? Math.round(icon.size * 0.8) : icon.size;
  const background = icon.purpose === 'maskable' ? colour : icon.purpose === 'apple' ? '#ffffff' : transparent;
  return placeLogo(source, { width: icon.size, height: icon.size, inner, background });
}

/** How many rendered icons a process keeps: four per tenant for a dozen tenants. */
const KEPT_ICONS = 48;

/**
 * Renders each tenant's icons once per source and colour (the key), keeping the latest few: an
 * installer asks for them a handful of times, a changed logo makes a new key.
 */
export function createIconRenderer(folders: IconFolders) {
  const kept = new Map<string, Promise<Buffer>>();
  return (tenant: Tenant, icon: PwaIcon): Promise<Buffer> => {
    const colour = tenant.settings.theme.primary;
    const source = iconSource(tenant);
    const key = `${tenant.id}\n${source}\n${colour}\n${icon.path}`;
    let rendered = kept.get(key);
    if (!rendered) {
      rendered = readSource(source, folders)
        .then((bytes) => renderIcon(bytes ?? drawnIcon(colour), icon, colour))
        .catch(() => renderIcon(drawnIcon(colour), icon, colour));
      kept.set(key, rendered);
      if (kept.size > KEPT_ICONS) kept.delete(kept.keys().next().value!);
    }
    return rendered;
  };
}
