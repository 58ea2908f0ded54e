import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TCategory, TProduct, TShopDetail } from '@delivery/contract/catalog';
import { defaultPageMeta, locale } from '@delivery/contract/constants';
import { formatMessage } from '@delivery/contract/format-message';
import { listPrice, toReais } from '@delivery/contract/pricing';
import { foldText } from '@delivery/contract/text';
import { formatMoney } from '@delivery/contract/money';
import { previewPath, previewSourceOf } from '../modules/seo/preview-images.ts';
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
  /** The link preview's picture, a JPEG of modules/seo/preview-images.ts, and what it shows. */
  image: { url: string; alt: string };
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
    | 'shopDescriptionOwnSite'
    | 'shopRating'
    | 'productTitle'
    | 'productTitleOwnSite'
    | 'productDescription'
    | 'reviewsTitle'
    | 'reviewsTitleOwnSite'
    | 'reviewsDescription'
    | 'reviewsDescriptionNew',
    string
  >;
  segment: Record<string, string>;
  /** '1 avaliação', '2 avaliações' (the reviews page's own words). */
  reviewCount: { one: string; other: string };
};

/** The texts of the built app; null when it has none (no app built), and pages keep the file's head. */
export function readMetaTexts(webDist: string): MetaTexts | null {
  const file = path.join(webDist, 'locales', locale, 'common.json');
  if (!existsSync(file)) return null;
  const common = JSON.parse(readFileSync(file, 'utf8')) as {
    app?: { defaultTitle?: string };
    seo?: MetaTexts['seo'];
    catalog?: { segment?: Record<string, string> };
    reviews?: { count_one?: string; count_other?: string };
  };
  const { count_one: one, count_other: other } = common.reviews ?? {};
  if (!common.seo || !common.app?.defaultTitle || !one || !other) return null;
  return {
    defaultTitle: common.app.defaultTitle,
    seo: common.seo,
    segment: common.catalog?.segment ?? {},
    reviewCount: { one, other },
  };
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

const ratingText = (rating: number) => rating.toFixed(1).replace('.', ',');

const reviewsText = (count: number, texts: MetaTexts) =>
  formatMessage(count === 1 ? texts.reviewCount.one : texts.reviewCount.other, { count });

/**
 * A shop on its own site: a SINGLE tenant's one shop, or a tenant named as the shop. Its pages
 * do not add the tenant's name after the shop's, which would name it twice.
 */
const onOwnSite = (profile: { site: { type_flow: string } }, app: string, shop: string) =>
  profile.site.type_flow === 'SINGLE' || foldText(app) === foldText(shop);

/**
 * What a SINGLE tenant's site says of itself (its manifest, its pages without words of their
 * own, its shop's page): the shop, its segment and city, and its own words.
 */
export function ownSiteDescription(
  shop: { name: string; segment: string; description: string },
  city: string,
  texts: MetaTexts,
): string {
  const segment = texts.segment[shop.segment] ?? shop.segment;
  return clip(
    formatMessage(texts.seo.shopDescriptionOwnSite, { shop: shop.name, segment, city, description: shop.description }),
  );
}

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
 * The meta of a home, shop, reviews or product page for what it shows; null for any other page,
 * or one showing nothing (an unknown host, a shop that is not there): it keeps the app's own head.
 * `origin` is the address the page was asked at ('https://pedeja.com.br').
 */
export function pageMeta(page: PageModule | null, shows: PageShows, origin: string, texts: MetaTexts): PageMeta | null {
  const { profile, cities, shop, menu, product, reviews } = shows;
  if (!profile || !page || page === 'checkout') return null;
  if ((page !== 'home' && !shop) || (page === 'product' && !product) || (page === 'evaluation' && !reviews)) {
    return null;
  }
  const app = profile.app.title || texts.defaultTitle;
  const at = (address: string) =>
    /^https?:\/\//.test(address) ? address : `${origin}${address.startsWith('/') ? '' : '/'}${address}`;
  const cityOf = (cityId: number, fallback = '') =>
    cities?.find((city) => city.city_id === cityId)?.city_name ?? fallback;
  const preview = (of: Parameters<typeof previewPath>[0], shows: { cover?: string; image?: string }, alt: string) => ({
    url: at(previewPath(of, previewSourceOf(profile, shows))),
    alt,
  });

  if (product && shop) {
    const url = at(`/product-detail/${product.product_id}`);
    const city = cityOf(shop.city_id, shop.address?.city);
    const shown = formatMoney(listPrice(product, shop.half_pricing).cents);
    const title = onOwnSite(profile, app, shop.name) ? texts.seo.productTitleOwnSite : texts.seo.productTitle;
    return {
      title: formatMessage(title, { product: product.name, shop: shop.name, app }),
      description: clip(
        formatMessage(texts.seo.productDescription, {
          price: shown,
          shop: shop.name,
          city,
          description: product.description,
        }),
      ),
      canonical: url,
      image: preview(
        { page: 'product', productId: product.product_id },
        { image: product.image, cover: shop.cover },
        product.name,
      ),
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
    const ownSite = onOwnSite(profile, app, shop.name);
    const words = { shop: shop.name, segment, city, app };
    const image = preview({ page: 'shop', shopId: shop.shop_id }, { cover: shop.cover }, shop.name);
    if (reviews) {
      const described =
        reviews.rating === null
          ? formatMessage(texts.seo.reviewsDescriptionNew, words)
          : formatMessage(texts.seo.reviewsDescription, {
              ...words,
              rating: ratingText(reviews.rating),
              reviews: reviewsText(reviews.rating_count, texts),
            });
      return {
        title: formatMessage(ownSite ? texts.seo.reviewsTitleOwnSite : texts.seo.reviewsTitle, words),
        description: clip(described),
        canonical: at(`/evaluation/${shop.shop_id}`),
        image,
        structured: [],
      };
    }
    const rating =
      shop.rating === null
        ? ''
        : formatMessage(texts.seo.shopRating, {
            rating: ratingText(shop.rating),
            reviews: reviewsText(shop.rating_count, texts),
          });
    const described = formatMessage(ownSite ? texts.seo.shopDescriptionOwnSite : texts.seo.shopDescription, {
      ...words,
      description: shop.description,
    });
    return {
      title: formatMessage(ownSite ? texts.seo.shopTitleOwnSite : texts.seo.shopTitle, words),
      description: clip(`${described} ${rating}`),
      canonical: at(shopPath(shop)),
      image,
      structured: [shopData(shop, menu, city, at, segment)],
    };
  }

  const city = cities?.[0]?.city_name;
  return {
    title: city ? formatMessage(texts.seo.homeTitle, { app, city }) : app,
    description: defaultPageMeta.description,
    canonical: at('/'),
    image: preview({ page: 'site' }, {}, app),
    structured: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: app, url: at('/') }],
  };
}

/**
 * The description of a page that has no words of its own (checkout, orders): a SINGLE tenant's
 * names its shop; null keeps the app's, which speaks of every kind of shop.
 */
export function siteDescription(shows: PageShows, texts: MetaTexts): string | null {
  const shop = shows.singleShop;
  if (!shop) return null;
  return ownSiteDescription(shop, shows.cities?.find((city) => city.city_id === shop.city_id)?.city_name ?? '', texts);
}
