import { photoFallbackUrl } from '@delivery/contract/photo-names';
import { apiUrl } from './api-client.ts';

/** The API's own files are on the API's host, which is another one in the native shell. */
const served = (url: string) => (url.startsWith('/media/') ? apiUrl(url) : url);

/**
 * The sources of a product's image: a photo the shop uploaded is a WebP with a JPEG beside it for
 * a browser that reads no WebP (decision 0033); any other image (the demo's art) is itself.
 */
export function photoSources(image: string): { webp: string | null; src: string } {
  const fallback = photoFallbackUrl(image);
  return fallback ? { webp: served(image), src: served(fallback) } : { webp: null, src: image };
}
