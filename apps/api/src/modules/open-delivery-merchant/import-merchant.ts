import { formatMessage, menuImportMessages as m } from '@delivery/contract/messages';
import type { Dispatcher } from 'undici';
import type { Database } from '../../db/client.ts';
import type { ExternalKind } from '../../db/schema/open-delivery-merchant.ts';
import { announceShopChanged, shopOfProfileToSetUp, type CatalogCache, type ShopBundle } from '../catalog/service.ts';
import {
  lockSoftwareMenu,
  retireSoftwareItems,
  writeSoftwareCategories,
  writeSoftwareProducts,
  type WrittenProduct,
} from '../menu/service.ts';
import { writeSoftwareShop, type SoftwareShopDetails } from '../shop-settings/service.ts';
import { fetchMerchant, ImportFailure } from './fetch-merchant.ts';
import { mapHours } from './map-hours.ts';
import { mapMenu, type Lookup, type MappedProduct } from './map-menu.ts';
import type { MerchantDocument } from './merchant-document.ts';
import {
  externalIdsAmong,
  externalIdsOf,
  finishImport,
  forgetExternalIds,
  reopenImport,
  saveExternalIds,
  startImport,
  type ExternalIdRow,
} from './queries.ts';

/*
 * Importing a shop's registration, hours and menu from its point-of-sale software (Open Delivery's
 * GET /v1/merchant, decision 0050). Idempotent: each external id is remembered with the id it
 * became, so a re-import updates what it made, adds what is new and retires what disappeared.
 * Every import is kept with its time, outcome and the owner's report in pt-BR.
 */

export type ImportContext = {
  db: Database;
  catalog: CatalogCache;
  /** How the software is called: public addresses only, unless configured (http/outbound.ts). */
  outbound: Dispatcher;
  /**
   * Products (and categories) per transaction, 25 unless told. On the embedded database a batch
   * holds every other query of the server while it runs, so it is kept to a few tens of
   * milliseconds; on PostgreSQL it holds only this shop's menu rows, and larger batches save
   * round trips (import-jobs.ts `importContextOf`, bench/menu-import.ts).
   */
  perBatch?: number;
};
export type ImportTarget = { profileId: number; shopId: number; merchantUrl: string; apiKey: string | null };
export type ImportResult = {
  outcome: 'success' | 'fail';
  failure: string;
  report: string[];
  /** A failure the software may not repeat (unreachable, its own error): worth trying again later. */
  retryable?: boolean;
};

const DEFAULT_PER_BATCH = 25;

/** Lets the requests queued behind the last batch run before the next one starts. */
const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

const digits = (text: string | undefined) => (text ?? '').replace(/\D/g, '');

function shopDetails(document: MerchantDocument): SoftwareShopDetails {
  const info = document.basicInfo;
  return {
    name: info.name,
    description: info.description,
    phone: digits(info.contactPhones.commercialNumber),
    whatsapp: digits(info.contactPhones.whatsappNumber),
    email: (info.contactEmails[0] ?? '').toLowerCase(),
    street: info.address.street,
    streetNumber: info.address.number,
    complement: info.address.complement,
    district: info.address.district,
    cep: info.address.postalCode,
    latitude: info.address.latitude,
    longitude: info.address.longitude,
    minOrderCents: Math.round(info.minOrderValue.value * 100),
  };
}

/** Our id of what an earlier import made of an external id, from the rows kept of them. */
function lookupIn(rows: readonly ExternalIdRow[]): Lookup {
  const ids = new Map(rows.map((row) => [`${row.kind}:${row.externalId}`, row.ourId]));
  return (kind, externalId) => ids.get(`${kind}:${externalId}`) ?? null;
}

/** Every external id of a product: its own, its groups' and their options'. */
const externalIdsOfProduct = (product: MappedProduct): string[] => [
  product.externalId,
  ...product.groups.flatMap((group) => [group.externalId, ...group.options.map((option) => option.externalId)]),
];

