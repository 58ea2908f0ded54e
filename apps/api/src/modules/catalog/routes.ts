import { createHash } from 'node:crypto';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  ZGetMenuRequest,
  ZGetMenuResponse,
  ZGetProductRequest,
  ZGetProductResponse,
  ZGetShopRequest,
  ZGetShopResponse,
  ZListShopsRequest,
  ZListShopsResponse,
} from '@delivery/contract/catalog';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { addressPaths, catalogPaths } from '@delivery/contract/routes';
import { ZSearchRequest, ZSearchResponse } from '@delivery/contract/address';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { customerOfToken, readToken } from '../../http/session.ts';
import { findAddressOfCustomer } from '../addresses/service.ts';
import type { ShopBundle } from './queries.ts';
import { detail, findProduct, listShops, menuOf, shopOfProfile, type DeliveryTarget } from './service.ts';

/** Status and fees move with the clock: shared caches may keep a shop read this long. */
const SHOP_CACHE_CONTROL = 'public, max-age=30';

/** The body as bytes: encoding 30 KB of accented text on every send cost a quarter of the call. */
type MenuAnswer = { json: Buffer; etag: string; gzip?: Buffer; br?: Buffer };

/** A menu's answer, serialized once per loaded menu, with its ETag and, on demand, compressed once. */
const menuAnswers = new WeakMap<ShopBundle, MenuAnswer>();
function menuAnswer(bundle: ShopBundle): MenuAnswer {
  let answer = menuAnswers.get(bundle);
  if (!answer) {
    const text = JSON.stringify(
      ZGetMenuResponse.parse({
        error_type: ErrorType.OK,
        message: apiMessages.ok,
        shop_id: bundle.shop.id,
        categories: menuOf(bundle),
      }),
    );
    const json = Buffer.from(text);
    answer = { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
    menuAnswers.set(bundle, answer);
  }
  return answer;
}

/**
 * Catalog reads, each as POST (the legacy style) and as GET with the same fields in the query
 * string, so browsers and CDNs can cache them.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalog;

  const both = <B extends z.ZodType, R extends z.ZodType>(
    url: string,
    summary: string,
    input: B,
    response: R,
    handler: (request: FastifyRequest, reply: FastifyReply, input: z.output<B>) => Promise<z.output<R> | FastifyReply>,
    /** The menu compresses its own answer once; the per-request compression hooks stay off. */
    options: { compress?: false; decompress?: false } = {},
  ) => {
    const schema = { tags: ['catalog'], summary, response: { 200: response } };
    // One handler for both methods: the type provider cannot follow the generic schema, the
    // response serializer still checks every answer against `response`.
    app.post(
      url,
      { ...options, schema: { ...schema, body: input } },
      (request, reply) => handler(request, reply, request.body as z.output<B>) as never,
    );
    app.get(
      url,
      { ...options, schema: { ...schema, querystring: input } },
      (request, reply) => handler(request, reply, request.query as z.output<B>) as never,
    );
  };

  both(
    catalogPaths.listShops,
    "The city's shops with open/closed, fee (to district_id when given), estimate and rating; filters: segment, open_now, q",
    ZListShopsRequest,
    ZListShopsResponse,
    async (request, reply, input) => {
      reply.header('cache-control', SHOP_CACHE_CONTROL);
      const shops = await listShops(cache, request.tenant.id, {
        cityId: input.city_id,
        segment: input.segment,
        openNow: input.open_now !== undefined,
        q: input.q,
        target: { districtId: input.district_id },
      });
      return { error_type: ErrorType.OK, message: apiMessages.ok, shops };
    },
  );

  both(
    catalogPaths.getShop,
    'One shop by shop_id or by its permalink {city}/{segment}/{slug}, with hours, exceptions and payment methods',
    ZGetShopRequest,
    ZGetShopResponse,
    async (request, reply, input) => {
      let shopId: number | null = input.shop_id ?? null;
      if (shopId === null) {
        if (!input.city || !input.segment || !input.slug) {
          throw new AppError(ErrorType.INVALID_INPUT, "O campo 'shop_id' é obrigatório", 400);
        }
        shopId = await cache.shopIdByPermalink(request.tenant.id, {
          city: input.city,
          segment: input.segment,
          slug: input.slug,
        });
      }
      const bundle = await shopOfProfile(cache, request.tenant.id, shopId);
      reply.header('cache-control', SHOP_CACHE_CONTROL);
      return {
        error_type: ErrorType.OK,
        message: apiMessages.ok,
        shop: detail(bundle, { target: { districtId: input.district_id } }),
      };
    },
  );

  both(
    catalogPaths.getMenu,
    "The shop's menu: categories, products, option groups; answered from memory with an ETag",
    ZGetMenuRequest,
    ZGetMenuResponse,
    async (request, reply, input) => {
      const bundle = await shopOfProfile(cache, request.tenant.id, input.shop_id);
      const answer = menuAnswer(bundle);
      reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) {
        answer.br ??= brotliCompressSync(answer.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
        return reply.header('content-encoding', 'br').send(answer.br);
      }
      if (/\bgzip\b/.test(accepts)) {
        answer.gzip ??= gzipSync(answer.json, { level: 9 });
        return reply.header('content-encoding', 'gzip').send(answer.gzip);
      }
      return reply.send(answer.json);
    },
    { compress: false, decompress: false },
  );

  app.post(
    addressPaths.search,
    {
      schema: {
        tags: ['catalog'],
        summary:
          'The shops that deliver to a saved address (address_id + token) or to a district of a city, with the fee',
        body: ZSearchRequest,
        response: { 200: ZSearchResponse },
      },
    },
    async (request) => {
      const input = request.body;
      let cityId = input.city_id;
      let target: DeliveryTarget = { districtId: input.district_id };
      if (input.address_id) {
        const customer = await customerOfToken(app.db, request.tenant.id, readToken(request));
        const address = await findAddressOfCustomer(app.db, customer.id, input.address_id);
        if (!address) throw new AppError(ErrorType.NOT_FOUND, apiMessages.addressNotFound, 404);
        cityId = address.cityId;
        target = { districtId: address.districtId, coordinates: address.coordinates };
      }
      if (!cityId) throw new AppError(ErrorType.INVALID_INPUT, "O campo 'city_id' é obrigatório", 400);
      const shops = await listShops(cache, request.tenant.id, { cityId, target, deliveringOnly: true });
      return {
        error_type: ErrorType.OK,
        message: shops.length ? apiMessages.ok : apiMessages.outsideDeliveryArea,
        shops,
      };
    },
  );

  both(
    catalogPaths.getProduct,
    'One product with its option groups, and its shop',
    ZGetProductRequest,
    ZGetProductResponse,
    async (request, reply, input) => {
      const { product, bundle } = await findProduct(cache, request.tenant.id, input.product_id);
      reply.header('cache-control', SHOP_CACHE_CONTROL);
      return { error_type: ErrorType.OK, message: apiMessages.ok, product, shop: detail(bundle) };
    },
  );
};
