import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { photoHashLength } from '@delivery/contract/photo-names';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, type MediaStorage } from './storage.ts';

/** Where the API serves the data folder's photos. */
export const MEDIA_PREFIX = '/media';

/** The only files served: stored photos, never a half-written one or anything else in the folder. */
const servedName = new RegExp(`^/shops/[1-9]\\d*/[0-9a-f]{${photoHashLength}}\\.(webp|jpg)$`);

/** The data folder (DATA_DIR/media): what one API process, or several sharing the folder, serves. */
export function createFolderStorage(root: string): MediaStorage {
  return {
    base: MEDIA_PREFIX,
    async put(key, bytes) {
      const target = path.join(root, key);
      if (
        await access(target).then(
          () => true,
          () => false,
        )
      )
        return;
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed: a reader sees the whole file or none.
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    close: async () => undefined,
  };
}

/**
 * Serves the folder under /media/: a photo's name is its content's hash, so it is cached for a
 * year, and any site may show it (the native app's pages are on another origin).
 */
export async function serveFolder(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: `${MEDIA_PREFIX}/`,
    // The customer app's registration decorates the reply.
    decorateReply: false,
    // Created by the first upload.
    suppressWarning: true,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    allowedPath: (pathname) => servedName.test(pathname),
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE).header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