/** The product with our ids as `lookup` has them now (another import of the shop may have written since). */
const withIds = (product: MappedProduct, lookup: Lookup): MappedProduct => ({
  ...product,
  ourId: lookup('product', product.externalId),
  groups: product.groups.map((group) => ({
    ...group,
    ourId: lookup('group', group.externalId),
    options: group.options.map((option) => ({ ...option, ourId: lookup('option', option.externalId) })),
  })),
});

/** The ids each written product, group and option became, paired with the external ids they came from. */
function pairIds(planned: readonly MappedProduct[], written: readonly WrittenProduct[]): ExternalIdRow[] {
  return planned.flatMap((product, p) => {
    const made = written[p]!;
    return [
      { kind: 'product' as const, externalId: product.externalId, ourId: made.id, code: product.code },
      ...product.groups.flatMap((group, g) => [
        { kind: 'group' as const, externalId: group.externalId, ourId: made.groups[g]!.id },
        ...group.options.map((option, o) => ({
          kind: 'option' as const,
          externalId: option.externalId,
          ourId: made.groups[g]!.options[o]!,
          code: option.code,
        })),
      ]),
    ];
  });
}

/**
 * What the document says of the merchant that our shop does not take from it (the owner sets it in
 * the panel), one sentence each, so nothing the software sent is dropped without a word.
 */
function notImported(document: MerchantDocument): string[] {
  const { basicInfo } = document;
  const types = new Set(document.services.map((service) => service.serviceType));
  return [
    document.status === 'UNAVAILABLE' ? m.merchantUnavailable : null,
    basicInfo.averagePreparationTime === undefined
      ? null
      : formatMessage(m.preparationTime, { minutes: Math.round(basicInfo.averagePreparationTime) }),
    basicInfo.logoImage || basicInfo.bannerImage ? m.logoAndBanner : null,
    basicInfo.acceptedCards?.length ? m.acceptedCards : null,
    types.has('TAKEOUT') ? m.takeoutService : null,
    types.has('INDOOR') ? m.indoorService : null,
  ].filter((sentence) => sentence !== null);
}

/**
 * Writes the document into the shop: its details, hours and categories, then its products in
 * batches, then what disappeared is retired, each step a transaction of its own that locks the
 * shop's row (two imports of a shop take turns at every step, and each step reads the ids the
 * other kept, so neither duplicates). Answers the report's sentences.
 */
