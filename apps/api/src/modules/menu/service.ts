import type { CallBody } from '@delivery/contract/call';
import type { menuCalls } from '@delivery/contract/calls/menu';
import type { TCategory } from '@delivery/contract/catalog';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { announceShopChanged, menuOf, type CatalogCache } from '../catalog/service.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import { recordMenuChange, setItemAvailable } from './queries.ts';

/*
 * The shop's menu as its staff run it (issue 13). Every change is written with who made it, in its
 * own transaction, and then announced: every API process drops the shop it cached, so the next
 * customer's read shows the change.
 */

/** What the menu's services need, built once in routes.ts. */
export type MenuContext = { db: Database; catalog: CatalogCache };

type Body<K extends keyof typeof menuCalls> = CallBody<(typeof menuCalls)[K]>;

/** The shop's whole menu, as customers read it (sold-out items marked), for whoever runs its orders. */
export async function shopMenu(ctx: MenuContext, scope: StaffScope, shopId: number): Promise<TCategory[]> {
  requireShop(scope, shopId, 'runOrders');
  const bundle = await ctx.catalog.bundle(shopId);
  if (!bundle) throw new AppError(ErrorType.NOT_FOUND, apiMessages.shopNotFound);
  return menuOf(bundle);
}

/**
 * "Acabou": a product or an option runs out, or comes back, at the counter, so whoever runs the
 * shop's orders may say so. Orders already placed keep what they were sold with; checkout refuses
 * new ones with it at once. Setting what already holds changes and records nothing.
 */
export async function setMenuItemAvailable(ctx: MenuContext, scope: StaffScope, body: Body<'setMenuItemAvailable'>) {
  requireShop(scope, body.shop_id, 'runOrders');
  const available = body.available === '1';
  const before = await ctx.db.transaction(async (tx) => {
    const item = await setItemAvailable(tx, body.shop_id, body.item, body.item_id, available);
    if (item && item.available !== available) {
      await recordMenuChange(tx, {
        shopId: body.shop_id,
        staffId: scope.member.id,
        item: body.item,
        itemId: body.item_id,
        change: { available: { from: item.available, to: available } },
      });
    }
    return item;
  });
  if (!before) throw new AppError(ErrorType.NOT_FOUND, apiMessages.menuItemNotFound);
  if (before.available !== available) await announceShopChanged(ctx.db, ctx.catalog, body.shop_id);
  return {
    error_type: ErrorType.OK,
    message: formatMessage(available ? apiMessages.menuItemBack : apiMessages.menuItemSoldOut, { name: before.name }),
    available,
  };
}
