import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TCategory, TProduct, TShopDetail } from '@delivery/contract/catalog';
import { defaultPageMeta, locale } from '@delivery/contract/constants';
import { formatMessage } from '@delivery/contract/format-message';
import { listPrice, toReais } from '@delivery/contract/pricing';
import { formatCents } from '../lib/money.ts';
import { photoFallbackUrl } from '@delivery/contract/photo-names';
import type { PageModule, PageShows } from './page-answers.ts';

/**
 * What a search engine or a link preview reads of a page before any script runs (issue 16): its
 * title and description, canonical address, image and schema.org data, from what the page shows.
 */
export type PageMeta = {
  title: string;
  description: string;
  /** The page's one address: a shop's permalink, a product's page, the home. */
  canonical: string;
  image: string | null;
  /** schema.org objects, each written as its own JSON-LD script. */
  structured: object[];
};

/** The app's own words (its common.json), so a page's title reads as the app writes it. */
export type MetaTexts = {
  defaultTitle: string;
  seo: Record<
    | 'homeTitle'
    | 'shopTitle'
    | 'shopTitleOwnSite'
    | 'shopDescription'
    | 'shopRating'
    | 'productTitle'
    | 'productDescription',
    string
  >;
  segment: Record<string, string>;
};

/** The texts of the built app; null when it has none (no app built), and pages keep the file's head. */
export function readMetaTexts(webDist: string): MetaTexts | null {
  const file = path.join(webDist, 'locales', locale, 'common.json');
  if (!existsSync(file)) return null;
  const common = JSON.parse(readFileSync(file, 'utf8')) as {
    app?: { defaultTitle?: string };
    seo?: MetaTexts['seo'];
    catalog?: { segment?: Record<string, string> };
  };
  if (!common.seo || !common.app?.defaultTitle) return null;
  return { defaultTitle: common.app.defaultTitle, seo: common.seo, segment: common.catalog?.segment ?? {} };
}

/** Segments sold as goods rather than served as meals: a Store, not a Restaurant, to schema.org. */
const storeSegments = new Set(['floricultura']);

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Descriptions past this are cut by search engines and previews anyway. */
const DESCRIPTION_MAX = 200;

