import type { HalfPricingRule, TOptionGroup, TProduct } from '@delivery/contract/catalog';
import { baseCents, flavoursCents, toCents } from '@delivery/contract/pricing';

/** What a menu row shows: a price, the struck-through one while a promotion runs, and 'a partir de'. */
export type ListPrice = { cents: number; originalCents: number | null; from: boolean };

/** The cheapest way to meet a required group: its `min` cheapest available choices. */
function cheapestRequiredCents(group: TOptionGroup, rule: HalfPricingRule): number {
  if (group.min < 1) return 0;
  const prices = group.options
    .filter((option) => option.available)
    .map((option) => toCents(option.price))
    .sort((a, b) => a - b)
    .slice(0, group.min);
  return group.kind === 'flavours' ? flavoursCents(rule, prices) : prices.reduce((sum, price) => sum + price, 0);
}

/**
 * The lowest price a customer can pay for one unit: the product's own (promotional while set)
 * plus the cheapest way through its required groups. A half-and-half costing R$ 0 shows 'a
 * partir de' its cheapest flavour; a promotion shows the usual price struck through.
 */
export function listPrice(
  product: Pick<TProduct, 'price' | 'promo_price' | 'option_groups'>,
  rule: HalfPricingRule = 'average',
): ListPrice {
  const required = product.option_groups.reduce((sum, group) => sum + cheapestRequiredCents(group, rule), 0);
  const cents = baseCents(product) + required;
  const onPromo = product.promo_price !== null && product.promo_price < product.price;
  return { cents, originalCents: onPromo ? toCents(product.price) + required : null, from: required > 0 };
}
