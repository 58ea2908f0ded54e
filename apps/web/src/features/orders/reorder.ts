import type { HalfPricingRule, TProduct } from '@delivery/contract/catalog';
import type { TOrder } from '@delivery/contract/orders';
import { priceItem } from '@delivery/contract/pricing';

/** One line of a past order found again on today's menu, priced at today's prices. */
export type ReorderLine = {
  product: TProduct;
  /** Option ids chosen per group id, as priceItem and the cart take them. */
  selection: Record<number, number[]>;
  quantity: number;
  notes: string;
  unitCents: number;
};

/** Why a line stays out: the product or a choice is gone or paused, or its groups changed. */
export type LeftOutReason = 'unavailable' | 'changed';
export type LeftOut = { name: string; reason: LeftOutReason };

export type ReorderPlan = { lines: ReorderLine[]; leftOut: LeftOut[] };

/**
 * Finds a past order's lines on the shop's current menu. An order keeps its options by group and
 * option name (ids may be renumbered when a menu is edited), so they are matched by name; the
 * line is then checked and priced as checkout will (priceItem), so what reaches the cart is
 * something the server will accept.
 */
export function planReorder(items: TOrder['items'], products: TProduct[], rule: HalfPricingRule): ReorderPlan {
  const byId = new Map(products.map((product) => [product.product_id, product]));
  const plan: ReorderPlan = { lines: [], leftOut: [] };

  for (const item of items) {
    const product = byId.get(item.product_id);
    if (!product?.available) {
      plan.leftOut.push({ name: item.name, reason: 'unavailable' });
      continue;
    }
    const selection: Record<number, number[]> = {};
    let reason: LeftOutReason | null = null;
    for (const chosen of item.options) {
      const group = product.option_groups.find((candidate) => candidate.name === chosen.group);
      const option = group?.options.find((candidate) => candidate.name === chosen.option);
      if (!group || !option) {
        reason = 'changed';
        break;
      }
      if (!option.available) {
        reason = 'unavailable';
        break;
      }
      selection[group.group_id] = [...(selection[group.group_id] ?? []), option.option_id];
    }
    if (reason === null) {
      const priced = priceItem(product, rule, { quantity: item.quantity, options: selection });
      if (priced.ok) {
        plan.lines.push({
          product,
          selection,
          quantity: item.quantity,
          notes: item.notes,
          unitCents: priced.unitCents,
        });
        continue;
      }
      // A group that now asks for more (or fewer) choices than the order made.
      reason = 'changed';
    }
    plan.leftOut.push({ name: item.name, reason });
  }
  return plan;
}
