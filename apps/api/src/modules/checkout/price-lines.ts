import type { CartLine } from '@delivery/contract/checkout';
import { apiMessages } from '@delivery/contract/messages';
import { priceItem, toCents } from '@delivery/contract/pricing';
import type { ItemOption } from '../../db/schema/orders.ts';
import type { ShopBundle } from '../catalog/service.ts';

/** One line of the order as the server priced it, with the names it had at that moment. */
export type PricedLine = {
  productId: number;
  name: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  options: ItemOption[];
};

/** The lines at the shop's prices of now, or why the customer must go back to the shop. */
export type PricedLines = { ok: true; lines: PricedLine[]; productsCents: number } | { ok: false; goBack: string };

function priceLine(bundle: ShopBundle, line: CartLine): PricedLine | { goBack: string } {
  const product = bundle.products.get(line.productId);
  if (!product) return { goBack: apiMessages.productNotInShop };
  const optionsById = new Map(
    product.option_groups.flatMap((g) => g.options.map((o) => [o.option_id, { group: g, option: o }] as const)),
  );
  // priceItem takes the options per group; products_list sends them in one list.
  const options: Record<number, number[]> = {};
  for (const optionId of line.optionIds) {
    const found = optionsById.get(optionId);
    if (!found) return { goBack: apiMessages.unknownOption };
    (options[found.group.group_id] ??= []).push(optionId);
  }
  const price = priceItem(product, bundle.shop.halfPricing, { quantity: line.quantity, options });
  if (!price.ok) return { goBack: price.message };
  return {
    productId: product.product_id,
    name: product.name,
    quantity: line.quantity,
    unitCents: price.unitCents,
    totalCents: price.totalCents,
    options: [...new Set(line.optionIds)].map((id) => {
      const { group, option } = optionsById.get(id)!;
      const flavours = group.kind === 'flavours' ? new Set(options[group.group_id]).size : 1;
      return {
        group: group.name,
        option: option.name,
        priceCents: toCents(option.price),
        optionId: option.option_id,
        ...(flavours > 1 ? { flavours } : {}),
      };
    }),
  };
}

/** Prices the lines of products_list from the shop's own menu: nothing the app sends is trusted but its choices. */
export function priceLines(bundle: ShopBundle, lines: CartLine[]): PricedLines {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const result = priceLine(bundle, line);
    if ('goBack' in result) return { ok: false, goBack: result.goBack };
    priced.push(result);
  }
  return { ok: true, lines: priced, productsCents: priced.reduce((sum, l) => sum + l.totalCents, 0) };
}
