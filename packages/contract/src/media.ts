import { z } from 'zod';
import { ZEnvelope } from './envelope.ts';
import { zId, zSessionToken, zValidate } from './fields.ts';

/**
 * Product photos uploaded from the merchant panel (decision 0033). The body is multipart/form-data:
 * the shop and the file; the server reads the file's type from its bytes, never from its name or
 * declared type, and keeps a WebP and a JPEG fallback of it without its metadata.
 */

export const ZUploadPhotoRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  shop_id: zId(),
  /** JPEG, PNG, WebP or AVIF (HEIC where the server's image library reads it), at most 10 MB. */
  photo: z.file(),
});

export const ZStoredPhoto = z
  .object({
    /** The WebP, what a product's `image` points at. */
    url: z.string(),
    /** The same photo as a JPEG, for a browser without WebP: `url` with `.jpg` for `.webp`. */
    fallback_url: z.string(),
    /** Pixels of the stored photo, its longest side at most 1200. */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .meta({ id: 'StoredPhoto' });

export const ZUploadPhotoResponse = ZEnvelope.extend({ photo: ZStoredPhoto });
export type TUploadPhotoResponse = z.infer<typeof ZUploadPhotoResponse>;
