/**
 * Checkout (issue 5). `products_list` keeps docs/product.md's 'productId:quantity;' pairs; a line may add a
 * third field with the chosen option ids, 'productId:quantity:optionId,optionId;', which a legacy
 * reader that splits on ':' and takes two fields still reads as before.
 */
export type CartLine = { productId: number; quantity: number; optionIds: number[] };

export function encodeProductsList(lines: CartLine[]): string {
  return lines
    .map((l) => `${l.productId}:${l.quantity}${l.optionIds.length ? `:${l.optionIds.join(',')}` : ''};`)
    .join('');
}

/** The lines of a products_list, or null when it is not in that form. */
export function parseProductsList(value: string): CartLine[] | null {
  const entries = value
    .split(';')
    .map((e) => e.trim())
    .filter(Boolean);
  if (!entries.length || entries.length > 100) return null;
  const lines: CartLine[] = [];
  for (const entry of entries) {
    const match = /^(\d{1,10}):(\d{1,3})(?::(\d{1,10}(?:,\d{1,10}){0,49}))?$/.exec(entry);
    if (!match) return null;
    lines.push({
      productId: Number(match[1]),
      quantity: Number(match[2]),
      optionIds: match[3] ? match[3].split(',').map(Number) : [],
    });
  }
  return lines;
}
