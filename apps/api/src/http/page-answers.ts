import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldsQuery, type Call, type CallAnswer, type CallInput } from '@delivery/contract/call';
import { appInfoCalls } from '@delivery/contract/calls/app-info';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { placeCalls } from '@delivery/contract/calls/places';
import { profileCalls } from '@delivery/contract/calls/profile';
import type { TCity } from '@delivery/contract/addresses';
import type { TCategory, TListReviewsResponse, TProduct, TShopDetail, TShopSummary } from '@delivery/contract/catalog';
import { pageAnswerKey, type PageAnswers } from '@delivery/contract/page-answers';
import type { TGetProfileResponse } from '@delivery/contract/profile';

/**
 * The reads a first visit of a customer app page makes before it can draw, answered by the server
 * while it sends the page (decision 0046): the profile and the host's cities on every page, then
 * the home's banners and shops (a SINGLE home's shop and menu too, where the app goes next), a
 * shop's details and menu, or a product with its shop. Each runs through the API's own route, as
 * the app would call it, so the answer is the very one the app would get. A read that fails is
 * left out: the app asks for it itself.
 */
export type PageReads = {
  answers: PageAnswers;
  /** The page's largest images, for the browser to fetch before the app draws them. */
  images: string[];
  /** The route module the page draws with (a key of the build's manifest). */
  module: PageModule | null;
  /** What the page shows, for its title, description and structured data (page-meta.ts). */
  shows: PageShows;
  /**
   * The page names a shop or product that is not there (an unknown permalink or id): it is sent
   * as a 404 its app still draws as its not-found screen, and no search engine keeps.
   */
  missing: boolean;
};

export type PageShows = {
  profile?: TGetProfileResponse;
  cities?: TCity[];
  shop?: TShopDetail;
  menu?: TCategory[];
  product?: TProduct;
  /** The first page of a shop's reviews with its rating (evaluation/{id}). */
  reviews?: TListReviewsResponse;
  /** A SINGLE tenant's one shop, on a page that shows no shop of its own: the tenant's description names it. */
  singleShop?: TShopSummary;
};

/** The route modules of the customer app (apps/web/src/app/router.tsx) a page may start on. */
export type PageModule = 'home' | 'shop' | 'product' | 'evaluation' | 'checkout';

/** A read's answer; null when the API refused it as not there (400, 404), undefined when it failed otherwise. */
type Ask = <C extends Call>(call: C, fields: CallInput<C>) => Promise<CallAnswer<C> | null | undefined>;

/** The API's answer that what was asked for is not there, or could not be (a malformed permalink). */
const isAbsent = (status: number) => status === 400 || status === 404;

/** A read made as the app makes it (its first method, `validate: 1`), on the request's host. */
function askerFor(app: FastifyInstance, request: FastifyRequest, answers: PageAnswers): Ask {
  return async (call, fields) => {
    const method = call.methods[0];
    const body = { ...(fields as object), validate: 1 };
    const response = await app.inject({
      method,
      url: method === 'GET' ? `${call.path}?${fieldsQuery(body)}` : call.path,
      headers: { host: request.host, accept: 'application/json' },
      ...(method === 'POST' ? { payload: body } : {}),
    });
    if (isAbsent(response.statusCode)) return null;
    if (response.statusCode !== 200) return undefined;
    const answer = response.json<CallAnswer<typeof call> & { error_type?: number }>();
    if (answer.error_type !== 0) return undefined;
    answers[pageAnswerKey(call.path, fields as object)] = answer;
    return answer;
  };
}

const segmentsOf = (pathname: string): string[] | null => {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
};

const positiveId = (text: string | undefined): number | null => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 && String(id) === text ? id : null;
};

type ShopAt = { shopId: number } | { city: string; segment: string; slug: string };

