import { addressLookupCalls } from '@delivery/contract/calls/addresses';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import type { TProduct, TShopDetail, TShopSummary } from '@delivery/contract/catalog';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { keepAnswer, keptAnswerRoute, keptPerSource, sendKept, type KeptAnswer } from '../../http/kept-answer.ts';
import { answerWriter, register } from '../../http/register.ts';
import { findAddressOfCustomer } from '../addresses/service.ts';
import type { ShopBundle } from './queries.ts';
import { detailOf, findProduct, listShops, menuOf, shopOfProfile, type DeliveryTarget } from './service.ts';

/**
 * A shop read is asked again each time with its ETag: a pause or a new fee saved in the panel
 * shows at the next read (a 304 while nothing changed), never up to half a minute later.
 */
const SHOP_CACHE_CONTROL = 'no-cache';

/** The lists of shops last answered, by what was asked; at most this many kept. */
const MAX_SHOP_LISTS = 1000;

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const cache = app.catalog;
  // A menu's answer is made once per loaded menu: 30 KB of accented text was a quarter of the call.
  const menuAnswer = keptPerSource<ShopBundle>(await answerWriter(app, catalogCalls.getMenu));

  /**
   * A city's list is asked for again and again while its shops' summaries stay the same objects
   * (service.ts keeps them while their status holds): the answer is then the bytes already made.
   */
  const writeShopList = await answerWriter(app, catalogCalls.listShops);
  const shopLists = new Map<string, { shops: TShopSummary[]; answer: KeptAnswer }>();
  const shopListAnswer = (key: string, shops: TShopSummary[]): KeptAnswer => {
    const kept = shopLists.get(key);
    if (kept && kept.shops.length === shops.length && kept.shops.every((shop, i) => shop === shops[i])) {
      return kept.answer;
    }
    const answer = keepAnswer(writeShopList({ error_type: ErrorType.OK, message: apiMessages.ok, shops }));
    if (shopLists.size >= MAX_SHOP_LISTS) shopLists.clear();
    shopLists.set(key, { shops, answer });
    return answer;
  };

  // A shop's page and a product's are made once per kept detail (service.ts detailOf), and once per product.
  const shopAnswer = keptPerSource<TShopDetail>(await answerWriter(app, catalogCalls.getShop));
  const writeProduct = await answerWriter(app, catalogCalls.getProduct);
  const productAnswers = new WeakMap<TShopDetail, WeakMap<TProduct, KeptAnswer>>();
  const productAnswer = (shop: TShopDetail, product: TProduct): KeptAnswer => {
    let ofShop = productAnswers.get(shop);
    if (!ofShop) productAnswers.set(shop, (ofShop = new WeakMap()));
    let answer = ofShop.get(product);
    if (!answer) {
      answer = keepAnswer(writeProduct({ error_type: ErrorType.OK, message: apiMessages.ok, product, shop }));
      ofShop.set(product, answer);
    }
    return answer;
  };

  await register(
    app,
    catalogCalls.listShops,
    async (input, request, reply) => {
      const filters = {
        cityId: input.city_id,
        segment: input.segment,
        openNow: input.open_now !== undefined,
        q: input.q,
        target: { districtId: input.district_id },
      };
      const shops = await listShops(cache, request.tenant.id, filters);
      const key = JSON.stringify([
        request.tenant.id,
        input.city_id,
        input.district_id,
        input.segment,
        filters.openNow,
        input.q,
      ]);
      reply.header('cache-control', SHOP_CACHE_CONTROL);
      return sendKept(request, reply, shopListAnswer(key, shops));
    },
    keptAnswerRoute,
  );

  await register(
    app,
    catalogCalls.getShop,
    async (input, request, reply) => {
      let shopId: number | null = input.shop_id ?? null;
      if (shopId === null) {
        if (!input.city || !input.segment || !input.slug) {
          throw new AppError(ErrorType.INVALID_INPUT, formatMessage(apiMessages.fieldRequired, { field: 'shop_id' }));
        }
        shopId = await cache.shopIdByPermalink(request.tenant.id, {
          city: input.city,
          segment: input.segment,
          slug: input.slug,
        });
      }
      const bundle = await shopOfProfile(cache, request.tenant.id, shopId);
      const shop = detailOf(bundle, { districtId: input.district_id });
      reply.header('cache-control', SHOP_CACHE_CONTROL);
      return sendKept(
        request,
        reply,
        shopAnswer(shop, () => ({ error_type: ErrorType.OK, message: apiMessages.ok, shop })),
      );
    },
    keptAnswerRoute,
  );

  await register(
    app,
    catalogCalls.getMenu,
    async (input, request, reply) => {
      const bundle = await shopOfProfile(cache, request.tenant.id, input.shop_id);
      reply.header('cache-control', 'no-cache');
      return sendKept(
        request,
        reply,
        menuAnswer(bundle, (shop) => ({
          error_type: ErrorType.OK,
          message: apiMessages.ok,
          shop_id: shop.shop.id,
          categories: menuOf(shop),
        })),
      );
    },
    keptAnswerRoute,
  );

  await register(app, addressLookupCalls.search, async (input, request) => {
    let cityId = input.city_id;
    let target: DeliveryTarget = { districtId: input.district_id };
    if (input.address_id) {
      if (!request.customer) throw new AppError(ErrorType.UNAUTHENTICATED, apiMessages.sessionExpired);
      const address = await findAddressOfCustomer(app.db, request.customer.id, input.address_id);
      if (!address) throw new AppError(ErrorType.NOT_FOUND, apiMessages.addressNotFound);
      cityId = address.cityId;
      target = { districtId: address.districtId, coordinates: address.coordinates };
    }
    if (!cityId)
      throw new AppError(ErrorType.INVALID_INPUT, formatMessage(apiMessages.fieldRequired, { field: 'city_id' }));
    const shops = await listShops(cache, request.tenant.id, { cityId, target, deliveringOnly: true });
    return {
      error_type: ErrorType.OK,
      message: shops.length ? apiMessages.ok : apiMessages.outsideDeliveryArea,
      shops,
    };
  });

  await register(
    app,
    catalogCalls.getProduct,
    async (input, request, reply) => {
      const { product, bundle } = await findProduct(cache, request.tenant.id, input.product_id);
      reply.header('cache-control', SHOP_CACHE_CONTROL);
      return sendKept(request, reply, productAnswer(detailOf(bundle), product));
    },
    keptAnswerRoute,
  );
}
