import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Preact's React layer with what React Router 8 needs of React 19 that it lacks. */
export const reactModule = join(fileURLToPath(new URL('.', import.meta.url)), 'src', 'lib', 'react-on-preact.js');

/**
 * The app is written and typed against React 19, and the build runs it on Preact's React layer:
 * react-dom alone is 62 KB gzipped, more than half of the home page's 120 KB budget
 * (docs/architecture.md section 7), where Preact with its compat layer is about 8 KB
 * (docs/decisions/0040). `react` itself is src/lib/react-on-preact.js, the compat layer with the one
 * hook the router needs beyond it. The build and the screen tests (vitest.config.ts) resolve alike.
 */
export const reactOnPreact = [
  { find: /^react$/, replacement: reactModule },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
