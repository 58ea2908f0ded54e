import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { fetch, type Dispatcher } from 'undici';

/*
 * Reading the images a tenant or a shop names (a logo, a cover, a product's picture) and drawing
 * with them: the PWA's icons, the native shell's, and the pictures of link previews.
 */

/** A logo that large is not a logo; it would only cost the server memory. */
const MAX_SOURCE_BYTES = 2 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5_000;

/**
 * Where a relative source is read: the customer app's public files and the uploaded media. An
 * https source is fetched through `outbound`, the guard for addresses someone else gave (decision
 * 0059); null only where no one else gave it (a build script's own tenant file).
 */
export type ImageSources = { web: string; media: string; outbound: Dispatcher | null };

/**
 * The source's bytes: a path of this server (the built app's public files, or /media/), read from
 * disk without leaving its folder, or an https URL fetched with a time and size limit. Null when
 * it cannot be read: the caller then draws something of its own rather than failing.
 */
export async function readSource(source: string, sources: ImageSources): Promise<Buffer | null> {
  if (source.startsWith('/') && !source.startsWith('//')) {
    const [root, rest] = source.startsWith('/media/') ? [sources.media, source.slice(7)] : [sources.web, source];
    const file = path.resolve(root, `.${path.posix.normalize(`/${rest.split('?')[0] ?? ''}`)}`);
    if (!file.startsWith(path.resolve(root) + path.sep)) return null;
    return readFile(file).catch(() => null);
  }
  if (!source.startsWith('https://')) return null;
  try {
    const response = await fetch(source, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      redirect: 'follow',
      ...(sources.outbound ? { dispatcher: sources.outbound } : {}),
    });
    if (!response.ok) return null;
    if (Number(response.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > MAX_SOURCE_BYTES ? null : bytes;
  } catch {
    return null;
  }
}

/** The image a tenant's icons and previews are drawn from: the PWA logo, else the square icon of the tab. */
export const logoSource = (site: { logo_pwa_app: string; icone: string }): string => site.logo_pwa_app || site.icone;

/** A white shopping bag on the brand colour: the icon of a tenant whose logo cannot be read. */
export const drawnIcon = (colour: string): Buffer =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${colour}"/>` +
      '<path d="M28 36h40l-3 34a4 4 0 0 1-4 3.6H35a4 4 0 0 1-4-3.6z" fill="#fff"/>' +
      '<path d="M38 36v-4a10 10 0 0 1 20 0v4" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/></svg>',
  );

export const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

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
