import type { CallBody } from '@delivery/contract/call';
import type { menuCalls } from '@delivery/contract/calls/menu';
import { ErrorType } from '@delivery/contract/errors';
import type { TPriceChange } from '@delivery/contract/menu';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { toCents, toReais } from '@delivery/contract/pricing';
import type { Database } from '../../db/client.ts';
import type { MenuChange, MenuChangeItem } from '../../db/schema/menu.ts';
import { AppError } from '../../http/app-error.ts';
import {
  announceShopChanged,
  bumpProductVersion,
  copyProduct,
  deleteGroup,
  groupsOfProduct,
  insertCategory,
  insertGroup,
  insertProduct,
  lockCategory,
  lockCategoryIds,
  lockProduct,
  lockProductIds,
  replaceOptions,
  setItemAvailable,
  setPositions,
  shopMenuToSetUp,
  staffMenuOf,
  updateCategory,
  updateGroup,
  updateProduct,
  type CatalogCache,
  type CategoryFields,
  type CategoryRow,
  type GroupFields,
  type OptionFields,
  type ProductFields,
  type ProductRow,
} from '../catalog/service.ts';
import { isShopPhoto } from '../media/service.ts';
import { categoryChangeOf, groupRecord, productChangeOf } from './changes.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import { priceChanges, recordMenuChanges } from './queries.ts';

/*
 * The shop's menu as its staff run it (issue 13, decision 0032). Every change is written with who
 * made it, in its own transaction, and then announced: every API process drops the shop it
 * cached, so the next customer's read shows the change. An edit names the version it was read at;
 * a newer one in the database refuses it, so two people saving at once never overwrite each other.
 */

/** The menu written from a shop's point-of-sale software (Open Delivery import). */
export {
  lockSoftwareMenu,
  retireSoftwareItems,
  writeSoftwareCategories,
  writeSoftwareProducts,
  type PlacedSoftwareProduct,
  type Retired,
  type SoftwareCategory,
  type SoftwareGroup,
  type SoftwareOption,
  type SoftwareProduct,
  type WrittenProduct,
} from './software-menu.ts';

/** What the menu's services need, built once in routes.ts; `mediaBase` is where photos are kept. */
export type MenuContext = { db: Database; catalog: CatalogCache; mediaBase: string };

type Body<K extends keyof typeof menuCalls> = CallBody<(typeof menuCalls)[K]>;

/** A change by this staff member of one item of the shop, as recordMenuChanges writes it. */
const changeBy = (scope: StaffScope, shopId: number, item: MenuChangeItem, itemId: number, change: MenuChange) => ({
  shopId,
  staffId: scope.member.id,
  item,
  itemId,
  change,
});

const conflict = (name: string) =>
  new AppError(ErrorType.EDIT_CONFLICT, formatMessage(apiMessages.menuEditConflict, { name }));

/** The edited row, when it is this shop's and still at the version the editor read. */
function atVersion<R extends { version: number; name: string }>(row: R | null, version: number, missing: string): R {
  if (!row) throw new AppError(ErrorType.NOT_FOUND, missing);
  if (row.version !== version) throw conflict(row.name);
  return row;
}

/**
 * The shop's whole menu, hidden and sold-out items included, and its half-and-half rule, for whoever
 * runs its orders: on the customers' lists or not, since a shop is set up before it is opened.
 */
export async function shopMenu(ctx: MenuContext, scope: StaffScope, shopId: number) {
  requireShop(scope, shopId, 'runOrders');
  const { categories, halfPricing } = await shopMenuToSetUp(ctx.db, scope.member.profileId, shopId);
  return { categories, half_pricing: halfPricing };
}

/**
 * After a change of a product is committed: every process drops the shop, and the answer is the
 * product as the editor now reads it, with `message`.
 */
