import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
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

/** The same server serves the customer app at the root and this one under /painel/ (apps/api/src/http/web-app.ts). */
export default defineConfig({
  base: '/painel/',
  plugins: [react(), tailwindcss(), precompress()],
  server: { port: 5174, allowedHosts: ['.localhost'], proxy },
  preview: { port: 4174, allowedHosts: ['.localhost'], proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    modulePreload: { polyfill: false },
    // Libraries change less often than the panel: their own chunk stays cached across deploys.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/]/ }] } },
    },
  },
});
