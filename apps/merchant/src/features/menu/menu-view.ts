import type { TCategory, TProduct } from '@delivery/contract/catalog';
import { foldText } from '@delivery/contract/text';

/** Everything, or only what is sold out (a product, or a product with an option sold out). */
export type MenuFilter = 'all' | 'soldOut';

/** A product as shown: with only the options that answer the search and the filter. */
export type ShownProduct = {
  product: TProduct;
  /** Some of its options were left out, so the ones shown are what was looked for: show them open. */
  narrowed: boolean;
};
export type ShownCategory = { category_id: number; name: string; products: ShownProduct[] };

const optionsOf = (product: TProduct) => product.option_groups.flatMap((group) => group.options);

/** How many products and options are sold out. */
export const soldOutCount = (categories: readonly TCategory[]): number =>
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
 * filter, only what is sold out shows. Categories left empty go.
 */
export function menuView(categories: readonly TCategory[], foldedQuery: string, filter: MenuFilter): ShownCategory[] {
  const show = (product: TProduct): ShownProduct | null => {
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
    .map((category) => ({
      category_id: category.category_id,
      name: category.name,
      products: category.products.map(show).filter((shown) => shown !== null),
    }))
    .filter((category) => category.products.length > 0);
}
