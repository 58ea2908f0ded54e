import { defineCalls } from '../call.ts';

const schemas = () => import('../media.ts');

/** Files the merchant panel uploads (decision 0033). */
export const mediaCalls = defineCalls('media', {
  uploadProductPhoto: {
    path: '/api/merchant/media/photo',
    methods: ['POST'],
    auth: 'staff',
    multipart: true,
    summary:
      "Uploads a product photo of a shop the owner runs (multipart/form-data: shop_id and photo). The type is read from the file's bytes (JPEG, PNG, WebP, AVIF); the photo is turned upright, stripped of its metadata, fitted in 1200 px and kept as WebP with a JPEG fallback, named by a hash of its content. Answers both URLs",
    schemas: () => schemas().then((s) => ({ body: s.ZUploadPhotoRequest, response: s.ZUploadPhotoResponse })),
  },
});
