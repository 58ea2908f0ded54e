import type { TCategory, TProduct } from '@delivery/contract/catalog';
import { encodeProductsList } from '@delivery/contract/checkout';
import type { ItemSelection } from '@delivery/contract/pricing';
import { productSearchNames } from '@delivery/contract/product-search';
import { foldText } from '@delivery/contract/text';

/** One line of the order being taken: the product, its choices and note, and its price now. */
export type DraftLine = {
  key: number;
  product: TProduct;
  selection: ItemSelection;
  notes: string;
  totalCents: number;
};

/** What the line's choices read: "Sabores: Calabresa, Margherita", one group a line. */
export function choiceLines(line: Pick<DraftLine, 'product' | 'selection'>): { group: string; text: string }[] {
  return line.product.option_groups.flatMap((group) => {
    const chosen = (line.selection.options[group.group_id] ?? [])
      .map((id) => group.options.find((option) => option.option_id === id)?.name)
      .filter((name): name is string => Boolean(name));
    if (!chosen.length) return [];
    const text = group.kind === 'flavours' && chosen.length > 1 ? chosen.map((name) => `½ ${name}`) : chosen;
    return [{ group: group.name, text: text.join(', ') }];
  });
}

/** The lines as the API reads them: products_list and a note per line. */
export const productsListOf = (lines: readonly DraftLine[]): string =>
  encodeProductsList(
    lines.map((line) => ({
      productId: line.product.product_id,
      quantity: line.selection.quantity,
      optionIds: Object.values(line.selection.options).flat(),
    })),
  );

export const notesOf = (lines: readonly DraftLine[]): string[] => lines.map((line) => line.notes.trim());

export const productsCentsOf = (lines: readonly DraftLine[]): number =>
  lines.reduce((sum, line) => sum + line.totalCents, 0);

/**
 * The menu's categories with the products a search finds (their names and their options', any
 * case or accents); categories left empty drop out.
 */
export function searchMenu(categories: readonly TCategory[], query: string): TCategory[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return categories.filter((category) => category.products.length > 0);
  const found = (product: TProduct) => {
    const names = productSearchNames(product).map(foldText).join(' ');
    return words.every((word) => names.includes(word));
  };
  return categories
    .map((category) => ({ ...category, products: category.products.filter(found) }))
    .filter((category) => category.products.length > 0);
}

/** A choice tapped in a group: a single-choice group swaps it, a multiple one adds it up to its most. */
export function toggleChoice(
  selection: ItemSelection,
  group: { group_id: number; max: number },
  optionId: number,
): ItemSelection {
  const chosen = selection.options[group.group_id] ?? [];
  let next: number[];
  if (chosen.includes(optionId)) next = chosen.filter((id) => id !== optionId);
  else if (group.max === 1) next = [optionId];
  else if (chosen.length >= group.max) return selection;
  else next = [...chosen, optionId];
  return { ...selection, options: { ...selection.options, [group.group_id]: next } };
}
