import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageAnswersElementId } from '@delivery/contract/page-answers';
import type { PageModule, PageReads } from './page-answers.ts';

/** Where each page's route module is in the customer app's source (apps/web/src/app/router.tsx). */
const moduleSources: Record<PageModule, string> = {
  home: 'src/app/routes/home.tsx',
  shop: 'src/app/routes/shop.tsx',
  product: 'src/app/routes/product.tsx',
  checkout: 'src/app/routes/checkout.tsx',
};

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * The files each route module needs, from the build's manifest: the module and what it imports,
 * less what the page's own script tags already load. Empty when the build wrote no manifest.
 */
function routeFiles(webDist: string): Record<PageModule, string[]> {
  const files: Record<PageModule, string[]> = { home: [], shop: [], product: [], checkout: [] };
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return files;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loaded);
  for (const [page, source] of Object.entries(moduleSources) as [PageModule, string][]) {
    files[page] = [...closure(source, new Set())]
      .filter((key) => !loaded.has(key))
      .map((key) => `/${manifest[key]!.file}`);
  }
  return files;
}

const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON inside a script element: no '<' can close it, whatever a shop's name holds. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * What a page's head gets from its reads: its route module and largest images preloaded, and the
 * answers for the app (decision 0046). A page with none gets nothing.
 */
export function pageHeadWriter(webDist: string): (reads: PageReads) => string {
  const files = routeFiles(webDist);
  return ({ answers, images, module }) => {
    const tags = [
      ...(module ? files[module] : []).map(
        (file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`,
      ),
      ...[...new Set(images)]
        .filter((image) => image.startsWith('/') || image.startsWith('https://'))
        .map((image) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(image)}">`),
    ];
    if (Object.keys(answers).length > 0) {
      tags.push(`<script type="application/json" id="${pageAnswersElementId}">${scriptJson(answers)}</script>`);
    }
    return tags.join('');
  };
}
