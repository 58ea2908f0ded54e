import type { TMenuItemKind } from '@delivery/contract/menu';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { menuChanges, type MenuChange } from '../../db/schema/menu.ts';

/** What both drivers answer to a raw statement. */
type Rows<T> = { rows: T[] };

/** A product or an option of the shop, locked for the change, as it was: null when not the shop's. */
type Before = { name: string; available: boolean };

/** The item of this shop, locked until the transaction ends (an option is the shop's through its product). */
const lockedItem: Record<TMenuItemKind, (shopId: number, itemId: number) => SQL> = {
  product: (shopId, itemId) =>
    sql`select id, name, available from products where id = ${itemId} and shop_id = ${shopId} for update`,
  option: (shopId, itemId) => sql`
    select o.id, o.name, o.available from options o
      join option_groups g on g.id = o.group_id
      join products p on p.id = g.product_id
    where o.id = ${itemId} and p.shop_id = ${shopId}
    for update of o`,
};

/** The change itself: a product also says when it last changed (options keep no time). */
const setAvailable: Record<TMenuItemKind, (available: boolean) => SQL> = {
  product: (available) => sql`update products t set available = ${available}, updated_at = now()`,
  option: (available) => sql`update options t set available = ${available}`,
};

/**
 * Sets whether a product or an option of the shop can be ordered; answers its name and whether it
 * could before, or null when the shop has no such item.
 */
export async function setItemAvailable(
  db: Database,
  shopId: number,
  item: TMenuItemKind,
  itemId: number,
  available: boolean,
): Promise<Before | null> {
  const result = (await db.execute(sql`
    with before as (${lockedItem[item](shopId, itemId)}),
    changed as (${setAvailable[item](available)} from before where t.id = before.id)
    select name, available from before`)) as unknown as Rows<Before>;
  return result.rows[0] ?? null;
}

export async function recordMenuChange(
  db: Database,
  values: { shopId: number; staffId: number; item: TMenuItemKind; itemId: number; change: MenuChange },
): Promise<void> {
  await db.insert(menuChanges).values(values);
}
