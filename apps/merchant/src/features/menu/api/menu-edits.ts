import type { CallInput } from '@delivery/contract/call';
import { mediaCalls } from '@delivery/contract/calls/media';
import { menuCalls } from '@delivery/contract/calls/menu';
import type { TMenuCategory } from '@delivery/contract/menu';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@delivery/client/api-error';
import { callOk } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';
import { menuKey, type ShopMenu } from './shop-menu.ts';

type Input<K extends keyof typeof menuCalls> = Omit<CallInput<(typeof menuCalls)[K]>, 'shop_id' | 'token'>;

/**
 * One edit of the menu: the server's message as a toast, and the menu read again after it, saved or
 * refused (a refusal for a newer version means the menu on screen is old).
 */
function useMenuEdit<K extends keyof typeof menuCalls>(shopId: number, call: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<K>) =>
      callOk(menuCalls[call], { ...input, shop_id: shopId } as CallInput<(typeof menuCalls)[K]>),
    onSuccess: (answer) => showToast(answer.message),
    onSettled: () => client.invalidateQueries({ queryKey: menuKey(shopId) }),
  });
}

export const useSaveCategory = (shopId: number) => useMenuEdit(shopId, 'saveCategory');
export const useSaveProduct = (shopId: number) => useMenuEdit(shopId, 'saveProduct');
export const useDuplicateProduct = (shopId: number) => useMenuEdit(shopId, 'duplicateProduct');
export const useSaveOptionGroup = (shopId: number) => useMenuEdit(shopId, 'saveOptionGroup');
export const useDeleteOptionGroup = (shopId: number) => useMenuEdit(shopId, 'deleteOptionGroup');

/**
 * Moves a category, or a product in its category, one place: on screen at once, then saved; a
 * refusal puts the menu back as the server has it, with its message.
 */
export function useReorder(shopId: number) {
  const client = useQueryClient();
  const key = menuKey(shopId);
  return useMutation({
    mutationFn: (order: { categoryIds: number[] } | { categoryId: number; productIds: number[] }) =>
      'categoryIds' in order
        ? callOk(menuCalls.reorderCategories, { shop_id: shopId, category_ids: order.categoryIds })
        : callOk(menuCalls.reorderProducts, {
            shop_id: shopId,
            category_id: order.categoryId,
            product_ids: order.productIds,
          }),
    onMutate: async (order) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<ShopMenu>(key, (menu) => menu && { ...menu, categories: reordered(menu.categories, order) });
    },
    onError: (error) => showToast(serverMessage(error) ?? messages.app.unknownError, 'error'),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

function reordered(
  menu: TMenuCategory[],
  order: { categoryIds: number[] } | { categoryId: number; productIds: number[] },
): TMenuCategory[] {
  const byId = <T>(items: T[], id: (item: T) => number, ids: number[]) =>
    ids.map((wanted) => items.find((item) => id(item) === wanted)).filter((item) => item !== undefined);
  if ('categoryIds' in order) return byId(menu, (category) => category.category_id, order.categoryIds);
  return menu.map((category) =>
    category.category_id === order.categoryId
      ? { ...category, products: byId(category.products, (product) => product.product_id, order.productIds) }
      : category,
  );
}

export const priceHistoryQuery = (shopId: number, productId: number) =>
  queryOptions({
    queryKey: ['price-history', shopId, productId],
    queryFn: ({ signal }) =>
      callOk(menuCalls.productPriceHistory, { shop_id: shopId, product_id: productId }, { signal }).then(
        (answer) => answer.changes,
      ),
  });

/** Who changed a product's prices, when, from what to what. */
export const usePriceHistory = (shopId: number, productId: number) => useQuery(priceHistoryQuery(shopId, productId));

/** A photo a phone sends over a slow network may take a while: more than a call's usual wait. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** Uploads a product photo of the shop; answers its URL, for the product's form to save. */
export const useUploadPhoto = (shopId: number) =>
  useMutation({
    mutationFn: (photo: File) =>
      callOk(mediaCalls.uploadProductPhoto, { shop_id: shopId, photo }, { timeoutMs: UPLOAD_TIMEOUT_MS }).then(
        (answer) => answer.photo.url,
      ),
  });
