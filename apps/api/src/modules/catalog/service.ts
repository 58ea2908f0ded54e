import { productMatchesPerShop } from '@delivery/contract/catalog';
import type {
  HalfPricingRule,
  Segment,
  TCategory,
  TProduct,
  TProductMatch,
  TShopAddress,
  TShopDetail,
  TShopStatus,
  TShopSummary,
} from '@delivery/contract/catalog';
import type { TContact } from '@delivery/contract/contact';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { TMenuCategory } from '@delivery/contract/menu';
import type { TPickupPlace } from '@delivery/contract/orders';
import { listPrice, toReais } from '@delivery/contract/pricing';
import { productSearchNames } from '@delivery/contract/product-search';
import { localDate } from '@delivery/contract/shop-hours';
import { foldText } from '@delivery/contract/text';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { distanceKm, type Coordinates } from '../../providers/geocoder.ts';
import type { CatalogCache } from './cache.ts';
import { openIntervals, shopDay, shopStatus, type Interval } from './opening-hours.ts';
import {
  addToRating,
  halfPricingOfShop,
  loadMenu,
  loadShopBundle,
  notifyCatalogChanged,
  setShopAutoAccept,
  setShopClosed as setClosed,
  setShopPause,
  type Fee,
  type ShopBundle,
} from './queries.ts';

/*
 * The catalog's face: what other modules may call. They name its shops and its cache by these
 * types, and reach its tables only through the functions below.
 */
export type { CatalogCache } from './cache.ts';
export type { ShopBundle } from './queries.ts';
export { listedShopOf, listedShopsAmong, shopColumnSql, shopLogosOf, shopNamesOfProfile } from './queries.ts';

/** The menu's rows, as the panel's editor and the shop's software write them (menu holds the rules). */
export {
  bumpProductVersion,
  copyProduct,
  deleteGroup,
  groupsOfProduct,
  insertCategory,
  insertGroup,
  insertProduct,
  lockCategory,
  lockCategoryIds,
  lockProduct,
  lockProductIds,
  replaceOptions,
  retireItems,
  setItemAvailable,
  setPositions,
  updateCategory,
  updateGroup,
  updateProduct,
  type CategoryFields,
  type CategoryRow,
  type GroupFields,
  type GroupRow,
  type OptionFields,
  type ProductFields,
  type ProductRow,
} from './menu-queries.ts';
export {
  bumpProductVersions,
  deleteGroups,
  groupsOfProducts,
  groupsOfShop,
  insertCategories,
  insertGroups,
  insertOptions,
  insertProducts,
  lockCategories,
  lockProducts,
  lockShopMenu,
  nextCategoryPosition,
  nextProductPositions,
  setOptionsUnavailable,
  updateCategories,
  updateGroups,
  updateOptions,
  updateProducts,
  type OptionWrite,
  type ProductUpdate,
} from './software-menu-queries.ts';

/** The profile's shops as its operators add them and list them (tenant-shops holds the rules). */
export {
  insertShop,
  shopCountOf,
  takenSlugs,
  tenantShopRows,
  updateShopActive,
  type TenantShopRow,
} from './tenant-shop-queries.ts';

/** A shop's columns by section, as its settings (shop-settings) and its cashback (coupons-admin) write them. */
export {
  deliveryBands,
  exceptionsFrom,
  readDelivery,
  readHours,
  replaceBands,
  replaceDistricts,
  replaceExceptions,
  servedDistricts,
  updateDelivery,
  updateHalfPricing,
  updateHours,
  type BandFee,
  type DeliveryFields,
  type DeliveryRow,
  type DistrictFee,
  type HoursFields,
  type HoursRow,
} from './settings-queries.ts';
export {
  cashbackOf,
  readContact,
  readPayments,
  readSoftwareDetails,
  shopTimeZone,
  updateCashback,
  updateContact,
  updatePayments,
  updateSoftwareDetails,
  type CashbackSettings,
  type ContactRow,
  type PaymentsFields,
  type PaymentsRow,
  type SoftwareShopDetails,
} from './section-queries.ts';

const notFound = () => new AppError(ErrorType.NOT_FOUND, apiMessages.shopNotFound);

/**
 * A shop's status only changes when it opens or closes, so it is kept until then (at most an
 * hour): working out a week of time-zone-aware hours on every list read would dominate its cost.
 */
const statuses = new WeakMap<ShopBundle, { status: TShopStatus; computedAt: number; validUntil: number }>();
const MAX_STATUS_AGE_MS = 3_600_000;

