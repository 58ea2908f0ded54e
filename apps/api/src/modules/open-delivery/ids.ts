/**
 * The standard names orders, items, options and customers by UUID; ours are integers. Each is
 * written as a UUID of its own kind (the first group) and its number (the last), so the same row
 * is always the same UUID, an order's UUID turns back into its id, and no column is needed.
 */
const kinds = { order: 0x0d0, item: 0x0d1, option: 0x0d2, customer: 0x0d3 } as const;
type Kind = keyof typeof kinds;

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

export const uuidOf = (kind: Kind, id: number): string => `${hex(kinds[kind], 8)}-0000-4000-8000-${hex(id, 12)}`;

/** The order id a UUID of ours names, or null for any other string. */
export function orderIdOf(uuid: string): number | null {
  const match = /^([0-9a-f]{8})-0000-4000-8000-([0-9a-f]{12})$/i.exec(uuid);
  if (!match || Number.parseInt(match[1]!, 16) !== kinds.order) return null;
  const id = Number.parseInt(match[2]!, 16);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
