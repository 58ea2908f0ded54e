import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createFolderStorage, serveFolder } from './folder-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { MediaStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStorage;
  }
}

/**
 * The configured storage as `app.media`: the S3-compatible bucket when S3_BUCKET is set, else
 * DATA_DIR/media, which this API then serves under /media/.
 */
export async function registerMediaStorage(app: FastifyInstance): Promise<void> {
  const { config } = app;
  let storage: MediaStorage;
  if (config.S3_BUCKET) {
    storage = await createS3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      publicUrl: config.S3_PUBLIC_URL!,
    });
  } else {
    const root = path.resolve(config.DATA_DIR, 'media');
    storage = createFolderStorage(root);
    await serveFolder(app, root);
  }
  app.decorate('media', storage);
  app.addHook('onClose', () => storage.close());
}
