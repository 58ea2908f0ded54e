/*
 * The analytics a tenant's profile turns on (docs/product.md section 3: site.ga_key, adwords_key, key_gtm,
 * face_pixel_key, mautic_key) and what each needs: the script the web app adds once cookies are
 * accepted, and the origins the page's Content-Security-Policy must allow for it. One list for
 * both sides, so the API's policy allows exactly what the app loads (decision 0042).
 */

export type AnalyticsKeys = {
  ga_key: string;
  adwords_key: string;
  key_gtm: string;
  face_pixel_key: string;
  mautic_key: string;
};

export type AnalyticsProvider = 'gtag' | 'gtm' | 'pixel' | 'mautic';

/**
 * Sources a provider adds to each CSP directive of the page; `form-action` only for where the
 * page's own forms post (the card gateway's 3-D Secure, decision 0084).
 */
export type CspSources = {
  'script-src': string[];
  'connect-src': string[];
  'frame-src': string[];
  'form-action'?: string[];
};

const gtm = 'https://www.googletagmanager.com';
// Google's CSP guide for GA4 and Ads (developers.google.com/tag-platform/security/guides/csp).
const gaOrigins = ['https://*.google-analytics.com', 'https://*.analytics.google.com', gtm];
const adsOrigins = [
  'https://www.googleadservices.com',
  'https://googleads.g.doubleclick.net',
  'https://www.google.com',
];

/** The Mautic key is the customer's own Mautic address: only an https origin is used, else nothing. */
export function mauticOrigin(key: string): string | null {
  // The contract has no URL class (it runs without DOM or Node types): an https origin, by its shape.
  const match = /^https:\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)+)(:\d{1,5})?(?:[/?#]\S*)?$/i.exec(key.trim());
  return match ? `https://${(match[1] ?? '').toLowerCase()}${match[2] ?? ''}` : null;
}

/** The gtag.js ids: GA4 and Google Ads share one script, configured once per id. */
export function gtagIds(keys: AnalyticsKeys): string[] {
  return [keys.ga_key, keys.adwords_key].map((key) => key.trim()).filter(Boolean);
}

/** The providers a profile sets, in the order they load. */
export function analyticsProviders(keys: AnalyticsKeys): AnalyticsProvider[] {
  const providers: AnalyticsProvider[] = [];
  if (gtagIds(keys).length) providers.push('gtag');
  if (keys.key_gtm.trim()) providers.push('gtm');
  if (keys.face_pixel_key.trim()) providers.push('pixel');
  if (mauticOrigin(keys.mautic_key.trim())) providers.push('mautic');
  return providers;
}

/** The script each provider adds to the page. */
export function analyticsScriptUrl(provider: AnalyticsProvider, keys: AnalyticsKeys): string {
  switch (provider) {
    case 'gtag':
      return `${gtm}/gtag/js?id=${encodeURIComponent(gtagIds(keys)[0] ?? '')}`;
    case 'gtm':
      return `${gtm}/gtm.js?id=${encodeURIComponent(keys.key_gtm.trim())}`;
    case 'pixel':
      return 'https://connect.facebook.net/en_US/fbevents.js';
    case 'mautic':
      return `${mauticOrigin(keys.mautic_key.trim()) ?? ''}/mtc.js`;
  }
}

/**
 * The CSP sources the profile's keys need beyond the page's own policy; empty lists when it sets
 * none. Each origin appears once, in a fixed order, so equal keys give an equal policy.
 */
export function analyticsCspSources(keys: AnalyticsKeys): CspSources {
  const sources: CspSources = { 'script-src': [], 'connect-src': [], 'frame-src': [] };
  const add = (directive: 'script-src' | 'connect-src' | 'frame-src', origins: string[]) => {
    for (const origin of origins) if (!sources[directive].includes(origin)) sources[directive].push(origin);
  };
  for (const provider of analyticsProviders(keys)) {
    if (provider === 'gtag') {
      add('script-src', [gtm]);
      if (keys.ga_key.trim()) add('connect-src', gaOrigins);
      if (keys.adwords_key.trim()) {
        add('script-src', adsOrigins);
        add('connect-src', adsOrigins);
        add('frame-src', ['https://td.doubleclick.net', 'https://bid.g.doubleclick.net']);
      }
    }
    if (provider === 'gtm') {
      add('script-src', [gtm]);
      add('connect-src', [gtm]);
    }
    // connect.facebook.net is already the page's (the Facebook sign-in SDK); the pixel reports to www.facebook.com.
    if (provider === 'pixel') {
      add('script-src', ['https://connect.facebook.net']);
      add('connect-src', ['https://www.facebook.com']);
    }
    if (provider === 'mautic') {
      const origin = mauticOrigin(keys.mautic_key.trim());
      if (origin) {
        add('script-src', [origin]);
        add('connect-src', [origin]);
      }
    }
  }
  return sources;
}