async function shopReads(ask: Ask, at: ShopAt, reads: PageReads): Promise<void> {
  const found = await ask(
    catalogCalls.getShop,
    'shopId' in at ? { shop_id: at.shopId } : { city: at.city, segment: at.segment, slug: at.slug },
  );
  if (found === null) reads.missing = true;
  if (!found) return;
  reads.shows.shop = found.shop;
  reads.images.push(found.shop.cover);
  reads.shows.menu = (await ask(catalogCalls.getMenu, { shop_id: found.shop.shop_id }))?.categories;
}

/** The reads of the page at `pathname`, on the request's host; none for a path the app has no such page at. */
export async function pageReads(app: FastifyInstance, request: FastifyRequest): Promise<PageReads> {
  const answers: PageAnswers = {};
  const images: string[] = [];
  const reads: PageReads = { answers, images, module: null, shows: {}, missing: false };
  const segments = segmentsOf(request.url.split('?')[0] ?? '/');
  if (!segments) return reads;
  const ask = askerFor(app, request, answers);
  // A first start asks for the host's cities beside the profile (app/resolve-profile.ts).
  const [profile, cities] = await Promise.all([
    ask(profileCalls.getProfile, { domain: request.hostname }),
    ask(placeCalls.cities, { environment: 'web' }),
  ]);
  if (!profile) return reads;
  reads.shows.profile = profile;
  reads.shows.cities = cities?.cities;
  const city = cities?.cities[0];
  const single = profile.site.type_flow === 'SINGLE';

  const [first, second] = segments;
  const id = positiveId(second);
  if (segments.length === 0) {
    reads.module = 'home';
    const [, shops] = await Promise.all([
      ask(appInfoCalls.getInfoSlider, { ambiente: 'web' }),
      city ? ask(catalogCalls.listShops, { city_id: city.city_id }) : undefined,
    ]);
    const shop = shops?.shops[0];
    if (shop && single) {
      // The app goes on to its one shop's page (features/catalog/components/single-shop-redirect.tsx).
      reads.module = 'shop';
      await shopReads(ask, { city: shop.city_slug, segment: shop.segment, slug: shop.slug }, reads);
    } else if (shop) {
      images.push(shop.cover);
    }
  } else if (segments.length === 3) {
    reads.module = 'shop';
    await shopReads(ask, { city: first!, segment: second!, slug: segments[2]! }, reads);
  } else if (segments.length === 2 && first === 'restaurante') {
    reads.module = 'shop';
    if (id) await shopReads(ask, { shopId: id }, reads);
    else reads.missing = true;
  } else if (segments.length === 2 && first === 'product-detail') {
    reads.module = 'product';
    const found = id ? await ask(catalogCalls.getProduct, { product_id: id }) : null;
    if (found) {
      reads.shows.product = found.product;
      images.push(found.product.image);
      reads.shows.shop = (await ask(catalogCalls.getShop, { shop_id: found.product.shop_id }))?.shop ?? found.shop;
    }
    reads.missing = found === null;
  } else if (segments.length === 2 && first === 'evaluation') {
    reads.module = 'evaluation';
    // The reviews page asks for its shop by id and for the first page of reviews (reviews-page.tsx).
    const [shop, reviews] = id
      ? await Promise.all([
          ask(catalogCalls.getShop, { shop_id: id }),
          ask(catalogCalls.listReviews, { shop_id: id, page: 1 }),
        ])
      : [null, null];
    reads.shows.shop = shop?.shop;
    reads.shows.reviews = reviews ?? undefined;
    reads.missing = shop === null || reviews === null;
  } else if (segments.length === 1 && first === 'checkout') {
    reads.module = 'checkout';
  }
  if (single && city && !reads.shows.shop && !reads.missing) {
    // As the app's pages of a SINGLE tenant find its shop (contact.tsx, single-shop-redirect.tsx).
    reads.shows.singleShop = (await ask(catalogCalls.listShops, { city_id: city.city_id }))?.shops[0];
  }
  return reads;
}
