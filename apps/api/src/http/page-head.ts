import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageAnswersElementId } from '@delivery/contract/page-answers';
import type { PageModule, PageReads } from './page-answers.ts';
import { previewImage } from '../modules/seo/preview-images.ts';
import { pageMeta, readMetaTexts, siteDescription, type PageMeta } from './page-meta.ts';

/** Where each page's route module is in the customer app's source (apps/web/src/app/router.tsx). */
const moduleSources: Record<PageModule, string> = {
  home: 'src/app/routes/home.tsx',
  shop: 'src/app/routes/shop.tsx',
  product: 'src/app/routes/product.tsx',
  evaluation: 'src/app/routes/evaluation.tsx',
  checkout: 'src/app/routes/checkout.tsx',
};

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * The files each route module needs, from the build's manifest: the module and what it imports,
 * less what the page's own script tags already load. Empty when the build wrote no manifest.
 */
function routeFiles(webDist: string): Record<PageModule, string[]> {
  const files: Record<PageModule, string[]> = { home: [], shop: [], product: [], evaluation: [], checkout: [] };
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
    'og:image': meta.image.url,
    'og:image:type': previewImage.type,
    'og:image:width': String(previewImage.width),
    'og:image:height': String(previewImage.height),
    'og:image:alt': meta.image.alt,
  };
  return [
    tag('link', { rel: 'canonical', href: meta.canonical }),
    ...Object.entries(og).map(([property, content]) => tag('meta', { property, content })),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
    tag('meta', { name: 'twitter:image', content: meta.image.url }),
    tag('meta', { name: 'twitter:image:alt', content: meta.image.alt }),
    ...meta.structured.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}

/** A page as it is sent: a page naming what is not there is a 404 (page-answers.ts `missing`). */
export type WrittenPage = { html: string; status: 200 | 404 };

const replaceDescription = (page: string, description: string) =>
  page.replace(/<meta name="description" content="[^"]*">/, tag('meta', { name: 'description', content: description }));

/**
 * Writes into the app's index.html what its reads give the page (decisions 0046, 0047 and 0068):
 * its route module and largest images preloaded, the answers for the app, and, on a home, shop,
 * reviews or product page, the title, description and tags search engines and link previews
 * read. A page naming a shop or product that is not there is kept out of search engines. A page
 * with nothing to add is the file as it is.
 */
export function pageWriter(webDist: string): (html: string, reads: PageReads, origin: string) => WrittenPage {
  const files = routeFiles(webDist);
  const texts = readMetaTexts(webDist);
  return (html, { answers, images, module, shows, missing }, origin) => {
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
    const meta = texts && !missing ? pageMeta(module, shows, origin, texts) : null;
    const description = texts && !meta ? siteDescription(shows, texts) : null;
    if (texts && meta) {
      page = replaceDescription(
        page.replace(/<title>[^<]*<\/title>/, `<title>${attribute(meta.title)}</title>`),
        meta.description,
      );
      tags.push(metaTags(meta, shows.profile?.app.title || texts.defaultTitle));
    } else if (description) {
      page = replaceDescription(page, description);
    }
    if (missing) tags.push(tag('meta', { name: 'robots', content: 'noindex' }));
    return {
      html: tags.length ? page.replace('</head>', `${tags.join('')}</head>`) : page,
      status: missing ? 404 : 200,
    };
  };
}
