/**
 * How an uploaded product photo is named (decision 0033), with no zod: the apps import it. A photo
 * is stored twice under one content hash, `shops/<shop_id>/<hash>.webp` and its JPEG fallback
 * `….jpg` beside it, wherever the storage keeps them (the API's /media/ or an object store).
 */

export const photoFormats = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type PhotoFormat = keyof typeof photoFormats;

/** Hex characters of the content hash in a photo's name. */
export const photoHashLength = 32;

const uploadedPhoto = new RegExp(`/shops/[1-9]\\d*/[0-9a-f]{${photoHashLength}}\\.webp$`);

/** Where a photo is kept, relative to the storage's base. */
export const photoKey = (shopId: number, hash: string, format: PhotoFormat): string =>
  `shops/${shopId}/${hash}.${format}`;

/** The JPEG beside an uploaded photo's WebP URL; null for any other image (the demo's art). */
export function photoFallbackUrl(url: string): string | null {
  return uploadedPhoto.test(url) ? `${url.slice(0, -'.webp'.length)}.jpg` : null;
}
