/**
 * The app's page a link names (decision 0044): a link to the tenant's site (https on the API's
 * host: a shop, an order) or to the app's own scheme (`<app id>://campinas/pizzaria/forno-da-nonna`)
 * opens that page in the app; null for any other link, which the app leaves alone.
 */
export function appPathOf(link: string, apiHost: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') {
    return url.hostname === apiHost ? `${url.pathname}${url.search}${url.hash}` : null;
  }
  if (url.protocol === 'http:' || url.protocol === 'javascript:' || url.protocol === 'data:') return null;
  // A custom scheme's first part parses as a host: it is the path's first segment.
  const path = `/${url.host}${url.pathname}`.replace(/\/{2,}/g, '/');
  return `${path}${url.search}${url.hash}`;
}