async function writeDocument(ctx: ImportContext, bundle: ShopBundle, document: MerchantDocument): Promise<string[]> {
  const shopId = bundle.shop.id;
  const service =
    document.services.find((candidate) => candidate.serviceType === 'DELIVERY' && candidate.status === 'AVAILABLE') ??
    document.services.find((candidate) => candidate.serviceType === 'DELIVERY') ??
    document.services[0];
  const report = notImported(document);
  if (!service) report.push(m.noService);
  if (document.basicInfo.address.city.localeCompare(bundle.cityName, 'pt-BR', { sensitivity: 'base' }) !== 0) {
    report.push(formatMessage(m.otherCity, { city: document.basicInfo.address.city, shopCity: bundle.cityName }));
  }
  const hours = service
    ? mapHours(service.serviceHours, bundle.shop.timeZone)
    : { openingHours: bundle.shop.openingHours, exceptions: bundle.exceptions, problems: [] };
  report.push(...hours.problems);

  // First the shop's details and hours, in one transaction that locks the shop's row.
  const menu = await ctx.db.transaction(async (tx) => {
    await writeSoftwareShop(tx, shopId, shopDetails(document), hours);
    const lookup = lookupIn(await externalIdsOf(tx, shopId));
    return mapMenu(document, { halfPricing: bundle.shop.halfPricing, menuId: service?.menuId ?? null }, lookup);
  });
  report.push(...menu.problems);

  // Then the categories and the products, a batch per transaction, giving way to other requests
  // between batches: on the embedded database one transaction holds every query of the server,
  // and its statements never let the event loop turn (decision 0058).
  const perBatch = ctx.perBatch ?? DEFAULT_PER_BATCH;
  const placed: { product: MappedProduct; categoryId: number }[] = [];
  /**
   * `list` a batch per transaction, each giving way to other requests first and locking the shop's
   * software menu, so two imports of a shop take turns at every batch.
   */
  const inBatches = async <T>(list: readonly T[], write: (tx: Database, batch: T[]) => Promise<void>) => {
    for (let start = 0; start < list.length; start += perBatch) {
      await giveWay();
      const batch = list.slice(start, start + perBatch);
      await ctx.db.transaction(async (tx) => {
        await lockSoftwareMenu(tx, shopId);
        await write(tx, batch);
      });
    }
  };
  await inBatches(menu.categories, async (tx, batch) => {
    const lookup = lookupIn(
      await externalIdsAmong(
        tx,
        shopId,
        batch.map((category) => category.externalId),
      ),
    );
    const categories = batch.map((category) => ({ ...category, ourId: lookup('category', category.externalId) }));
    const ids = await writeSoftwareCategories(tx, shopId, categories);
    await saveExternalIds(
      tx,
      shopId,
      batch.map((category, c) => ({ kind: 'category' as const, externalId: category.externalId, ourId: ids[c]! })),
    );
    batch.forEach((category, c) =>
      placed.push(...category.products.map((product) => ({ product, categoryId: ids[c]! }))),
    );
  });

  await inBatches(placed, async (tx, batch) => {
    const lookup = lookupIn(
      await externalIdsAmong(
        tx,
        shopId,
        batch.flatMap(({ product }) => externalIdsOfProduct(product)),
      ),
    );
    const products = batch.map(({ product }) => withIds(product, lookup));
    const written = await writeSoftwareProducts(
      tx,
      shopId,
      products.map((product, p) => ({ ...product, categoryId: batch[p]!.categoryId })),
    );
    await saveExternalIds(tx, shopId, pairIds(products, written));
  });

  // Last, what the software no longer has is retired, by the ids kept as they are now.
  await giveWay();
  const kept = new Set(
    menu.categories.flatMap((category) => [
      `category:${category.externalId}`,
      ...category.products.flatMap((product) => [
        `product:${product.externalId}`,
        ...product.groups.map((group) => `group:${group.externalId}`),
      ]),
    ]),
  );
  await ctx.db.transaction(async (tx) => {
    await lockSoftwareMenu(tx, shopId);
    const known = await externalIdsOf(tx, shopId);
    const gone = (kind: ExternalKind) =>
      known.filter((row) => row.kind === kind && !kept.has(`${kind}:${row.externalId}`));
    await retireSoftwareItems(tx, shopId, {
      categoryIds: gone('category').map((row) => row.ourId),
      productIds: gone('product').map((row) => row.ourId),
      groupIds: gone('group').map((row) => row.ourId),
    });
    await forgetExternalIds(
      tx,
      shopId,
      'group',
      gone('group').map((row) => row.externalId),
    );
  });
  return report;
}

/**
 * Reads the merchant from its software and writes it into the shop of this profile, keeping the
 * import's outcome and report. A failure (unreachable software, a document off the standard)
 * changes nothing in the shop and is kept with its reason.
 */
export async function importMerchant(
  ctx: ImportContext,
  target: ImportTarget,
  queuedImportId?: number,
): Promise<ImportResult> {
  // A new shop is set up before it is listed: its menu comes in first.
  const bundle = await shopOfProfileToSetUp(ctx.db, target.profileId, target.shopId);
  const importId = queuedImportId ?? (await startImport(ctx.db, target.shopId));
  if (queuedImportId !== undefined) await reopenImport(ctx.db, queuedImportId);
  try {
    const document = await fetchMerchant(target.merchantUrl, target.apiKey, ctx.outbound);
    const report = await writeDocument(ctx, bundle, document);
    await finishImport(ctx.db, importId, 'success', '', report, document.id);
    await announceShopChanged(ctx.db, ctx.catalog, target.shopId);
    return { outcome: 'success', failure: '', report };
  } catch (error) {
    const failure = error instanceof ImportFailure ? error.message : m.ourError;
    await finishImport(ctx.db, importId, 'fail', failure, [], null);
    if (!(error instanceof ImportFailure)) throw error;
    return { outcome: 'fail', failure, report: [], retryable: error.retryable };
  }
}