const pausedStatus: TShopStatus = Object.freeze({ is_open: false, closes_at: null, next_opening: null, paused: true });

/** When a pause of the shop's staff for a time ends, while it lasts (epoch ms); else null. */
export function pausedUntilOf(bundle: ShopBundle, now = Date.now()): number | null {
  const until = bundle.shop.pausedUntil?.getTime() ?? null;
  return until !== null && until > now ? until : null;
}

/** Closed by its staff, until further notice or for a time, whatever its hours say. */
export const isPaused = (bundle: ShopBundle, now = Date.now()): boolean =>
  bundle.shop.paused || pausedUntilOf(bundle, now) !== null;

export function statusOf(bundle: ShopBundle, now = Date.now()): TShopStatus {
  if (bundle.shop.paused) return pausedStatus;
  const kept = statuses.get(bundle);
  if (kept && now >= kept.computedAt && now < kept.validUntil) return kept.status;
  const { status, validUntil } = workOutStatus(bundle, now);
  statuses.set(bundle, { status, computedAt: now, validUntil: Math.min(validUntil, now + MAX_STATUS_AGE_MS) });
  return status;
}

/**
 * The status by the hours, or, while a pause for a time lasts, closed until it ends (next_opening:
 * its end if the hours have the shop open then, else the next opening after it). Each holds until
 * `validUntil`, when the shop opens, closes or its pause ends.
 */
function workOutStatus(bundle: ShopBundle, now: number): { status: TShopStatus; validUntil: number } {
  const { openingHours, timeZone } = bundle.shop;
  const pausedUntil = pausedUntilOf(bundle, now);
  if (pausedUntil !== null) {
    const after = shopStatus(openingHours, bundle.exceptions, timeZone, pausedUntil);
    const until = new Date(pausedUntil).toISOString();
    return {
      status: {
        is_open: false,
        closes_at: null,
        next_opening: after.is_open ? until : after.next_opening,
        paused_until: until,
      },
      validUntil: pausedUntil,
    };
  }
  const status = shopStatus(openingHours, bundle.exceptions, timeZone, now);
  return { status, validUntil: Date.parse(status.closes_at ?? status.next_opening ?? '') || Infinity };
}

/** The shop's open intervals from `now` over `days` days, exceptions applied. */
export const openIntervalsOf = (bundle: ShopBundle, now: number, days: number): Interval[] =>
  openIntervals(bundle.shop.openingHours, bundle.exceptions, bundle.shop.timeZone, now, days);

/** Where an order would go: a district of the city and, when known, the address's coordinates. */
export type DeliveryTarget = { districtId?: number | null | undefined; coordinates?: Coordinates | null | undefined };

/**
 * The fee and extra minutes to a place, or null when the shop does not deliver there: by district
 * (DISTRICT mode) or by the first distance band that reaches it (GEOCODE mode).
 */
export function deliveryTo(bundle: ShopBundle, target: DeliveryTarget | undefined): Fee | null {
  if (!target) return null;
  const { shop } = bundle;
  if (shop.deliveryMode === 'DISTRICT') {
    return target.districtId ? (bundle.districtFees.get(target.districtId) ?? null) : null;
  }
  if (!target.coordinates || shop.latitude === null || shop.longitude === null) return null;
  const km = distanceKm({ latitude: shop.latitude, longitude: shop.longitude }, target.coordinates);
  return bundle.bands.find((band) => km <= band.maxKm) ?? null;
}

/** The shop's lowest delivery fee; null while it has no district or distance band to deliver to. */
function lowestFeeCents(bundle: ShopBundle): number | null {
  const fees = [...bundle.districtFees.values(), ...bundle.bands].map((f) => f.feeCents);
  return fees.length ? Math.min(...fees) : null;
}

type ReadOptions = { target?: DeliveryTarget | undefined; now?: number };

