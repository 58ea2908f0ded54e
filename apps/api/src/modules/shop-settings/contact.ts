import type { CallBody } from '@delivery/contract/call';
import type { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { TContact, TShopContactResponse } from '@delivery/contract/contact';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { Database } from '../../db/client.ts';
import type { ShopChange } from '../../db/schema/shop-settings.ts';
import { AppError } from '../../http/app-error.ts';
import { announceShopChanged, readContact, updateContact, type ContactRow } from '../catalog/service.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import { lastChange, recordShopChange } from './queries.ts';
import { notFound, type ShopSettingsContext } from './service.ts';

/*
 * How customers reach a shop (issue 16, its contact page): phone, WhatsApp and e-mail, a section of
 * the shop's settings saved at the version read like the others (decision 0034), each change kept.
 */

type Body = CallBody<(typeof shopSettingsCalls)['saveShopContact']>;
const contactOf = ({ phone, whatsapp, email }: TContact): TContact => ({ phone, whatsapp, email });

async function answerOf(db: Database, shopId: number, row: ContactRow, message: string): Promise<TShopContactResponse> {
  const last = await lastChange(db, shopId, 'contact');
  return {
    error_type: ErrorType.OK,
    message,
    contact: contactOf(row),
    version: row.version,
    last_change: last,
  };
}

export async function shopContact(ctx: ShopSettingsContext, scope: StaffScope, shopId: number) {
  requireShop(scope, shopId, 'manageShop');
  const row = await readContact(ctx.db, shopId);
  if (!row) throw notFound();
  return answerOf(ctx.db, shopId, row, apiMessages.ok);
}

export async function saveShopContact(
  ctx: ShopSettingsContext,
  scope: StaffScope,
  body: Body,
): Promise<TShopContactResponse> {
  requireShop(scope, body.shop_id, 'manageShop');
  const after = contactOf(body);
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await readContact(tx, body.shop_id, true);
    if (!row) throw notFound();
    if (row.version !== body.version) {
      throw new AppError(ErrorType.EDIT_CONFLICT, formatMessage(apiMessages.contactEditConflict, { shop: row.name }));
    }
    const before = contactOf(row);
    const change: ShopChange = {};
    for (const field of Object.keys(after) as (keyof TContact)[]) {
      if (before[field] !== after[field]) change[field] = { from: before[field], to: after[field] };
    }
    if (Object.keys(change).length === 0) return { row, changed: false };
    const version = await updateContact(tx, body.shop_id, after);
    await recordShopChange(tx, { shopId: body.shop_id, staffId: scope.member.id, section: 'contact', change });
    return { row: { ...row, ...after, version }, changed: true };
  });
  // The shop's page (and its contact) is read from the catalog's cache: every process drops it.
  if (saved.changed) await announceShopChanged(ctx.db, ctx.catalog, body.shop_id);
  return answerOf(
    ctx.db,
    body.shop_id,
    saved.row,
    saved.changed ? apiMessages.contactSaved : apiMessages.contactUnchanged,
  );
}
