import { locale } from '@delivery/contract/constants';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { shortNameOf } from '@delivery/contract/short-name';
import { merchantPrefix } from '../../http/web-app.ts';
import type { Tenant } from '../tenant/service.ts';
import { iconVersion, pwaIcons } from './icons.ts';

/** The name the customer app's header shows: the tenant's app title, else its own name. */
const appTitle = (tenant: Tenant): string => tenant.settings.app.title || tenant.name;

/** The tenant's icons (icons.ts), named with their version so an installer never keeps a stale one. */
function manifestIcons(tenant: Tenant) {
  const version = iconVersion(tenant);
  return pwaIcons
    .filter((icon) => icon.inManifest)
    .map((icon) => ({
      src: `${icon.path}?v=${version}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    }));
}

/**
 * The tenant's web app manifest (W3C Web App Manifest): what a phone puts on its home screen when
 * the customer installs the app from this host. Every tenant is its own origin, so `id`, `scope`
 * and `start_url` are the root; the name is the title the header shows, the short one what fits
 * under the icon, the colours its brand.
 */
export function webManifest(tenant: Tenant, description: string) {
  const title = appTitle(tenant);
  return {
    id: '/',
    name: title,
    short_name: shortNameOf({ title, short_name: tenant.settings.app.short_name }),
    description,
    lang: locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: tenant.settings.theme.primary,
    background_color: '#ffffff',
    categories: ['food', 'shopping'],
    icons: manifestIcons(tenant),
  };
}

/** The panel's dark header (apps/merchant/index.html's theme-color): the bar and splash around it. */
const panelColour = '#17171b';

/**
 * The merchant panel's manifest (decision 0069): installed, the panel is an app of its own beside
 * the customer's on the same host (its own `id` and scope, /painel/), which is what lets an iPhone
 * or iPad receive its Web Push with the panel closed. It wears the tenant's icons; the short name
 * under them says it is the panel, not the shop.
 */
export function panelManifest(tenant: Tenant) {
  return {
    id: merchantPrefix,
    name: formatMessage(apiMessages.panelAppName, { title: appTitle(tenant) }),
    short_name: apiMessages.panelAppShortName,
    lang: locale,
    dir: 'ltr',
    start_url: merchantPrefix,
    scope: merchantPrefix,
    display: 'standalone',
    theme_color: panelColour,
    background_color: panelColour,
    categories: ['business', 'food'],
    icons: manifestIcons(tenant),
  };
}