export function summarize(bundle: ShopBundle, options: ReadOptions = {}): TShopSummary {
  const { shop } = bundle;
  const feeFrom = lowestFeeCents(bundle);
  const fee = deliveryTo(bundle, options.target);
  return {
    shop_id: shop.id,
    name: shop.name,
    segment: shop.segment,
    slug: shop.slug,
    city_id: shop.cityId,
    city_slug: bundle.citySlug,
    logo: shop.logo,
    cover: shop.cover,
    description: shop.description,
    rating: shop.ratingCount ? Math.round((shop.ratingSum / shop.ratingCount) * 10) / 10 : null,
    rating_count: shop.ratingCount,
    min_order: toReais(shop.minOrderCents),
    delivery_fee: fee ? toReais(fee.feeCents) : null,
    delivery_fee_from: feeFrom === null ? null : toReais(feeFrom),
    estimate_min: shop.estimateMin + (fee?.extraMinutes ?? 0),
    estimate_max: shop.estimateMax + (fee?.extraMinutes ?? 0),
    pickup: shop.pickup,
    time_zone: shop.timeZone,
    status: statusOf(bundle, options.now),
  };
}

/** Where the shop is, or undefined while it has not given its street. */
function addressOf({ shop, cityName, cityState }: ShopBundle): TShopAddress | undefined {
  if (!shop.street) return undefined;
  return {
    street: shop.street,
    number: shop.streetNumber,
    complement: shop.complement,
    district: shop.district,
    city: cityName,
    state: cityState,
    cep: shop.cep,
  };
}

/** How customers reach the shop, or undefined while it has given none. */
function contactOf({ shop }: ShopBundle): TContact | undefined {
  if (!shop.phone && !shop.whatsapp && !shop.email) return undefined;
  return { phone: shop.phone, whatsapp: shop.whatsapp, email: shop.email };
}

function detail(bundle: ShopBundle, options: ReadOptions = {}): TShopDetail {
  // The shop's own date: in São Paulo's evening, UTC is already on the next day.
  const today = localDate(bundle.shop.timeZone, options.now);
  const address = addressOf(bundle);
  const contact = contactOf(bundle);
  return {
    ...summarize(bundle, options),
    opening_hours: bundle.shop.openingHours,
    exceptions: bundle.exceptions.filter((e) => e.date >= today),
    payment_methods: bundle.shop.paymentMethods,
    half_pricing: bundle.shop.halfPricing,
    cashback_percent: bundle.shop.cashbackPercent,
    delivery_mode: bundle.shop.deliveryMode,
    free_delivery_above:
      bundle.shop.freeDeliveryAboveCents === null ? null : toReais(bundle.shop.freeDeliveryAboveCents),
    ...(address ? { address } : {}),
    ...(contact ? { contact } : {}),
  };
}

/**
 * Where and when a pickup order of this shop is collected: its address and today's hours in its
 * time zone. Null when the shop is no longer listed (its page would be gone too).
 */
export async function pickupPlaceOf(
  cache: CatalogCache,
  shopId: number,
  now = Date.now(),
): Promise<TPickupPlace | null> {
  const bundle = await cache.bundle(shopId);
  if (!bundle) return null;
  const { shop } = bundle;
  const address = addressOf(bundle);
  return {
    ...(address ? { address } : {}),
    time_zone: shop.timeZone,
    today: shopDay(shop.openingHours, bundle.exceptions, shop.timeZone, now),
    status: statusOf(bundle, now),
  };
}

/**
 * Where a shop is, how it is reached and its time zone, for what is sent about its orders (a
 * receipt); null when it is not the profile's or no longer listed.
 */
export async function shopContactOf(
  cache: CatalogCache,
  profileId: number,
  shopId: number,
): Promise<{ address: TShopAddress | undefined; contact: TContact | undefined; timeZone: string } | null> {
  const bundle = await cache.bundle(shopId);
  if (!bundle || bundle.shop.profileId !== profileId) return null;
  return { address: addressOf(bundle), contact: contactOf(bundle), timeZone: bundle.shop.timeZone };
}

/** A read of a shop for a place, kept with the status and shop date it was made at. */
type KeptRead<T> = { status: TShopStatus; today: string; read: T };
type KeptReads<T> = WeakMap<ShopBundle, Map<string, KeptRead<T>>>;
const MAX_PLACES_PER_SHOP = 500;

/**
 * What `make` answers of a shop for a place, kept while its status holds (and, for a read that
 * shows the dates ahead, its date): reads then hand out the same objects from one read to the
 * next, and the answers made of them are recognised (catalog/routes.ts). A change of the shop is
 * a new bundle, so a pause or a new fee is a new object at once.
 */
