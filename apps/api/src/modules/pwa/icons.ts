import { createHash } from 'node:crypto';
import {
  drawnIcon,
  logoSource,
  placeLogo,
  readSource,
  transparent,
  type ImageSources,
} from '../../lib/brand-images.ts';
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

/** Changes when the source or the brand colour does, so the manifest's icon URLs are never stale. */
export const iconVersion = (tenant: Tenant): string =>
  createHash('sha256')
    .update(`${logoSource(tenant.settings.site)}\n${tenant.settings.theme.primary}`)
    .digest('base64url')
    .slice(0, 10);

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
export function createIconRenderer(sources: ImageSources) {
  const kept = new Map<string, Promise<Buffer>>();
  return (tenant: Tenant, icon: PwaIcon): Promise<Buffer> => {
    const colour = tenant.settings.theme.primary;
    const source = logoSource(tenant.settings.site);
    const key = `${tenant.id}\n${source}\n${colour}\n${icon.path}`;
    let rendered = kept.get(key);
    if (!rendered) {
      rendered = readSource(source, sources)
        .then((bytes) => renderIcon(bytes ?? drawnIcon(colour), icon, colour))
        .catch(() => renderIcon(drawnIcon(colour), icon, colour));
      kept.set(key, rendered);
      if (kept.size > KEPT_ICONS) kept.delete(kept.keys().next().value!);
    }
    return rendered;
  };
}
