import type { TProduct } from './catalog.ts';

/**
 * The names a search for a dish reads of a product: its own and its options', so 'coca' or
 * 'guaraná' find the soda whose options they are, and a flavour finds its half-and-half.
 */
export const productSearchNames = (product: Pick<TProduct, 'name' | 'option_groups'>): string[] => [
  product.name,
  ...product.option_groups.flatMap((group) => group.options.map((option) => option.name)),
];
