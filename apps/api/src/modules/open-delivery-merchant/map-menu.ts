import { formatMessage, menuImportMessages as m } from '@delivery/contract/messages';
import type { HalfPricingRule } from '@delivery/contract/catalog';
import { flavoursRange } from '@delivery/contract/menu';
import type { ExternalKind } from '../../db/schema/open-delivery-merchant.ts';
import type { SoftwareCategory, SoftwareGroup, SoftwareOption, SoftwareProduct } from '../menu/service.ts';
import type { DocumentGroup, DocumentItem, DocumentOffer, MerchantDocument } from './merchant-document.ts';

/*
 * Open Delivery's menu (menus → categories → item offers → items, option groups → options → items)
 * in our shape (categories → products → option groups → options), decision 0050. Whatever has no
 * place in ours is a sentence for the owner, naming the item; nothing is dropped silently.
 */

/** Our id of what an earlier import made of an external id, if any. */
export type Lookup = (kind: ExternalKind, externalId: string) => number | null;

/** `code`: the software's own code of the item (its `Item.externalCode`), which orders carry back. */
export type MappedOption = SoftwareOption & { externalId: string; code: string | null };
export type MappedGroup = Omit<SoftwareGroup, 'options'> & { externalId: string; options: MappedOption[] };
export type MappedProduct = Omit<SoftwareProduct, 'groups'> & {
  externalId: string;
  code: string | null;
  groups: MappedGroup[];
};
export type MappedCategory = Omit<SoftwareCategory, 'products'> & { externalId: string; products: MappedProduct[] };

const units: Record<Exclude<DocumentItem['unit'], 'UN'>, string> = {
  KG: m.unitKg,
  L: m.unitL,
  OZ: m.unitOz,
  LB: m.unitLb,
  GAL: m.unitGal,
};

const cents = (reais: number) => Math.round(reais * 100);
const byIndex = <T extends { index?: number | undefined }>(list: T[]) =>
  [...list].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));

/** Which of our half-and-half rules charges as the software's price method does. */
const ruleMatches = (method: 'MAX' | 'AVG', rule: HalfPricingRule) =>
  method === 'MAX' ? rule === 'highest' : rule !== 'highest';

export type MenuContextOfShop = { halfPricing: HalfPricingRule; menuId: string | null };