function keptRead<T>(
  kept: KeptReads<T>,
  bundle: ShopBundle,
  target: DeliveryTarget | undefined,
  today: string,
  make: () => T,
  now: number,
): T {
  const status = statusOf(bundle, now);
  const place = target?.coordinates
    ? `${target.coordinates.latitude},${target.coordinates.longitude}`
    : String(target?.districtId ?? '');
  let byPlace = kept.get(bundle);
  if (!byPlace) kept.set(bundle, (byPlace = new Map()));
  const before = byPlace.get(place);
  if (before?.status === status && before.today === today) return before.read;
  if (byPlace.size >= MAX_PLACES_PER_SHOP) byPlace.clear();
  const read = make();
  byPlace.set(place, { status, today, read });
  return read;
}

const summaries: KeptReads<TShopSummary> = new WeakMap();
const details: KeptReads<TShopDetail> = new WeakMap();

/** A summary holds nothing of the shop's date: only its status moves it. */
const summaryOf = (bundle: ShopBundle, target: DeliveryTarget | undefined, now: number): TShopSummary =>
  keptRead(summaries, bundle, target, '', () => summarize(bundle, { target, now }), now);

/** A shop's page for a place (its fee there), the same object while its status and date hold. */
export function detailOf(bundle: ShopBundle, target?: DeliveryTarget, now = Date.now()): TShopDetail {
  const today = localDate(bundle.shop.timeZone, now);
  return keptRead(details, bundle, target, today, () => detail(bundle, { target, now }), now);
}

/** A product's own and its options' names, folded, for the dishes a search lists. */
const productTexts = new WeakMap<TProduct, string>();
function productText(product: TProduct): string {
  let text = productTexts.get(product);
  if (text === undefined) {
    text = foldText(productSearchNames(product).join('\n'));
    productTexts.set(product, text);
  }
  return text;
}

/** Shop, category, product and option names, folded, for the text search. */
const searchTexts = new WeakMap<ShopBundle, string>();
function searchText(bundle: ShopBundle): string {
  let text = searchTexts.get(bundle);
  if (text === undefined) {
    const names = [
      foldText(bundle.shop.name),
      ...bundle.categories.flatMap((c) => [foldText(c.name), ...c.products.map(productText)]),
    ];
    text = names.join('\n');
    searchTexts.set(bundle, text);
  }
  return text;
}

/** A shop of this profile, or not found: another profile's shop is never seen. */
export async function shopOfProfile(
  cache: CatalogCache,
  profileId: number,
  shopId: number | null,
): Promise<ShopBundle> {
  const bundle = shopId === null ? null : await cache.bundle(shopId);
  if (!bundle || bundle.shop.profileId !== profileId) throw notFound();
  return bundle;
}

/**
 * A shop of the profile as its staff sets it up, listed or not (a new shop starts off the lists):
 * read from the database, past the cache, which holds listed shops only. NOT_FOUND otherwise.
 */
export async function shopOfProfileToSetUp(db: Database, profileId: number, shopId: number): Promise<ShopBundle> {
  const bundle = await loadShopBundle(db, shopId, { unlisted: true });
  if (!bundle || bundle.shop.profileId !== profileId) throw notFound();
  return bundle;
}

export type ShopFilters = {
  cityId: number;
  segment?: Segment | undefined;
  openNow?: boolean;
  q?: string | undefined;
  target?: DeliveryTarget | undefined;
  /** Only the shops that deliver to `target`. */
  deliveringOnly?: boolean;
};

/** The city's shops: open ones first, each group in the profile's order. */
export async function listShops(cache: CatalogCache, profileId: number, filters: ShopFilters): Promise<TShopSummary[]> {
  const ids = await cache.shopIds(profileId, filters.cityId);
  const bundles = (await Promise.all(ids.map((id) => cache.bundle(id)))).filter((b): b is ShopBundle => b !== null);
  const words = filters.q ? foldText(filters.q).split(/\s+/).filter(Boolean) : [];
  const now = Date.now();
  return bundles
    .filter((b) => !filters.segment || b.shop.segment === filters.segment)
    .filter((b) => words.every((w) => searchText(b).includes(w)))
    .filter((b) => !filters.deliveringOnly || deliveryTo(b, filters.target) !== null)
    .map((b) =>
      words.length
        ? { ...summaryOf(b, filters.target, now), matches: productMatches(b, words) }
        : summaryOf(b, filters.target, now),
    )
    .filter((s) => !filters.openNow || s.status.is_open)
    .sort((a, b) => Number(b.status.is_open) - Number(a.status.is_open));
}

