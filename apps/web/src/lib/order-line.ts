import type { TOrderItem } from '@delivery/contract/orders';
import { toCents } from '@delivery/contract/pricing';

/**
 * One line of the bag, the one shape the product page builds, the cart keeps and checkout sends:
 * the contract's order line before the server prices it. Its options are the chosen ids per group
 * (as priceItem takes them) with their names for display, where a placed order keeps names and
 * prices; its total is not kept but counted in cents (lineCents). Money in reais, as the wire has it.
 */
export type OrderLine = Pick<TOrderItem, 'product_id' | 'name' | 'quantity' | 'unit_price' | 'notes'> & {
  /** Option ids chosen per group id; products_list sends them in one list. */
  options: Record<number, number[]>;
  /** '1/2 Calabresa', '1/2 Margherita', 'Catupiry': the choices in the groups' order. */
  option_names: string[];
  image: string;
};

/** What one line costs, in cents, at the price it was added with. */
export const lineCents = (line: Pick<OrderLine, 'unit_price' | 'quantity'>): number =>
  toCents(line.unit_price) * line.quantity;

export const linesCents = (lines: readonly Pick<OrderLine, 'unit_price' | 'quantity'>[]): number =>
  lines.reduce((sum, line) => sum + lineCents(line), 0);
