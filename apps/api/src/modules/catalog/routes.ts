import { createHash } from 'node:crypto';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import { addressLookupCalls } from '@delivery/contract/calls/addresses';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { ZGetMenuResponse } from '@delivery/contract/catalog';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { register } from '../../http/register.ts';
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

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const cache = app.catalog;

  await register(app, catalogCalls.listShops, async (input, request, reply) => {
    reply.header('cache-control', SHOP_CACHE_CONTROL);
    const shops = await listShops(cache, request.tenant.id, {
      cityId: input.city_id,
      segment: input.segment,
      openNow: input.open_now !== undefined,
      q: input.q,
      target: { districtId: input.district_id },
    });
    return { error_type: ErrorType.OK, message: apiMessages.ok, shops };
  });

  await register(app, catalogCalls.getShop, async (input, request, reply) => {
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
    reply.header('cache-control', SHOP_CACHE_CONTROL);
    return {
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      shop: detail(bundle, { target: { districtId: input.district_id } }),
    };
  });

  await register(
    app,
    catalogCalls.getMenu,
    async (input, request, reply) => {
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
    // The menu compresses its own answer once; the per-request compression hooks stay off.
    { compress: false, decompress: false },
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

  await register(app, catalogCalls.getProduct, async (input, request, reply) => {
    const { product, bundle } = await findProduct(cache, request.tenant.id, input.product_id);
    reply.header('cache-control', SHOP_CACHE_CONTROL);
    return { error_type: ErrorType.OK, message: apiMessages.ok, product, shop: detail(bundle) };
  });
}
