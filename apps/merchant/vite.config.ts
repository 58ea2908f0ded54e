import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { precompress } from '../../scripts/vite-precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The dev server forwards the API to it, keeping the Host header so the tenant resolves by it, and
 * the tenant's manifest and icons the page's head names (apps/api/src/modules/pwa).
 */
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ['/api', '/health', '/painel/manifest.webmanifest', '/pwa/'].map((path) => [
    path,
    { target: apiTarget, changeOrigin: false },
  ]),
);

/**
 * The dev server answers the console's own paths with its page on every host, as it knows no
 * PLATFORM_HOST; the API it forwards to answers the console's calls on that host only
 * (plataforma.localhost:5174 with PLATFORM_HOST=plataforma.localhost).
 */
const consolePage = (): Plugin => ({
  name: 'delivery:console-page',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/plataforma(\/[^.]*)?(\?.*)?$/.test(request.url)) request.url = '/painel/plataforma.html';
      next();
    });
  },
});

/**
 * The same server serves the customer app at the root and this one under /painel/ (apps/api/src/http/web-app.ts);
 * on the platform's host it also serves plataforma.html, the platform's console, under /plataforma/. Both
 * pages share this build: their assets are under /painel/assets/, which every host serves.
 */
export default defineConfig({
  base: '/painel/',
  plugins: [react(), tailwindcss(), precompress(), consolePage()],
  server: { port: 5174, allowedHosts: ['.localhost'], proxy },
  preview: { port: 4174, allowedHosts: ['.localhost'], proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        plataforma: fileURLToPath(new URL('plataforma.html', import.meta.url)),
      },
      // Libraries change less often than the panel: their own chunk stays cached across deploys.
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/]/ }] } },
    },
  },
});
