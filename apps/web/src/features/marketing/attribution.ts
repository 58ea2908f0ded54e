/**
 * docs/product.md section 3 keeps the marketing source (midia_source: the referrer) and the campaign origin
 * (midia_origem: a URL with a campaign parameter), with that URL's parameters (urlParams); sign-up
 * sends the origin as url_destino. Last non-direct touch (decision 0042): a visit from another site
 * or from a campaign link replaces what was kept, a direct visit or the app's own pages keep it.
 */

/** The parameters that make an address a campaign's: UTM tags and the ad networks' click ids. */
const campaignParams = /^(utm_[a-z]+|gclid|gbraid|wbraid|fbclid|msclkid)$/i;

export type Attribution = {
  midia_source?: string;
  midia_origem?: string;
  urlParams?: Record<string, string>;
};

/** What a landing (its address and the page that sent it there) gives to keep; {} for a direct visit. */
export function attributionOf(landingUrl: string, referrer: string): Attribution {
  const found: Attribution = {};
  let url: URL;
  try {
    url = new URL(landingUrl);
  } catch {
    return found;
  }
  if (referrer) {
    try {
      const from = new URL(referrer);
      // The app's own pages are no source: only another site sends a visitor.
      if (from.host !== url.host && /^https?:$/.test(from.protocol)) found.midia_source = referrer.slice(0, 200);
    } catch {
      // An unreadable referrer says nothing about where the visitor came from.
    }
  }
  const params = Object.fromEntries(url.searchParams);
  if (Object.keys(params).some((name) => campaignParams.test(name))) {
    found.midia_origem = url.href.slice(0, 2000);
    found.urlParams = params;
  }
  return found;
}
