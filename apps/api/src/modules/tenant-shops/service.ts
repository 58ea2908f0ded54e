import type { CallBody } from '@delivery/contract/call';
import type { tenantShopCalls } from '@delivery/contract/calls/tenant-shops';
import { envelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type {
  OpeningNeed,
  TTenantPlacesResponse,
  TTenantShop,
  TTenantShopResponse,
  TTenantShopsResponse,
} from '@delivery/contract/tenant-shops';
import { takesOrders } from '@delivery/contract/shop-delivery';
import { mayRunTenant } from '@delivery/contract/staff';
import { slugify } from '@delivery/contract/text';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Messenger } from '../../providers/messenger.ts';
import { addDistrict, citiesWithDistricts, listCities, serveCity } from '../addresses/service.ts';
import type { PlacesCache } from '../addresses/service.ts';
import {
  announceShopChanged,
  insertShop,
  shopCountOf,
  takenSlugs,
  tenantShopRows,
  updateShopActive,
  type CatalogCache,
  type TenantShopRow,
} from '../catalog/service.ts';
import { recordShopChange } from '../shop-settings/service.ts';
import { requireShop, writeInvitation, type StaffScope } from '../staff/service.ts';
import { shopLimitOf, type Tenant } from '../tenant/service.ts';

/*
 * The shops of a MARKETPLACE as its operators run them (decision 0039). A shop comes in with its
 * owner's invitation and stays off the customers' lists while the owner sets up its menu, hours
 * and delivery; an operator opens it once it has something to sell, hours and a way to take
 * orders, and may take it off again
 * (its staff keep running it, its orders in flight go on).
 */

export type TenantShopsContext = { db: Database; catalog: CatalogCache; places: PlacesCache; send: Messenger };

type Body<K extends keyof typeof tenantShopCalls> = CallBody<(typeof tenantShopCalls)[K]>;

/**
 * What the shop lacks before customers could order from it. Without hours it would show closed
 * with no opening ahead, and without a way to take orders it would list a shop no one can order
 * from (decision 0070); pickup alone is a way.
 */
function openingNeedsOf(row: TenantShopRow): OpeningNeed[] {
  const needs: OpeningNeed[] = [];
  if (!row.products) needs.push('products');
  if (!row.weekPeriods) needs.push('hours');
  if (!takesOrders(row.deliveryMode, row)) needs.push('delivery');
  return needs;
}

/** The refusal of opening a shop that lacks it, in the contract's catalogue. */
const needRefusals: Record<OpeningNeed, string> = {
  products: apiMessages.shopNeedsProducts,
  hours: apiMessages.shopNeedsHours,
  delivery: apiMessages.shopNeedsDelivery,
};

const wireShop = (row: TenantShopRow): TTenantShop => ({
  shop_id: row.id,
  name: row.name,
  segment: row.segment,
  city_id: row.cityId,
  city_name: row.cityName,
  active: row.active,
  products: row.products,
  needs: openingNeedsOf(row),
});

function requireOperator(scope: StaffScope): void {
  if (!scope.operator) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.tenantOperatorsOnly);
}

/**
 * The cities and districts are whoever runs the tenant's: its operators, and a SINGLE tenant's
 * owner, who has no operator to add the districts their shop delivers to.
 */
function requireRunsTenant(tenant: Tenant, scope: StaffScope): void {
  if (!mayRunTenant(tenant.typeFlow, scope.operator, scope.roles.values())) {
    throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.tenantOperatorsOnly);
  }
}

/** The shop as the list shows it, with `message` filled with its name and `values`. */
async function shopAnswer(
  db: Database,
  tenant: Tenant,
  shopId: number,
  message: string,
  values: Record<string, string> = {},
): Promise<TTenantShopResponse> {
  const [row] = await tenantShopRows(db, tenant.id, shopId);
  if (!row) throw new AppError(ErrorType.NOT_FOUND, apiMessages.shopNotFound);
  return { ...envelope(ErrorType.OK, formatMessage(message, { name: row.name, ...values })), shop: wireShop(row) };
}

export async function tenantShops(
  ctx: TenantShopsContext,
  tenant: Tenant,
  scope: StaffScope,
): Promise<Omit<TTenantShopsResponse, 'error_type' | 'message'>> {
  requireOperator(scope);
  const [rows, cities] = await Promise.all([tenantShopRows(ctx.db, tenant.id), listCities(ctx.db, tenant.id)]);
  return {
    shops: rows.map(wireShop),
    cities: cities.map((city) => ({ city_id: city.city_id, name: city.city_name })),
  };
}

/** The name's permalink slug, with '-2', '-3'… when another shop of the city and segment has it. */
async function freeSlug(db: Database, where: Parameters<typeof takenSlugs>[1]): Promise<string> {
  const taken = await takenSlugs(db, where);
  let slug = where.base;
  for (let n = 2; taken.has(slug); n++) slug = `${where.base}-${n}`;
  return slug;
}

/** A write that ran into the permalink of a shop written at the same moment under the same name. */
const isPermalinkCollision = (error: unknown) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return (e.code ?? e.cause?.code) === '23505' && (e.constraint ?? e.cause?.constraint) === 'shops_permalink_unique';
};

/** Two operators adding shops of one name at once: the later one takes the next free slug. */
const PERMALINK_ATTEMPTS = 5;

/**
 * Adds the shop and invites its owner, in one transaction: an invitation refused (the e-mail is
 * already an operator's) or any other failure leaves neither the shop nor the invitation behind.
 * The e-mail goes once both are written.
 */
