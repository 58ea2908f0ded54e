import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.ts';
import { imageTypeOf, type ImageType } from './image-type.ts';

/** The longest side of a stored photo: a product's page shows it at most 480 px wide, twice for sharp screens. */
export const PHOTO_MAX_SIDE = 1200;
/** Above a 64 MP phone photo; a decoded PNG of that size already takes ~256 MB. */
const MAX_MEGAPIXELS = 64;

// Uploads are rare: no decoded image is kept in memory between them.
sharp.cache(false);

/** The decoder's name for each type the signature tells. */
const decoderFormat: Record<ImageType, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif', heic: 'heif' };

export type RenderedPhoto = { webp: Buffer; jpeg: Buffer; width: number; height: number };

/**
 * A photo as the shop's customers get it: its type read from its bytes, turned upright by its
 * EXIF orientation, fitted in PHOTO_MAX_SIDE (never enlarged), and written as WebP and as a JPEG
 * on white (no transparency there), with no metadata at all (EXIF, GPS, XMP, ICC: the colours are
 * converted to sRGB first). Anything else is refused with a message the panel shows.
 */
export async function renderPhoto(bytes: Buffer): Promise<RenderedPhoto> {
  const type = imageTypeOf(bytes);
  if (!type) throw new AppError(ErrorType.UNSUPPORTED_MEDIA_TYPE, apiMessages.photoTypeRefused);
  const unreadable = () =>
    type === 'heic'
      ? new AppError(ErrorType.UNSUPPORTED_MEDIA_TYPE, apiMessages.photoHeicRefused)
      : new AppError(ErrorType.INVALID_INPUT, apiMessages.photoUnreadable);

  const source = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_MEGAPIXELS * 1_000_000 });
  const metadata = await source.metadata().catch(() => {
    throw unreadable();
  });
  if (metadata.format !== decoderFormat[type])
    throw new AppError(ErrorType.UNSUPPORTED_MEDIA_TYPE, apiMessages.photoTypeRefused);
  if (metadata.width * metadata.height > MAX_MEGAPIXELS * 1_000_000) {
    throw new AppError(ErrorType.INVALID_INPUT, formatMessage(apiMessages.photoTooManyPixels, { max: MAX_MEGAPIXELS }));
  }

  const upright = source
    .autoOrient()
    .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  try {
    const [webp, jpeg] = await Promise.all([
      upright.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
      upright.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    ]);
    return { webp: webp.data, jpeg, width: webp.info.width, height: webp.info.height };
  } catch {
    throw unreadable();
  }
}