export function mapMenu(document: MerchantDocument, shop: MenuContextOfShop, lookup: Lookup) {
  const problems: string[] = [];
  const items = new Map(document.items.map((item) => [item.id, item]));
  const offers = new Map(document.itemOffers.map((offer) => [offer.id, offer]));
  const groups = new Map(document.optionGroups.map((group) => [group.id, group]));
  const menu = document.menus.find((candidate) => candidate.id === shop.menuId) ?? document.menus[0];
  const inMenu = (categoryId: string) => !menu || menu.categoryId.length === 0 || menu.categoryId.includes(categoryId);
  let photos = 0;

  const mapOption = (
    productName: string,
    group: DocumentGroup,
    option: DocumentGroup['options'][number],
    key: string,
  ): MappedOption | null => {
    const item = option.itemId === undefined ? undefined : items.get(option.itemId);
    if (!item) {
      problems.push(formatMessage(m.optionWithoutItem, { group: group.name, product: productName }));
      return null;
    }
    if (option.price && option.price.currency !== 'BRL') {
      problems.push(
        formatMessage(m.optionCurrency, { option: item.name, product: productName, currency: option.price.currency }),
      );
      return null;
    }
    if ((option.maxPermitted ?? 1) > 1) {
      problems.push(
        formatMessage(m.optionRepeated, { option: item.name, product: productName, times: option.maxPermitted ?? 1 }),
      );
    }
    const externalId = `${key}/${option.id}`;
    return {
      externalId,
      code: item.externalCode ?? null,
      ourId: lookup('option', externalId),
      name: item.name,
      description: item.description,
      priceCents: cents(option.price?.value ?? 0),
      available: option.status === 'AVAILABLE' && item.status === 'AVAILABLE',
    };
  };

  const mapGroups = (productName: string, offer: DocumentOffer): MappedGroup[] | null => {
    const list: DocumentGroup[] = [];
    for (const id of offer.optionGroupsId ?? []) {
      const group = groups.get(id);
      if (!group) problems.push(formatMessage(m.groupMissing, { product: productName }));
      else if (group.status === 'UNAVAILABLE')
        problems.push(formatMessage(m.groupUnavailable, { group: group.name, product: productName }));
      else list.push(group);
    }
    const halves = list.filter((group) => group.priceMethod !== 'SUM');
    if (halves.length > 1) {
      problems.push(formatMessage(m.severalHalves, { product: productName }));
      return null;
    }
    const mapped: MappedGroup[] = [];
    for (const group of byIndex(list)) {
      const flavours = group.priceMethod !== 'SUM';
      if (flavours && (group.maxPermitted < flavoursRange.min || group.maxPermitted > flavoursRange.max)) {
        problems.push(
          formatMessage(m.halvesOutOfRange, {
            group: group.name,
            product: productName,
            count: group.maxPermitted,
            min: flavoursRange.min,
            max: flavoursRange.max,
          }),
        );
        return null;
      }
      if (group.priceMethod !== 'SUM' && !ruleMatches(group.priceMethod, shop.halfPricing)) {
        problems.push(
          group.priceMethod === 'MAX'
            ? formatMessage(m.halvesByHighest, { product: productName })
            : formatMessage(m.halvesByAverage, { product: productName }),
        );
      }
      const key = `${offer.id}/${group.id}`;
      const options = byIndex(group.options).flatMap((option) => mapOption(productName, group, option, key) ?? []);
      const max = Math.max(group.maxPermitted, group.minPermitted, 1);
      if (max !== group.maxPermitted) {
        problems.push(
          formatMessage(m.groupMaxRaised, {
            group: group.name,
            product: productName,
            max: group.maxPermitted,
            kept: max,
          }),
        );
      }
      mapped.push({
        externalId: key,
        ourId: lookup('group', key),
        name: group.name,
        kind: flavours ? 'flavours' : 'options',
        minChoices: group.minPermitted,
        maxChoices: max,
        options,
      });
    }
    return mapped;
  };

  const mapOffer = (offer: DocumentOffer): MappedProduct | null => {
    const item = items.get(offer.itemId);
    if (!item) {
      problems.push(formatMessage(m.offerWithoutItem, { offer: offer.id }));
      return null;
    }
    if (item.unit !== 'UN') {
      problems.push(formatMessage(m.soldByUnit, { product: item.name, unit: units[item.unit] }));
      return null;
    }
    if (offer.price.currency !== 'BRL') {
      problems.push(formatMessage(m.productCurrency, { product: item.name, currency: offer.price.currency }));
      return null;
    }
    if (offer.availabilityId?.length) {
      problems.push(formatMessage(m.productHours, { product: item.name }));
    }
    if (item.image || item.images?.length) photos += 1;
    const groupsOfOffer = mapGroups(item.name, offer);
    if (!groupsOfOffer) return null;
    const value = cents(offer.price.value);
    const original = cents(offer.price.originalValue);
    return {
      externalId: offer.id,
      code: item.externalCode ?? null,
      ourId: lookup('product', offer.id),
      name: item.name,
      description: item.description,
      priceCents: Math.max(value, original),
      promoPriceCents: original > value ? value : null,
      available: offer.status === 'AVAILABLE' && item.status === 'AVAILABLE',
      groups: groupsOfOffer,
    };
  };

  const categories: MappedCategory[] = [];
  const placed = new Set<string>();
  for (const category of byIndex(document.categories)) {
    if (!inMenu(category.id)) {
      problems.push(formatMessage(m.categoryOutsideMenu, { category: category.name }));
      continue;
    }
    if (category.availabilityId?.length) {
      problems.push(formatMessage(m.categoryHours, { category: category.name }));
    }
    const offerIds = category.itemOfferId ?? document.itemOffers.map((offer) => offer.id);
    const products = byIndex(offerIds.flatMap((id) => offers.get(id) ?? []))
      .filter((offer) => !placed.has(offer.id) && placed.add(offer.id))
      .flatMap((offer) => mapOffer(offer) ?? []);
    categories.push({
      externalId: category.id,
      ourId: lookup('category', category.id),
      name: category.name,
      hidden: category.status === 'UNAVAILABLE',
      products,
    });
  }
  if (photos > 0) {
    problems.push(photos === 1 ? m.onePhoto : formatMessage(m.photos, { count: photos }));
  }
  return { categories, problems };
}
