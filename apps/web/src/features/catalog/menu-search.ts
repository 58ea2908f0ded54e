import type { TCategory } from '@delivery/contract/catalog';
import { productSearchNames } from '@delivery/contract/product-search';
import { foldText } from '@delivery/contract/text';

/**
 * The menu narrowed to the items whose name, description or options hold every word typed, accents
 * and case ignored ('acai' finds 'Açaí'); categories left empty are dropped.
 */
export function searchMenu(categories: readonly TCategory[], query: string): TCategory[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      products: category.products.filter((product) => {
        const text = foldText([product.description, ...productSearchNames(product)].join('\n'));
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((category) => category.products.length > 0);
}

/** The id of a category's section on the page, which the category bar scrolls to. */
export const categoryAnchor = (categoryId: number): string => `categoria-${categoryId}`;
