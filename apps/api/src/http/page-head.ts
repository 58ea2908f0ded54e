import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageAnswersElementId } from '@delivery/contract/page-answers';
import type { PageModule, PageReads } from './page-answers.ts';
import { pageMeta, readMetaTexts, type PageMeta } from './page-meta.ts';

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

const tag = (name: string, attributes: Record<string, string>) =>
  `<${name}${Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${attribute(value)}"`)
    .join('')}>`;

/** Title, description, canonical address, Open Graph and Twitter tags, and schema.org data. */
function metaTags(meta: PageMeta, siteName: string): string {
  const og: Record<string, string> = {
    'og:type': 'website',
    'og:site_name': siteName,
    'og:locale': 'pt_BR',
    'og:title': meta.title,
    'og:description': meta.description,
    'og:url': meta.canonical,
    ...(meta.image ? { 'og:image': meta.image } : {}),
  };
  return [
    tag('link', { rel: 'canonical', href: meta.canonical }),
    ...Object.entries(og).map(([property, content]) => tag('meta', { property, content })),
    tag('meta', { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' }),
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
    ...(meta.image ? [tag('meta', { name: 'twitter:image', content: meta.image })] : []),
    ...meta.structured.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}

/**
 * Writes into the app's index.html what its reads give the page (decisions 0046 and 0047): its
 * route module and largest images preloaded, the answers for the app, and, on a home, shop or
 * product page, the title, description and tags search engines and link previews read. A page
 * with nothing to add is the file as it is.
 */
export function pageWriter(webDist: string): (html: string, reads: PageReads, origin: string) => string {
  const files = routeFiles(webDist);
  const texts = readMetaTexts(webDist);
  return (html, { answers, images, module, shows }, origin) => {
    const tags = [
      ...(module ? files[module] : []).map((file) =>
        tag('link', { rel: 'modulepreload', crossorigin: '', href: file }),
      ),
      ...[...new Set(images)]
        .filter((image) => image.startsWith('/') || image.startsWith('https://'))
        .map((image) => tag('link', { rel: 'preload', as: 'image', fetchpriority: 'high', href: image })),
    ];
    if (Object.keys(answers).length > 0) {
      // By key, not by which read came back first: the same answers are the same page (its ETag).
      const sorted = Object.fromEntries(Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : 1)));
      tags.push(`<script type="application/json" id="${pageAnswersElementId}">${scriptJson(sorted)}</script>`);
    }
    let page = html;
    // The tenant's own colour in the raw page, for the browser's bar before the app paints it.
    const colour = shows.profile?.theme.primary;
    if (colour)
      page = page.replace(
        /<meta name="theme-color" content="[^"]*" ?\/?>/,
        tag('meta', { name: 'theme-color', content: colour }),
      );
    const meta = texts && pageMeta(module, shows, origin, texts);
    if (meta) {
      page = page
        .replace(/<title>[^<]*<\/title>/, `<title>${attribute(meta.title)}</title>`)
        .replace(
          /<meta name="description" content="[^"]*">/,
          tag('meta', { name: 'description', content: meta.description }),
        );
      tags.push(metaTags(meta, shows.profile?.app.title || texts.defaultTitle));
    }
    return tags.length ? page.replace('</head>', `${tags.join('')}</head>`) : page;
  };
}