/** The shop's dishes whose names hold every word searched (folded), the available first. */
function productMatches(bundle: ShopBundle, words: string[]): TProductMatch[] {
  return bundle.categories
    .flatMap((category) => category.products)
    .filter((product) => words.every((word) => productText(product).includes(word)))
    .sort((a, b) => Number(b.available) - Number(a.available))
    .slice(0, productMatchesPerShop)
    .map((product) => {
      const price = listPrice(product, bundle.shop.halfPricing);
      return {
        product_id: product.product_id,
        name: product.name,
        image: product.image,
        price: toReais(price.cents),
        from: price.from,
      };
    });
}

export async function findProduct(
  cache: CatalogCache,
  profileId: number,
  productId: number,
): Promise<{ product: TProduct; bundle: ShopBundle }> {
  const shopId = await cache.shopIdOfProduct(productId);
  const bundle = shopId === null ? null : await cache.bundle(shopId);
  const product = bundle?.shop.profileId === profileId ? bundle.products.get(productId) : undefined;
  if (!bundle || !product) throw new AppError(ErrorType.NOT_FOUND, apiMessages.productNotFound);
  return { product, bundle };
}

export const menuOf = (bundle: ShopBundle): TCategory[] => bundle.categories;

/** The whole menu as the shop's staff edit it, read from the database rather than the cache. */
export const staffMenuOf = (db: Database, shopId: number): Promise<TMenuCategory[]> => loadMenu(db, shopId);

/**
 * The menu of a shop of the profile and its half-and-half rule, as its staff set it up: listed or
 * not (a new shop starts off the lists, an operator may take one off), so never from the cache,
 * which holds listed shops only. NOT_FOUND when the shop is not the profile's.
 */
export async function shopMenuToSetUp(
  db: Database,
  profileId: number,
  shopId: number,
): Promise<{ categories: TMenuCategory[]; halfPricing: HalfPricingRule }> {
  const [halfPricing, categories] = await Promise.all([halfPricingOfShop(db, profileId, shopId), loadMenu(db, shopId)]);
  if (!halfPricing) throw notFound();
  return { categories, halfPricing };
}

const PAUSE_MAX_MINUTES = 24 * 60;

/**
 * Pauses a shop for `minutes` (1 to a day): customers see it closed ('Pausada até 19:40') and
 * checkout refuses its orders until then; no job ends it, every read compares with the clock.
 * Every process drops the shop (NOTIFY) and this one at once, so the next read shows the pause.
 * Answers when it ends.
 */
export async function pauseShop(db: Database, cache: CatalogCache, shopId: number, minutes: number): Promise<Date> {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > PAUSE_MAX_MINUTES) {
    throw new AppError(ErrorType.INVALID_INPUT, apiMessages.pauseMinutesInvalid);
  }
  const until = await setShopPause(db, shopId, minutes);
  if (!until) throw notFound();
  await announceShopChanged(db, cache, shopId);
  return until;
}

/** Ends a shop's pause, for a time or until further notice: it takes orders again by its hours. */
export async function resumeShop(db: Database, cache: CatalogCache, shopId: number): Promise<void> {
  await setShopPause(db, shopId, null);
  await announceShopChanged(db, cache, shopId);
}

/**
 * Closes the shop until further notice ("Fechada no momento"), or opens it by its hours again, as
 * its point-of-sale software says (Open Delivery's merchantStatus); every process learns it.
 */
export async function setShopClosed(db: Database, cache: CatalogCache, shopId: number, closed: boolean): Promise<void> {
  if ((await setClosed(db, shopId, closed)) === null) throw notFound();
  await announceShopChanged(db, cache, shopId);
}

/** Whether the shop's new orders are accepted for it; every process's cached shop learns it. */
export async function setAutoAccept(db: Database, cache: CatalogCache, shopId: number, on: boolean): Promise<boolean> {
  const now = await setShopAutoAccept(db, shopId, on);
  if (now === null) throw notFound();
  await announceShopChanged(db, cache, shopId);
  return now;
}

/** After a change of the shop is committed: every process drops the shop, this one at once. */
export async function announceShopChanged(db: Database, cache: CatalogCache, shopId: number): Promise<void> {
  await notifyCatalogChanged(db, shopId);
  cache.invalidate(shopId);
}

/**
 * A review's stars join its shop's rating, in the review's transaction: a NOTIFY is delivered when
 * that commits, so every process drops the shop once the new rating can be read.
 */
export async function rateShop(db: Database, shopId: number, stars: number): Promise<void> {
  await addToRating(db, shopId, stars);
  await notifyCatalogChanged(db, shopId);
}