async function announcedProduct(ctx: MenuContext, shopId: number, productId: number, message: string) {
  await announceShopChanged(ctx.db, ctx.catalog, shopId);
  const product = (await staffMenuOf(ctx.db, shopId))
    .flatMap((category) => category.products)
    .find((item) => item.product_id === productId);
  if (!product) throw new AppError(ErrorType.NOT_FOUND, apiMessages.menuItemNotFound);
  return { error_type: ErrorType.OK, message, product };
}

/**
 * "Acabou": a product or an option runs out, or comes back, at the counter, so whoever runs the
 * shop's orders may say so. Orders already placed keep what they were sold with; checkout refuses
 * new ones with it at once. Setting what already holds changes and records nothing. It leaves the
 * product's version alone: it never conflicts with an edit of the rest.
 */
export async function setMenuItemAvailable(ctx: MenuContext, scope: StaffScope, body: Body<'setMenuItemAvailable'>) {
  requireShop(scope, body.shop_id, 'runOrders');
  const available = body.available === '1';
  const before = await ctx.db.transaction(async (tx) => {
    const item = await setItemAvailable(tx, body.shop_id, body.item, body.item_id, available);
    if (item && item.available !== available) {
      await recordMenuChanges(tx, [
        changeBy(scope, body.shop_id, body.item, body.item_id, { available: { from: item.available, to: available } }),
      ]);
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

const categoryAnswer = (row: CategoryRow) => ({
  category_id: row.id,
  name: row.name,
  hidden: row.hidden,
  version: row.version,
});

/** Adds a category at the end of the menu, or renames, hides or shows one. */
export async function saveCategory(ctx: MenuContext, scope: StaffScope, body: Body<'saveCategory'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  const fields: CategoryFields = { name: body.name, hidden: body.hidden === '1' };
  const saved = await ctx.db.transaction(async (tx) => {
    const before =
      body.category_id === undefined
        ? null
        : atVersion(
            await lockCategory(tx, body.shop_id, body.category_id),
            body.version!,
            apiMessages.categoryNotFound,
          );
    const row = before ? await updateCategory(tx, before.id, fields) : await insertCategory(tx, body.shop_id, fields);
    await recordMenuChanges(tx, [changeBy(scope, body.shop_id, 'category', row.id, categoryChangeOf(before, row))]);
    return row;
  });
  await announceShopChanged(ctx.db, ctx.catalog, body.shop_id);
  return {
    error_type: ErrorType.OK,
    message: formatMessage(apiMessages.categorySaved, { name: saved.name }),
    category: categoryAnswer(saved),
  };
}

/**
 * A product's fields as the editor sent them, checked against the shop's rules. A photo is one
 * uploaded for this shop (any other URL could point anywhere), or the one it already shows.
 */
async function productFields(
  ctx: MenuContext,
  db: Database,
  body: Body<'saveProduct'>,
  before: ProductRow | null,
): Promise<ProductFields> {
  const priceCents = toCents(body.price);
  const promoPriceCents = typeof body.promo_price === 'number' ? toCents(body.promo_price) : null;
  if (promoPriceCents !== null && promoPriceCents >= priceCents) {
    throw new AppError(ErrorType.INVALID_INPUT, apiMessages.promoNotBelowPrice);
  }
  const image = body.image ?? before?.image ?? '';
  if (image !== '' && image !== before?.image && !isShopPhoto(ctx.mediaBase, body.shop_id, image)) {
    throw new AppError(ErrorType.INVALID_INPUT, apiMessages.photoNotOfShop);
  }
  if (!(await lockCategory(db, body.shop_id, body.category_id))) {
    throw new AppError(ErrorType.NOT_FOUND, apiMessages.categoryNotFound);
  }
  return {
    categoryId: body.category_id,
    name: body.name,
    description: body.description,
    priceCents,
    promoPriceCents,
    available: body.available === '1',
    image,
  };
}

/**
 * Adds a product at the end of its category, or edits one: a new category moves it there, at the
 * end. Orders already placed keep the name and prices they were sold with.
 */
export async function saveProduct(ctx: MenuContext, scope: StaffScope, body: Body<'saveProduct'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  const saved = await ctx.db.transaction(async (tx) => {
    const before =
      body.product_id === undefined
        ? null
        : atVersion(await lockProduct(tx, body.shop_id, body.product_id), body.version!, apiMessages.menuItemNotFound);
    const fields = await productFields(ctx, tx, body, before);
    const row = before ? await updateProduct(tx, before, fields) : await insertProduct(tx, body.shop_id, fields);
    await recordMenuChanges(tx, [changeBy(scope, body.shop_id, 'product', row.id, productChangeOf(before, row))]);
    return row;
  });
  return announcedProduct(ctx, body.shop_id, saved.id, formatMessage(apiMessages.productSaved, { name: saved.name }));
}

/** The same ids, each once: the order asked for covers exactly what the database holds. */
const sameIds = (wanted: readonly number[], held: readonly number[]) =>
  wanted.length === held.length && new Set(wanted).size === wanted.length && held.every((id) => wanted.includes(id));

/** Puts the shop's categories, or one category's products, in the order given. */
async function reorder(
  ctx: MenuContext,
  scope: StaffScope,
  shopId: number,
  kind: 'category' | 'product',
  ids: readonly number[],
  held: (db: Database) => Promise<number[]>,
) {
  requireShop(scope, shopId, 'manageShop');
  await ctx.db.transaction(async (tx) => {
    if (!sameIds(ids, await held(tx))) throw new AppError(ErrorType.EDIT_CONFLICT, apiMessages.menuOrderStale);
    const moved = await setPositions(tx, kind, ids);
    await recordMenuChanges(
      tx,
      moved.map(({ id, from, to }) => changeBy(scope, shopId, kind, id, { position: { from, to } })),
    );
  });
  await announceShopChanged(ctx.db, ctx.catalog, shopId);
  return { error_type: ErrorType.OK, message: apiMessages.menuOrderSaved };
}

export const reorderCategories = (ctx: MenuContext, scope: StaffScope, body: Body<'reorderCategories'>) =>
  reorder(ctx, scope, body.shop_id, 'category', body.category_ids, (db) => lockCategoryIds(db, body.shop_id));

export const reorderProducts = (ctx: MenuContext, scope: StaffScope, body: Body<'reorderProducts'>) =>
  reorder(ctx, scope, body.shop_id, 'product', body.product_ids, (db) =>
    lockProductIds(db, body.shop_id, body.category_id),
  );

/** A copy of the product with its option groups and options, "(cópia)", right after it. */
export async function duplicateProduct(ctx: MenuContext, scope: StaffScope, body: Body<'duplicateProduct'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  const copy = await ctx.db.transaction(async (tx) => {
    const source = await lockProduct(tx, body.shop_id, body.product_id);
    if (!source) throw new AppError(ErrorType.NOT_FOUND, apiMessages.menuItemNotFound);
    const row = await copyProduct(tx, source, formatMessage(apiMessages.productCopyName, { name: source.name }));
    await recordMenuChanges(tx, [changeBy(scope, body.shop_id, 'product', row.id, productChangeOf(null, row))]);
    return row;
  });
  return announcedProduct(
    ctx,
    body.shop_id,
    copy.id,
    formatMessage(apiMessages.productDuplicated, { name: copy.name }),
  );
}

const reais = (cents: unknown): number | null => (typeof cents === 'number' ? toReais(cents) : null);

/** Every change of a product's prices, made in the panel or by the shop's software, newest first, for its owner. */
export async function productPriceHistory(
  ctx: MenuContext,
  scope: StaffScope,
  body: Body<'productPriceHistory'>,
): Promise<TPriceChange[]> {
  requireShop(scope, body.shop_id, 'manageShop');
  const product = await lockProduct(ctx.db, body.shop_id, body.product_id);
  if (!product) throw new AppError(ErrorType.NOT_FOUND, apiMessages.menuItemNotFound);
  const rows = await priceChanges(ctx.db, body.shop_id, body.product_id);
  return rows.map(({ at, by, bySoftware, change }) => ({
    at: at.toISOString(),
    by,
    by_software: bySoftware,
    price: { from: reais(change.price_cents?.from), to: reais(change.price_cents?.to) ?? 0 },
    promo_price: { from: reais(change.promo_price_cents?.from), to: reais(change.promo_price_cents?.to) },
  }));
}

/**
 * An option group of a product, whole: a new one after the others, or one that exists with its
 * options made the list given (options left out are removed). A half-and-half has one flavours
 * group. The product's version goes up; orders placed keep the options they were sold with.
 */
export async function saveOptionGroup(ctx: MenuContext, scope: StaffScope, body: Body<'saveOptionGroup'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  const fields: GroupFields = { name: body.name, kind: body.kind, minChoices: body.min, maxChoices: body.max };
  await ctx.db.transaction(async (tx) => {
    const product = atVersion(
      await lockProduct(tx, body.shop_id, body.product_id),
      body.version,
      apiMessages.menuItemNotFound,
    );
    const groups = await groupsOfProduct(tx, product.id);
    const before = body.group_id === undefined ? null : (groups.find((group) => group.id === body.group_id) ?? null);
    if (body.group_id !== undefined && !before)
      throw new AppError(ErrorType.NOT_FOUND, apiMessages.optionGroupNotFound);
    if (body.kind === 'flavours' && groups.some((group) => group.kind === 'flavours' && group.id !== before?.id)) {
      throw new AppError(ErrorType.INVALID_INPUT, apiMessages.secondFlavoursGroup);
    }
    const known = new Map(before?.options.map((option) => [option.id, option]));
    const list: OptionFields[] = body.options.map((option) => ({
      ...(option.option_id === undefined ? {} : { id: option.option_id }),
      name: option.name,
      description: option.description ?? known.get(option.option_id ?? 0)?.description ?? '',
      priceCents: toCents(option.price),
      available: option.available === '1',
    }));
    if (list.some((option) => option.id !== undefined && !known.has(option.id))) {
      throw new AppError(ErrorType.NOT_FOUND, apiMessages.menuItemNotFound);
    }
    const groupId = before ? before.id : await insertGroup(tx, product.id, fields);
    if (before) await updateGroup(tx, groupId, fields);
    await replaceOptions(tx, groupId, list);
    await bumpProductVersion(tx, product.id);
    const after = (await groupsOfProduct(tx, product.id)).find((group) => group.id === groupId)!;
    await recordMenuChanges(tx, [
      changeBy(scope, body.shop_id, 'product', product.id, {
        option_group: { from: groupRecord(before), to: groupRecord(after) },
      }),
    ]);
  });
  return announcedProduct(
    ctx,
    body.shop_id,
    body.product_id,
    formatMessage(apiMessages.optionGroupSaved, { name: body.name }),
  );
}

/** Removes a product's option group and its options, at the product's version. */
export async function deleteOptionGroup(ctx: MenuContext, scope: StaffScope, body: Body<'deleteOptionGroup'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  const removed = await ctx.db.transaction(async (tx) => {
    const product = atVersion(
      await lockProduct(tx, body.shop_id, body.product_id),
      body.version,
      apiMessages.menuItemNotFound,
    );
    const group = (await groupsOfProduct(tx, product.id)).find((candidate) => candidate.id === body.group_id);
    if (!group) throw new AppError(ErrorType.NOT_FOUND, apiMessages.optionGroupNotFound);
    await deleteGroup(tx, group.id);
    await bumpProductVersion(tx, product.id);
    await recordMenuChanges(tx, [
      changeBy(scope, body.shop_id, 'product', product.id, { option_group: { from: groupRecord(group), to: null } }),
    ]);
    return group;
  });
  return announcedProduct(
    ctx,
    body.shop_id,
    body.product_id,
    formatMessage(apiMessages.optionGroupDeleted, { name: removed.name }),
  );
}
