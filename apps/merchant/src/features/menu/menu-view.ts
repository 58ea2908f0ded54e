import type { TMenuCategory, TMenuProduct } from '@delivery/contract/menu';
import { foldText } from '@delivery/contract/text';

/** Everything, or only what is sold out (a product, or a product with an option sold out). */
export type MenuFilter = 'all' | 'soldOut';

/** A product as shown: with only the options that answer the search and the filter. */
export type ShownProduct = {
  product: TMenuProduct;
  /** Some of its options were left out, so the ones shown are what was looked for: show them open. */
  narrowed: boolean;
};
export type ShownCategory = Omit<TMenuCategory, 'products'> & { products: ShownProduct[] };

const optionsOf = (product: TMenuProduct) => product.option_groups.flatMap((group) => group.options);

/** How many products and options are sold out. */
export const soldOutCount = (categories: readonly TMenuCategory[]): number =>
  categories
    .flatMap((category) => category.products)
    .reduce(
      (count, product) =>
        count + (product.available ? 0 : 1) + optionsOf(product).filter((option) => !option.available).length,
      0,
    );

/**
 * The menu to show for a search (folded, so 'acai' finds 'Açaí') and a filter. A product found by
 * its name shows every option; found by an option's, only the options found. With the sold-out
 * filter, only what is sold out shows. Searching or filtering, categories left empty go; the
 * whole menu keeps them (an owner adds products there).
 */
export function menuView(
  categories: readonly TMenuCategory[],
  foldedQuery: string,
  filter: MenuFilter,
): ShownCategory[] {
  const show = (product: TMenuProduct): ShownProduct | null => {
    const named = !foldedQuery || foldText(product.name).includes(foldedQuery);
    const groups = product.option_groups
      .map((group) => ({
        ...group,
        options: group.options.filter(
          (option) => (named || foldText(option.name).includes(foldedQuery)) && (filter === 'all' || !option.available),
        ),
      }))
      .filter((group) => group.options.length > 0);
    const found = named || groups.length > 0;
    const wanted = filter === 'all' || !product.available || groups.length > 0;
    if (!found || !wanted) return null;
    const shown = groups.reduce((count, group) => count + group.options.length, 0);
    return { product: { ...product, option_groups: groups }, narrowed: shown < optionsOf(product).length };
  };
  return categories
    .map(({ products, ...category }) => ({
      ...category,
      products: products.map(show).filter((shown) => shown !== null),
    }))
    .filter((category) => category.products.length > 0 || (!foldedQuery && filter === 'all'));
}

/** The ids with the one at `index` swapped with its neighbour `by` away (-1 up, 1 down). */
export function movedIds(ids: readonly number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const other = index + by;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}
