import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads. */
const compressible = /\.(js|mjs|css|json|svg|txt|xml|webmanifest|map|wasm)$/;

/** The API compresses on the fly from 1 KB (apps/api/src/app.ts); below that the headers outweigh the gain. */
const minBytes = 1024;

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside each compressible file of the build's
 * assets folder, so the API sends them as they are (@fastify/static's preCompressed) instead of
 * compressing each answer at a lower level. Only there: those names carry a hash of their bytes, so
 * a copy can never be older than its file. Files at fixed names (the service worker, whose new
 * bytes must reach browsers, texts, index.html that the API rewrites) are compressed by the API as
 * it sends them.
 */
export function precompress(): Plugin {
  let assetsDir = '';
  return {
    name: 'delivery:precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle: {
      // After every other plugin's files.
      order: 'post',
      sequential: true,
      async handler() {
        const entries = await readdir(assetsDir, { recursive: true, withFileTypes: true });
        const files = entries
          .filter((entry) => entry.isFile() && compressible.test(entry.name))
          .map((entry) => join(entry.parentPath, entry.name));
        await Promise.all(
          files.map(async (file) => {
            const bytes = await readFile(file);
            if (bytes.length < minBytes) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipAsync(bytes, { level: 9 }),
            ]);
            // A file that does not shrink is sent as it is.
            if (br.length < bytes.length) await writeFile(`${file}.br`, br);
            if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}
