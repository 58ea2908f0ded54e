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

export type MappedOption = SoftwareOption & { externalId: string };
export type MappedGroup = Omit<SoftwareGroup, 'options'> & { externalId: string; options: MappedOption[] };
export type MappedProduct = Omit<SoftwareProduct, 'groups'> & { externalId: string; groups: MappedGroup[] };
export type MappedCategory = Omit<SoftwareCategory, 'products'> & { externalId: string; products: MappedProduct[] };

const units: Record<DocumentItem['unit'], string> = {
  UN: 'unidade',
  KG: 'quilo (KG)',
  L: 'litro (L)',
  OZ: 'onça (OZ)',
  LB: 'libra (LB)',
  GAL: 'galão (GAL)',
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
      problems.push(
        `Uma opção do grupo “${group.name}” de “${productName}” não tem item cadastrado e não foi importada.`,
      );
      return null;
    }
    if (option.price && option.price.currency !== 'BRL') {
      problems.push(
        `A opção “${item.name}” de “${productName}” tem preço em ${option.price.currency}; só importamos reais.`,
      );
      return null;
    }
    if ((option.maxPermitted ?? 1) > 1) {
      problems.push(
        `A opção “${item.name}” de “${productName}” pode ser escolhida até ${option.maxPermitted} vezes no seu sistema; aqui, uma vez por pedido.`,
      );
    }
    const externalId = `${key}/${option.id}`;
    return {
      externalId,
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
      if (!group)
        problems.push(`Um grupo de opções de “${productName}” não existe no seu sistema e não foi importado.`);
      else if (group.status === 'UNAVAILABLE')
        problems.push(
          `O grupo “${group.name}” de “${productName}” está indisponível no seu sistema e não foi importado.`,
        );
      else list.push(group);
    }
    const halves = list.filter((group) => group.priceMethod !== 'SUM');
    if (halves.length > 1) {
      problems.push(
        `“${productName}” cobra mais de um grupo pela média ou pelo maior preço; aqui só há um meio a meio por produto, então ele não foi importado.`,
      );
      return null;
    }
    const mapped: MappedGroup[] = [];
    for (const group of byIndex(list)) {
      const flavours = group.priceMethod !== 'SUM';
      if (flavours && (group.maxPermitted < flavoursRange.min || group.maxPermitted > flavoursRange.max)) {
        problems.push(
          `O grupo “${group.name}” de “${productName}” é um meio a meio de ${group.maxPermitted} sabores; aqui são de ${flavoursRange.min} a ${flavoursRange.max}, então o produto não foi importado.`,
        );
        return null;
      }
      if (group.priceMethod !== 'SUM' && !ruleMatches(group.priceMethod, shop.halfPricing)) {
        problems.push(
          group.priceMethod === 'MAX'
            ? `“${productName}” cobra o sabor mais caro no seu sistema; aqui a loja cobra pela média dos sabores (ajuste a regra do meio a meio no Cardápio).`
            : `“${productName}” cobra a média dos sabores no seu sistema; aqui a loja cobra o sabor mais caro (ajuste a regra do meio a meio no Cardápio).`,
        );
      }
      const key = `${offer.id}/${group.id}`;
      const options = byIndex(group.options).flatMap((option) => mapOption(productName, group, option, key) ?? []);
      const max = Math.max(group.maxPermitted, group.minPermitted, 1);
      if (max !== group.maxPermitted) {
        problems.push(
          `O grupo “${group.name}” de “${productName}” permite no máximo ${group.maxPermitted} escolhas; aqui ficou com ${max}.`,
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
      problems.push(`Uma oferta do cardápio (${offer.id}) aponta para um item que não existe e não foi importada.`);
      return null;
    }
    if (item.unit !== 'UN') {
      problems.push(
        `“${item.name}” é vendido por ${units[item.unit]} no seu sistema; aqui só vendemos por unidade, então ele não foi importado.`,
      );
      return null;
    }
    if (offer.price.currency !== 'BRL') {
      problems.push(`“${item.name}” tem preço em ${offer.price.currency}; só importamos preços em reais.`);
      return null;
    }
    if (offer.availabilityId?.length) {
      problems.push(
        `“${item.name}” tem horários próprios no seu sistema; aqui ele fica à venda sempre que a loja está aberta.`,
      );
    }
    if (item.image || item.images?.length) photos += 1;
    const groupsOfOffer = mapGroups(item.name, offer);
    if (!groupsOfOffer) return null;
    const value = cents(offer.price.value);
    const original = cents(offer.price.originalValue);
    return {
      externalId: offer.id,
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
      problems.push(`A categoria “${category.name}” não está no cardápio de entrega e não foi importada.`);
      continue;
    }
    if (category.availabilityId?.length) {
      problems.push(
        `A categoria “${category.name}” tem horários próprios no seu sistema; aqui ela aparece sempre que a loja está aberta.`,
      );
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
    problems.push(
      photos === 1
        ? 'A foto de 1 item não foi importada: envie-a pelo Cardápio do painel.'
        : `As fotos de ${photos} itens não foram importadas: envie-as pelo Cardápio do painel.`,
    );
  }
  return { categories, problems };
}
