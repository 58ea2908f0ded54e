import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defaultPageMeta, locale } from '@delivery/contract/constants';
import { precompress } from '../../scripts/vite-precompress.ts';
import { reactModule, reactOnPreact } from './react-on-preact.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const localesDir = join(root, 'public', 'locales');
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** Hash of every locale file, appended to their URLs so a changed text is never served stale. */
function localesVersion(): string {
  const hash = createHash('sha256');
  const files = readdirSync(localesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(localesDir.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 10);
}

/**
 * Head tags that must not drift from their sources: title, description and keywords from the
 * contract and common.json, and preloads of the texts the first render waits for. In dev the
 * app-env meta follows APP_ENV, as the API rewrites it in the built file.
 */
function documentHead(version: string): Plugin {
  const common = JSON.parse(readFileSync(join(localesDir, locale, 'common.json'), 'utf8')) as {
    app: { defaultTitle: string };
  };
  const tags: HtmlTagDescriptor[] = [
    { tag: 'title', children: common.app.defaultTitle, injectTo: 'head' },
    { tag: 'meta', attrs: { name: 'description', content: defaultPageMeta.description }, injectTo: 'head' },
    { tag: 'meta', attrs: { name: 'keywords', content: defaultPageMeta.keywords }, injectTo: 'head' },
    ...['common', 'spec'].map((ns): HtmlTagDescriptor => ({
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'fetch',
        crossorigin: 'anonymous',
        href: `/locales/${locale}/${ns}.json?v=${version}`,
      },
      injectTo: 'head',
    })),
  ];
  return {
    name: 'delivery:document-head',
    transformIndexHtml(html, context) {
      const appEnv = process.env.APP_ENV;
      const output =
        context.server && appEnv ? html.replace(/(<meta name="app-env" content=")[^"]*(")/, `$1${appEnv}$2`) : html;
      return { html: output, tags };
    },
  };
}

/** The dev server forwards these to the API, keeping the Host header so the tenant resolves by it. */
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/api', '/health', '/docs', '/openapi.json'].map((path) => [path, { target: apiTarget, changeOrigin: false }]),
);

/** Libraries of the first render: Preact (as React), the router, TanStack Query, i18next. */
const initialVendor =
  /node_modules[\\/](preact|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/;

/** The first render's libraries, and the bundler's runtime every chunk imports. */
const vendorModule = (id: string) => initialVendor.test(id) || id === reactModule || id.includes('rolldown/runtime');

/** The modules a module imports statically, all the way down: what must have loaded before it runs. */
function staticClosure(ctx: ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const routesDir = join(root, 'src', 'app', 'routes');
const routeFile = (name: string) => join(routesDir, `${name}.tsx`);
/** Every route module but checkout's, by name. */
const otherRoutes = readdirSync(routesDir)
  .filter((file) => file.endsWith('.tsx') && file !== 'checkout.tsx')
  .map((file) => file.slice(0, -'.tsx'.length));

/**
 * The lazy chunks the pages a visitor lands on share: what two of the browsing pages (from a
 * search or a shared link) need goes to 'browse', what only the checkout needs to
 * 'checkout-parts'. Any other module keeps the automatic splitting.
 */
function sharedChunkOf(): (id: string, ctx: ChunkingContext) => string | null {
  let chunks: Map<string, string> | undefined;
  const chunksOf = (ctx: ChunkingContext) => {
    const browsing = ['home', 'shop', 'product'].map((name) => staticClosure(ctx, routeFile(name)));
    const map = new Map<string, string>();
    for (const id of new Set(browsing.flatMap((set) => [...set]))) {
      if (!id.startsWith(routesDir) && browsing.filter((set) => set.has(id)).length > 1) map.set(id, 'browse');
    }
    const others = otherRoutes.map((name) => staticClosure(ctx, routeFile(name)));
    for (const id of staticClosure(ctx, routeFile('checkout'))) {
      if (!map.has(id) && id !== routeFile('checkout') && !others.some((set) => set.has(id)))
        map.set(id, 'checkout-parts');
    }
    return map;
  };
  return (id, ctx) => (chunks ??= chunksOf(ctx)).get(id) ?? null;
}

const version = localesVersion();

/**
 * The service worker (src/sw.ts, decision 0043) with the shell's files precached by revision. Not
 * precached: index.html, which the API rewrites per environment and the worker keeps as the server
 * sent it; the demo catalogue's and tenants' images, kept once seen; the policy page. The manifest
 * is the tenant's, served by the API for its host.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,json,svg,woff2,html}'],
    globIgnores: ['index.html', 'catalog/**', 'banners/**', 'brand/**', 'politica-de-privacidade.html'],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), documentHead(version), serviceWorker, precompress()],
  define: { __LOCALES_VERSION__: JSON.stringify(version) },
  resolve: { alias: reactOnPreact },
  server: { allowedHosts: ['.localhost'], proxy },
  preview: { allowedHosts: ['.localhost'], proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    // Browsers of the es2022 target preload modules themselves; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    // The API reads it to preload the route module of the page it sends (decision 0046).
    manifest: true,
    rolldownOptions: {
      // By when a module is needed (decision 0048): the libraries every page needs in a chunk that
      // stays cached across deploys, what the entry imports in its own, the chunks the landing
      // pages share; libraries of on-demand screens (dialogs, forms, masks) stay in lazy chunks.
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: vendorModule, priority: 3 },
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: sharedChunkOf(), priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
