import type { TProduct } from '@delivery/contract/catalog';
import { toReais } from '@delivery/contract/pricing';
import type { OrderLine } from '../../lib/order-line.ts';
import { flavourFraction, type Selection } from './option-selection.ts';

/** A product as chosen on its page, ready for the cart (app/ hands it over). */
export type ProductLine = OrderLine;

export const maxNotesLength = 140;

/** The line for `unitCents` (priceItem's answer): empty groups left out, notes trimmed to 140. */
export function buildLine(
  product: TProduct,
  selection: Selection,
  quantity: number,
  notes: string,
  unitCents: number,
): ProductLine {
  const options: Selection = {};
  const names: string[] = [];
  for (const group of product.option_groups) {
    const chosen = selection[group.group_id] ?? [];
    if (chosen.length === 0) continue;
    options[group.group_id] = [...chosen];
    const fraction = group.kind === 'flavours' ? flavourFraction(chosen.length) : null;
    for (const id of chosen) {
      const option = group.options.find((candidate) => candidate.option_id === id);
      if (option) names.push(fraction ? `${fraction} ${option.name}` : option.name);
    }
  }
  return {
    product_id: product.product_id,
    quantity,
    options,
    option_names: names,
    notes: notes.trim().slice(0, maxNotesLength),
    name: product.name,
    image: product.image,
    unit_price: toReais(unitCents),
  };
}
