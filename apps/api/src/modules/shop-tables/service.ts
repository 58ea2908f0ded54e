import type { CallBody } from '@delivery/contract/call';
import type { shopTableCalls } from '@delivery/contract/calls/shop-tables';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { shopPath } from '@delivery/contract/shop-path';
import { tableLimits, tableParam, type TShopTable } from '@delivery/contract/shop-tables';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { qrSvg } from '../../lib/qr-svg.ts';
import { shopOfProfile, summarize, type CatalogCache } from '../catalog/service.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import { deleteTable, insertTables, tablesOfShop, type ShopTableRow } from './queries.ts';

/*
 * A shop's tables (decision 0101): everyone who runs its orders sees them and prints their QR
 * codes; its owners and operators number and remove them.
 */

type Body<K extends keyof typeof shopTableCalls> = CallBody<(typeof shopTableCalls)[K]>;

export type TablesContext = { db: Database; catalog: CatalogCache };

/** The shop's tables, each with the address its QR code opens: the shop's page, at that table. */
async function wireTables(ctx: TablesContext, scope: StaffScope, shopId: number, origin: string) {
  const [bundle, rows] = await Promise.all([
    shopOfProfile(ctx.catalog, scope.member.profileId, shopId),
    tablesOfShop(ctx.db, shopId),
  ]);
  const page = `${origin}${shopPath(summarize(bundle))}`;
  const wire = async (row: ShopTableRow): Promise<TShopTable> => {
    const url = `${page}?${new URLSearchParams({ [tableParam]: row.token }).toString()}`;
    return { table_id: row.id, label: row.label, url, qr_svg: await qrSvg(url) };
  };
  return Promise.all(rows.map(wire));
}

/** `shopTables`. */
export async function shopTables(ctx: TablesContext, scope: StaffScope, body: Body<'shopTables'>, origin: string) {
  requireShop(scope, body.shop_id, 'runOrders');
  return {
    error_type: ErrorType.OK,
    message: apiMessages.ok,
    tables: await wireTables(ctx, scope, body.shop_id, origin),
  };
}

/** `addShopTables`: the numbers from..to, within the most a shop may have. */
export async function addShopTables(
  ctx: TablesContext,
  scope: StaffScope,
  body: Body<'addShopTables'>,
  origin: string,
) {
  requireShop(scope, body.shop_id, 'manageShop');
  const labels = Array.from({ length: body.to - body.from + 1 }, (_, i) => String(body.from + i));
  const existing = new Set((await tablesOfShop(ctx.db, body.shop_id)).map((row) => row.label));
  const added = labels.filter((label) => !existing.has(label));
  if (existing.size + added.length > tableLimits.most) {
    throw new AppError(ErrorType.NOT_ALLOWED, formatMessage(apiMessages.tablesTooMany, { most: tableLimits.most }));
  }
  if (added.length) await insertTables(ctx.db, { profileId: scope.member.profileId, shopId: body.shop_id }, added);
  const message =
    body.from === body.to
      ? formatMessage(apiMessages.tableAdded, { number: body.from })
      : formatMessage(apiMessages.tablesAdded, { from: body.from, to: body.to });
  return { error_type: ErrorType.OK, message, tables: await wireTables(ctx, scope, body.shop_id, origin) };
}

/** `removeShopTable`. */
export async function removeShopTable(
  ctx: TablesContext,
  scope: StaffScope,
  body: Body<'removeShopTable'>,
  origin: string,
) {
  requireShop(scope, body.shop_id, 'manageShop');
  const removed = await deleteTable(ctx.db, body.shop_id, body.table_id);
  if (!removed) throw new AppError(ErrorType.NOT_FOUND, apiMessages.tableNotFound);
  return {
    error_type: ErrorType.OK,
    message: formatMessage(apiMessages.tableRemoved, { label: removed.label }),
    tables: await wireTables(ctx, scope, body.shop_id, origin),
  };
}