function clip(text: string): string {
  // Line breaks and runs of spaces, not the no-break space Intl writes after 'R$'.
  const clean = text.replace(/[ \t\r\n]+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** An uploaded photo's JPEG beside its WebP (decision 0033), which every link preview reads. */
const previewImage = (image: string, at: (address: string) => string): string | null =>
  image ? at(photoFallbackUrl(image) ?? image) : null;

const ratingText = (rating: number) => rating.toFixed(1).replace('.', ',');

/** The shop's page, as its permalink names it. */
const shopPath = (shop: TShopDetail) => `/${shop.city_slug}/${shop.segment}/${shop.slug}`;

function postalAddress(shop: TShopDetail, city: string) {
  const { address } = shop;
  if (!address) return { '@type': 'PostalAddress', addressLocality: city, addressCountry: 'BR' };
  return {
    '@type': 'PostalAddress',
    streetAddress: [`${address.street}, ${address.number}`, address.complement].filter(Boolean).join(', '),
    addressLocality: address.city || city,
    addressRegion: address.state,
    postalCode: address.cep || undefined,
    addressCountry: 'BR',
  };
}

const price = (product: TProduct, shop: TShopDetail) => toReais(listPrice(product, shop.half_pricing).cents).toFixed(2);

function offer(product: TProduct, shop: TShopDetail, url: string) {
  return {
    '@type': 'Offer',
    price: price(product, shop),
    priceCurrency: 'BRL',
    availability: `https://schema.org/${product.available ? 'InStock' : 'OutOfStock'}`,
    url,
  };
}

function shopData(
  shop: TShopDetail,
  menu: TCategory[] | undefined,
  city: string,
  at: (path: string) => string,
  segment: string,
) {
  const store = storeSegments.has(shop.segment);
  const url = at(shopPath(shop));
  return {
    '@context': 'https://schema.org',
    '@type': store ? 'Store' : 'Restaurant',
    name: shop.name,
    description: shop.description || undefined,
    url,
    image: [shop.cover, shop.logo].filter(Boolean).map(at),
    address: postalAddress(shop, city),
    ...(store ? {} : { servesCuisine: segment }),
    currenciesAccepted: 'BRL',
    ...(shop.rating === null
      ? {}
      : {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: shop.rating,
            reviewCount: shop.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }),
    openingHoursSpecification: shop.opening_hours.map((period) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${weekdays[period.weekday]}`,
      opens: period.opens,
      closes: period.closes,
    })),
    ...(menu && !store
      ? {
          hasMenu: {
            '@type': 'Menu',
            url,
            hasMenuSection: menu.map((category) => ({
              '@type': 'MenuSection',
              name: category.name,
              hasMenuItem: category.products.map((product) => ({
                '@type': 'MenuItem',
                name: product.name,
                description: product.description || undefined,
                image: product.image ? at(product.image) : undefined,
                offers: offer(product, shop, at(`/product-detail/${product.product_id}`)),
              })),
            })),
          },
        }
      : {}),
  };
}

/**
 * The meta of a home, shop or product page for what it shows; null for any other page, or one
 * showing nothing (an unknown host, a shop that is not there): it keeps the app's own head.
 * `origin` is the address the page was asked at ('https://pedeja.com.br').
 */
export function pageMeta(page: PageModule | null, shows: PageShows, origin: string, texts: MetaTexts): PageMeta | null {
  const { profile, cities, shop, menu, product } = shows;
  if (!profile || !page || page === 'checkout') return null;
  if ((page === 'shop' && !shop) || (page === 'product' && !product)) return null;
  const app = profile.app.title || texts.defaultTitle;
  const at = (address: string) =>
    /^https?:\/\//.test(address) ? address : `${origin}${address.startsWith('/') ? '' : '/'}${address}`;
  const cityOf = (cityId: number, fallback = '') =>
    cities?.find((city) => city.city_id === cityId)?.city_name ?? fallback;

  if (product && shop) {
    const url = at(`/product-detail/${product.product_id}`);
    const city = cityOf(shop.city_id, shop.address?.city);
    const shown = formatCents(listPrice(product, shop.half_pricing).cents);
    return {
      title: formatMessage(texts.seo.productTitle, { product: product.name, shop: shop.name, app }),
      description: clip(
        formatMessage(texts.seo.productDescription, {
          price: shown,
          shop: shop.name,
          city,
          description: product.description,
        }),
      ),
      canonical: url,
      image: previewImage(product.image, at),
      structured: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          description: product.description || undefined,
          image: product.image ? at(product.image) : undefined,
          url,
          offers: {
            ...offer(product, shop, url),
            seller: {
              '@type': storeSegments.has(shop.segment) ? 'Store' : 'Restaurant',
              name: shop.name,
              url: at(shopPath(shop)),
            },
          },
        },
      ],
    };
  }

  if (shop) {
    const city = cityOf(shop.city_id, shop.address?.city);
    const segment = texts.segment[shop.segment] ?? shop.segment;
    const rating =
      shop.rating === null
        ? ''
        : formatMessage(texts.seo.shopRating, { rating: ratingText(shop.rating), count: shop.rating_count });
    return {
      // A shop on its own site (a SINGLE tenant named as it) is not named twice.
      title: formatMessage(app === shop.name ? texts.seo.shopTitleOwnSite : texts.seo.shopTitle, {
        shop: shop.name,
        segment,
        city,
        app,
      }),
      description: clip(
        `${formatMessage(texts.seo.shopDescription, { segment, city, description: shop.description })} ${rating}`,
      ),
      canonical: at(shopPath(shop)),
      image: previewImage(shop.cover, at),
      structured: [shopData(shop, menu, city, at, segment)],
    };
  }

  const city = cities?.[0]?.city_name;
  return {
    title: city ? formatMessage(texts.seo.homeTitle, { app, city }) : app,
    description: defaultPageMeta.description,
    canonical: at('/'),
    // The tenant's icon as the PWA module draws it: a PNG every link preview reads.
    image: at('/pwa/icon-512.png'),
    structured: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: app, url: at('/') }],
  };
}
