import type { CallBody } from '@delivery/contract/call';
import type { mediaCalls } from '@delivery/contract/calls/media';
import { envelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import type { TUploadPhotoResponse } from '@delivery/contract/media';
import { apiMessages } from '@delivery/contract/messages';
import { photoFormats, photoHashLength, photoKey } from '@delivery/contract/photo-names';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import { renderPhoto } from './photo-render.ts';
import type { MediaStorage } from './storage.ts';

/**
 * Whether `url` is a photo uploaded for this shop, to the storage whose base is `mediaBase`: what
 * a product of the shop may show (the menu editor checks it). By the URL alone, no file is read.
 */
export function isShopPhoto(mediaBase: string, shopId: number, url: string): boolean {
  const prefix = `${mediaBase}/${photoKey(shopId, '', 'webp').slice(0, -'.webp'.length)}`;
  if (!url.startsWith(prefix)) return false;
  return new RegExp(`^[0-9a-f]{${photoHashLength}}\\.webp$`).test(url.slice(prefix.length));
}

/**
 * A product photo of a shop the owner (or an operator) runs: rendered, then both files stored under
 * the hash of the WebP, so the same photo uploaded twice is the same name and a new one a new name.
 */
export async function uploadProductPhoto(
  storage: MediaStorage,
  scope: StaffScope,
  input: CallBody<typeof mediaCalls.uploadProductPhoto>,
  log: FastifyBaseLogger,
): Promise<TUploadPhotoResponse> {
  requireShop(scope, input.shop_id, 'manageShop');
  const photo = await renderPhoto(Buffer.from(await input.photo.arrayBuffer()));
  const hash = createHash('sha256').update(photo.webp).digest('hex').slice(0, photoHashLength);
  const webpKey = photoKey(input.shop_id, hash, 'webp');
  const jpegKey = photoKey(input.shop_id, hash, 'jpg');
  try {
    await Promise.all([
      storage.put(webpKey, photo.webp, photoFormats.webp),
      storage.put(jpegKey, photo.jpeg, photoFormats.jpg),
    ]);
  } catch (error) {
    log.error({ err: error, key: webpKey }, 'photo not stored');
    throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.photoStoreFailed);
  }
  return {
    ...envelope(ErrorType.OK, apiMessages.photoSaved),
    photo: {
      url: `${storage.base}/${webpKey}`,
      fallback_url: `${storage.base}/${jpegKey}`,
      width: photo.width,
      height: photo.height,
    },
  };
}
