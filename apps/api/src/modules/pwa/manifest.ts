import { locale } from '@delivery/contract/constants';
import { shortNameOf } from '@delivery/contract/short-name';
import type { Tenant } from '../tenant/service.ts';
import { iconVersion, pwaIcons } from './icons.ts';

/**
 * The tenant's web app manifest (W3C Web App Manifest): what a phone puts on its home screen when
 * the customer installs the app from this host. Every tenant is its own origin, so `id`, `scope`
 * and `start_url` are the root; the name is the title the header shows, the short one what fits
 * under the icon, the colours its brand.
 */
export function webManifest(tenant: Tenant, description: string) {
  const { app, theme } = tenant.settings;
  const title = app.title || tenant.name;
  const version = iconVersion(tenant);
  return {
    id: '/',
    name: title,
    short_name: shortNameOf({ title, short_name: app.short_name }),
    description,
    lang: locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme.primary,
    background_color: '#ffffff',
    categories: ['food', 'shopping'],
    icons: pwaIcons
      .filter((icon) => icon.inManifest)
      .map((icon) => ({
        src: `${icon.path}?v=${version}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
  };
}
