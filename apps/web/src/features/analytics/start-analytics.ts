import {
  analyticsProviders,
  analyticsScriptUrl,
  gtagIds,
  type AnalyticsKeys,
  type AnalyticsProvider,
} from '@delivery/contract/analytics';
import { limits } from '@delivery/contract/constants';
import { loadScript } from '../../lib/load-script.ts';

/*
 * The profile's analytics, started once cookies are accepted (decision 0042). The providers'
 * snippets are inline scripts, which the page's policy forbids: their few lines are here instead,
 * and each script comes from the address the contract names, the same the API allows for it.
 */

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };
type Pixel = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Pixel;
  loaded: boolean;
  version: string;
};

declare global {
  // Augmenting the browser's Window only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Pixel;
    _fbq?: Pixel;
    MauticTrackingObject?: string;
    mt?: Queue;
  }
}

const starters: Record<AnalyticsProvider, (keys: AnalyticsKeys) => void> = {
  gtag: (keys) => {
    window.dataLayer ??= [];
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    for (const id of gtagIds(keys)) window.gtag('config', id);
    void loadScript(analyticsScriptUrl('gtag', keys)).catch(() => undefined);
  },
  gtm: (keys) => {
    window.dataLayer ??= [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    void loadScript(analyticsScriptUrl('gtm', keys)).catch(() => undefined);
  },
  pixel: (keys) => {
    // docs/product.md section 9: the pixel is set up 1000 ms after the start.
    window.setTimeout(() => {
      if (!window.fbq) {
        const fbq = function (...args: unknown[]) {
          if (fbq.callMethod) fbq.callMethod(...args);
          else fbq.queue.push(args);
        } as Pixel;
        fbq.queue = [];
        fbq.push = fbq;
        fbq.loaded = true;
        fbq.version = '2.0';
        window.fbq = fbq;
        window._fbq ??= fbq;
      }
      window.fbq('init', keys.face_pixel_key.trim());
      window.fbq('track', 'PageView');
      void loadScript(analyticsScriptUrl('pixel', keys)).catch(() => undefined);
    }, limits.pixelSetupDelayMs);
  },
  mautic: (keys) => {
    window.MauticTrackingObject = 'mt';
    const mt: Queue = (...args: unknown[]) => (mt.q ??= []).push(args);
    window.mt ??= mt;
    window.mt('send', 'pageview');
    void loadScript(analyticsScriptUrl('mautic', keys)).catch(() => undefined);
  },
};

let started = false;

/** Starts every provider whose key the profile sets, once per page load; none without a key. */
export function startAnalytics(keys: AnalyticsKeys): AnalyticsProvider[] {
  if (started) return [];
  started = true;
  const providers = analyticsProviders(keys);
  for (const provider of providers) starters[provider](keys);
  return providers;
}

/** Tells the running providers about a page the app showed without loading a document. */
export function trackPageView(providers: AnalyticsProvider[], path: string): void {
  if (providers.includes('gtag')) window.gtag?.('event', 'page_view', { page_path: path });
  if (providers.includes('gtm')) window.dataLayer?.push({ event: 'page_view', page_path: path });
  if (providers.includes('pixel')) window.fbq?.('track', 'PageView');
  if (providers.includes('mautic')) window.mt?.('send', 'pageview', { page_url: window.location.href });
}
