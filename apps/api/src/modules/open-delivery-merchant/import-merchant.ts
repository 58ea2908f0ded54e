import { formatMessage, menuImportMessages as m } from '@delivery/contract/messages';
import type { Dispatcher } from 'undici';
import type { Database } from '../../db/client.ts';
import type { ExternalKind } from '../../db/schema/open-delivery-merchant.ts';
import { announceShopChanged, shopOfProfileToSetUp, type CatalogCache, type ShopBundle } from '../catalog/service.ts';
import { writeSoftwareMenu, type WrittenCategory } from '../menu/service.ts';
import { writeSoftwareShop, type SoftwareShopDetails } from '../shop-settings/service.ts';
import { fetchMerchant, ImportFailure } from './fetch-merchant.ts';
import { mapHours } from './map-hours.ts';
import { mapMenu, type MappedCategory } from './map-menu.ts';
import type { MerchantDocument } from './merchant-document.ts';
import {
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
};
export type ImportTarget = { profileId: number; shopId: number; merchantUrl: string; apiKey: string | null };
export type ImportResult = {
  outcome: 'success' | 'fail';
  failure: string;
  report: string[];
  /** A failure the software may not repeat (unreachable, its own error): worth trying again later. */
  retryable?: boolean;
};

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

/** The ids each written item became, paired with the external ids they came from. */
function pairIds(planned: readonly MappedCategory[], written: readonly WrittenCategory[]): ExternalIdRow[] {
  const rows: ExternalIdRow[] = [];
  const pair = (kind: ExternalKind, externalId: string, ourId: number, code: string | null = null) =>
    rows.push({ kind, externalId, ourId, code });
  planned.forEach((category, c) => {
    const madeCategory = written[c]!;
    pair('category', category.externalId, madeCategory.id);
    category.products.forEach((product, p) => {
      const madeProduct = madeCategory.products[p]!;
      pair('product', product.externalId, madeProduct.id, product.code);
      product.groups.forEach((group, g) => {
        const madeGroup = madeProduct.groups[g]!;
        pair('group', group.externalId, madeGroup.id);
        group.options.forEach((option, o) => pair('option', option.externalId, madeGroup.options[o]!, option.code));
      });
    });
  });
  return rows;
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

/** Writes the document into the shop in one transaction; answers the report's sentences. */
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

  await ctx.db.transaction(async (tx) => {
    // The shop's row is locked first: two imports of one shop run one after the other.
    await writeSoftwareShop(tx, shopId, shopDetails(document), hours);
    const known = await externalIdsOf(tx, shopId);
    const lookup = (kind: ExternalKind, externalId: string) =>
      known.find((row) => row.kind === kind && row.externalId === externalId)?.ourId ?? null;
    const menu = mapMenu(document, { halfPricing: bundle.shop.halfPricing, menuId: service?.menuId ?? null }, lookup);
    report.push(...menu.problems);
    const kept = new Set(
      menu.categories.flatMap((category) => [
        `category:${category.externalId}`,
        ...category.products.flatMap((product) => [
          `product:${product.externalId}`,
          ...product.groups.map((group) => `group:${group.externalId}`),
        ]),
      ]),
    );
    const gone = (kind: ExternalKind) =>
      known.filter((row) => row.kind === kind && !kept.has(`${kind}:${row.externalId}`));
    const written = await writeSoftwareMenu(tx, shopId, menu.categories, {
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
    await saveExternalIds(tx, shopId, pairIds(menu.categories, written));
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