export async function createShop(
  ctx: TenantShopsContext,
  request: FastifyRequest,
  tenant: Tenant,
  scope: StaffScope,
  body: Body<'createShop'>,
): Promise<TTenantShopResponse> {
  requireOperator(scope);
  if (tenant.typeFlow !== 'MARKETPLACE') throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.tenantSingleShop);
  const limit = await shopLimitOf(ctx.db, tenant.id);
  if (limit !== null && (await shopCountOf(ctx.db, tenant.id)) >= limit) {
    throw new AppError(ErrorType.NOT_ALLOWED, formatMessage(apiMessages.tenantShopLimit, { max: limit }));
  }
  const cities = await listCities(ctx.db, tenant.id);
  if (!cities.some((city) => city.city_id === body.city_id)) {
    throw new AppError(ErrorType.NOT_FOUND, apiMessages.cityNotFound);
  }
  const name = body.name.trim();
  const where = { profileId: tenant.id, cityId: body.city_id, segment: body.segment, base: slugify(name) || 'loja' };
  const write = () =>
    ctx.db.transaction(async (tx) => {
      const shopId = await insertShop(tx, { ...where, name, slug: await freeSlug(tx, where) });
      const { letter } = await writeInvitation(tx, request, tenant, withShop(scope, shopId), {
        email: body.owner_email,
        name: body.owner_name,
        role: 'owner',
        shop_id: shopId,
      });
      await recordShopChange(tx, {
        shopId,
        staffId: scope.member.id,
        section: 'listing',
        change: { created: { from: null, to: { name, owner: body.owner_email } } },
      });
      return { shopId, letter };
    });
  let created: Awaited<ReturnType<typeof write>> | undefined;
  for (let attempt = 1; !created; attempt++) {
    try {
      created = await write();
    } catch (error) {
      if (!isPermalinkCollision(error) || attempt >= PERMALINK_ATTEMPTS) throw error;
    }
  }
  await ctx.send(tenant.id, created.letter);
  return shopAnswer(ctx.db, tenant, created.shopId, apiMessages.shopCreated, { email: body.owner_email });
}

/** The scope as it will be on the next request, once the new shop is the profile's. */
const withShop = (scope: StaffScope, shopId: number): StaffScope => ({
  ...scope,
  roles: new Map(scope.roles).set(shopId, 'operator'),
});

export async function setShopActive(
  ctx: TenantShopsContext,
  tenant: Tenant,
  scope: StaffScope,
  body: Body<'setShopActive'>,
): Promise<TTenantShopResponse> {
  requireOperator(scope);
  requireShop(scope, body.shop_id, 'manageShop');
  const active = body.active === '1';
  if (active) {
    const [row] = await tenantShopRows(ctx.db, tenant.id, body.shop_id);
    const [need] = row ? openingNeedsOf(row) : [];
    if (need) throw new AppError(ErrorType.NOT_ALLOWED, needRefusals[need]);
  }
  const before = await ctx.db.transaction(async (tx) => {
    const was = await updateShopActive(tx, body.shop_id, active);
    if (was !== null && was !== active) {
      await recordShopChange(tx, {
        shopId: body.shop_id,
        staffId: scope.member.id,
        section: 'listing',
        change: { active: { from: was, to: active } },
      });
    }
    return was;
  });
  if (before === null) throw new AppError(ErrorType.NOT_FOUND, apiMessages.shopNotFound);
  await announceShopChanged(ctx.db, ctx.catalog, body.shop_id);
  return shopAnswer(ctx.db, tenant, body.shop_id, active ? apiMessages.shopOpened : apiMessages.shopHidden);
}

/** The profile's cities with their districts, as the operator's page lists them. */
export async function tenantPlaces(db: Database, tenant: Tenant, scope: StaffScope) {
  requireRunsTenant(tenant, scope);
  const served = await citiesWithDistricts(db, tenant.id);
  return served.map((city) => ({
    city_id: city.id,
    name: city.name,
    state: city.state,
    districts: city.districts.map((district) => ({ district_id: district.id, name: district.name })),
  }));
}

async function placesAnswer(ctx: TenantShopsContext, tenant: Tenant, scope: StaffScope, message: string) {
  await ctx.places.changed(ctx.db);
  return { ...envelope(ErrorType.OK, message), cities: await tenantPlaces(ctx.db, tenant, scope) };
}

/** Serves a city: customers choose it, and shops are added in it, from the next read on. */
export async function serveTenantCity(
  ctx: TenantShopsContext,
  tenant: Tenant,
  scope: StaffScope,
  body: Body<'serveCity'>,
): Promise<TTenantPlacesResponse> {
  requireRunsTenant(tenant, scope);
  const place = { name: body.name.trim(), state: body.state };
  const added = await serveCity(ctx.db, tenant.id, place);
  const message = added ? apiMessages.cityServed : apiMessages.cityAlreadyServed;
  return placesAnswer(ctx, tenant, scope, formatMessage(message, place));
}

export async function addTenantDistrict(
  ctx: TenantShopsContext,
  tenant: Tenant,
  scope: StaffScope,
  body: Body<'addDistrict'>,
): Promise<TTenantPlacesResponse> {
  requireRunsTenant(tenant, scope);
  const name = body.name.trim();
  if (!(await addDistrict(ctx.db, tenant.id, body.city_id, name))) {
    throw new AppError(ErrorType.NOT_ALLOWED, formatMessage(apiMessages.districtExists, { name }));
  }
  return placesAnswer(ctx, tenant, scope, formatMessage(apiMessages.districtAdded, { name }));
}
