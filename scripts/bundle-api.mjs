// The API as one ES module, apps/api/dist/server.js, for `npm start` (scripts/start-api.sh): its
// TypeScript and the contract's, bundled by esbuild in about a second at each start, so it is never
// stale. tsx at run time kept its loader thread and transpiler in the server, ~60 MB resident
// (decision 0021). Packages from node_modules stay outside, loaded by Node as usual. Beside it,
// apps/api/dist/db/migrate-cli.js: a container image has no tsx, and runs its migrations with this
// once before the API processes start (compose.yaml, deploy/k8s/migrate-job.yaml).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

await build({
  entryPoints: [path.join(root, 'apps/api/src/server.ts'), path.join(root, 'apps/api/src/db/migrate-cli.ts')],
  outbase: path.join(root, 'apps/api/src'),
  outdir: path.join(root, 'apps/api/dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // With node --enable-source-maps, stack traces name the .ts lines, as under tsx.
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'as-under-tsx',
      setup(build) {
        // Bare imports are packages (and node: modules), except our workspaces' TypeScript.
        build.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
          name.startsWith('@delivery/') ? undefined : { path: name, external: true },
        );
        // Each module keeps its own import.meta (the migrations, the web app and PGlite are found
        // from it), not the bundle's.
        build.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => ({
          loader: 'ts',
          contents: (await readFile(file, 'utf8'))
            .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
            .replaceAll('import.meta.filename', JSON.stringify(file))
            .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)),
        }));
      },
    },
  ],
});
