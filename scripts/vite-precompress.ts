import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; index.html is left out: the API rewrites it on start (apps/api/src/http/web-app.ts). */
const compressible = /\.(js|mjs|css|json|svg|txt|xml|webmanifest|map|wasm)$/;

/** The API compresses on the fly from 1 KB (apps/api/src/app.ts); below that the headers outweigh the gain. */
const minBytes = 1024;

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside each compressible file of the build,
 * so the API sends them as they are (@fastify/static's preCompressed) instead of compressing each
 * answer at a lower level. Runs last so the copied public files and the service worker are included.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'delivery:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After every other plugin's files, the service worker's among them.
      order: 'post',
      sequential: true,
      async handler() {
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
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
