import { setItem, storageKeys } from '../../lib/storage.ts';
import { attributionOf } from './attribution.ts';

/** Stores what the landing gives (last non-direct touch); a direct visit leaves the kept values. */
export async function keepAttribution(landingUrl: string, referrer: string): Promise<void> {
  const found = attributionOf(landingUrl, referrer);
  await Promise.all([
    found.midia_source ? setItem(storageKeys.midiaSource, found.midia_source) : null,
    found.midia_origem ? setItem(storageKeys.midiaOrigem, found.midia_origem) : null,
    found.urlParams ? setItem(storageKeys.urlParams, found.urlParams) : null,
  ]);
}
