import type { MenuChange } from '../../db/schema/menu.ts';
import type { CategoryFields, CategoryRow, GroupRow, ProductFields, ProductRow } from '../catalog/service.ts';

/* What a change of the menu records, whoever made it: staff in the panel or the shop's software. */

/** The columns an edit records, by their names in the table. */
const categoryColumns = { name: 'name', hidden: 'hidden' } as const satisfies Record<keyof CategoryFields, string>;
const productColumns = {
  categoryId: 'category_id',
  name: 'name',
  description: 'description',
  priceCents: 'price_cents',
  promoPriceCents: 'promo_price_cents',
  available: 'available',
  image: 'image',
} as const satisfies Record<keyof ProductFields, string>;

/** Each column whose value differs, before (null for a new item) and after. */
function changeOf<F extends string>(
  columns: Record<F, string>,
  before: Record<NoInfer<F>, unknown> | null,
  after: Record<NoInfer<F>, unknown>,
): MenuChange {
  const change: MenuChange = {};
  for (const [field, column] of Object.entries(columns) as [F, string][]) {
    const from = before ? before[field] : null;
    if (from !== after[field]) change[column] = { from, to: after[field] };
  }
  return change;
}

/**
 * A product's change; its price and promotional price are kept together when either changes, so
 * each row of its price history reads on its own.
 */
export function productChangeOf(before: ProductRow | null, after: ProductRow): MenuChange {
  const change = changeOf(productColumns, before, after);
  if (before && ('price_cents' in change || 'promo_price_cents' in change)) {
    change.price_cents ??= { from: before.priceCents, to: after.priceCents };
    change.promo_price_cents ??= { from: before.promoPriceCents, to: after.promoPriceCents };
  }
  return change;
}

/** A category's change, as an edit records it. */
export const categoryChangeOf = (before: CategoryRow | null, after: CategoryRow): MenuChange =>
  changeOf(categoryColumns, before, after);

/** A group as a change records it: its fields and options, as the table keeps them. */
export const groupRecord = (group: GroupRow | null) =>
  group && {
    name: group.name,
    kind: group.kind,
    min: group.minChoices,
    max: group.maxChoices,
    options: group.options.map((o) => ({ id: o.id, name: o.name, price_cents: o.priceCents, available: o.available })),
  };
