import { menuCalls } from '@delivery/contract/calls/menu';
import { envelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import {
  deleteOptionGroup,
  duplicateProduct,
  productPriceHistory,
  reorderCategories,
  reorderProducts,
  saveCategory,
  saveOptionGroup,
  saveProduct,
  setMenuItemAvailable,
  shopMenu,
  type MenuContext,
} from './service.ts';

export async function menuRoutes(app: FastifyInstance): Promise<void> {
  const ctx: MenuContext = { db: app.db, catalog: app.catalog, mediaBase: app.media.base };
  await register(app, menuCalls.shopMenu, async (input, request) => ({
    ...envelope(ErrorType.OK, apiMessages.ok),
    ...(await shopMenu(ctx, request.staff, input.shop_id)),
  }));
  await register(app, menuCalls.setMenuItemAvailable, (input, request) =>
    setMenuItemAvailable(ctx, request.staff, input),
  );
  await register(app, menuCalls.saveCategory, (input, request) => saveCategory(ctx, request.staff, input));
  await register(app, menuCalls.reorderCategories, (input, request) => reorderCategories(ctx, request.staff, input));
  await register(app, menuCalls.saveProduct, (input, request) => saveProduct(ctx, request.staff, input));
  await register(app, menuCalls.saveOptionGroup, (input, request) => saveOptionGroup(ctx, request.staff, input));
  await register(app, menuCalls.deleteOptionGroup, (input, request) => deleteOptionGroup(ctx, request.staff, input));
  await register(app, menuCalls.reorderProducts, (input, request) => reorderProducts(ctx, request.staff, input));
  await register(app, menuCalls.duplicateProduct, (input, request) => duplicateProduct(ctx, request.staff, input));
  await register(app, menuCalls.productPriceHistory, async (input, request) => ({
    ...envelope(ErrorType.OK, apiMessages.ok),
    changes: await productPriceHistory(ctx, request.staff, input),
  }));
}
