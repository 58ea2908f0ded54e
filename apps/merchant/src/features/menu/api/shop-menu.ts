import { menuCalls } from '@delivery/contract/calls/menu';
import type { HalfPricingRule } from '@delivery/contract/catalog';
import type { TMenuCategory, TMenuItemKind } from '@delivery/contract/menu';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@delivery/client/api-error';
import { callOk } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';

export const menuKey = (shopId: number) => ['menu', shopId] as const;

/** The menu as the panel keeps it: its categories and the shop's half-and-half rule. */
export type ShopMenu = { categories: TMenuCategory[]; half_pricing: HalfPricingRule };

const menuQuery = (shopId: number) =>
  queryOptions({
    queryKey: menuKey(shopId),
    queryFn: ({ signal }) =>
      callOk(menuCalls.shopMenu, { shop_id: shopId }, { signal }).then(({ categories, half_pricing }): ShopMenu => ({
        categories,
        half_pricing,
      })),
  });

/** The shop's whole menu as its staff see it: hidden, empty and sold-out items included. */
export const useShopMenu = (shopId: number) => useQuery(menuQuery(shopId));

export type MenuItemSwitch = { item: TMenuItemKind; itemId: number; available: boolean };

/** The menu with one product or option set as `change` says. */
export function withAvailability(categories: readonly TMenuCategory[], change: MenuItemSwitch): TMenuCategory[] {
  return categories.map((category) => ({
    ...category,
    products: category.products.map((product) =>
      change.item === 'product'
        ? product.product_id === change.itemId
          ? { ...product, available: change.available }
          : product
        : {
            ...product,
            option_groups: product.option_groups.map((group) => ({
              ...group,
              options: group.options.map((option) =>
                option.option_id === change.itemId ? { ...option, available: change.available } : option,
              ),
            })),
          },
    ),
  }));
}

/**
 * "Acabou" and back: the switch moves at once (the counter cannot wait on the network), goes back
 * with the server's message when refused, and the menu is read again once the last switch pressed
 * is answered (an earlier one's read would undo the later ones still on their way).
 */
export function useSetMenuItemAvailable(shopId: number) {
  const client = useQueryClient();
  const key = menuKey(shopId);
  const mutationKey = ['menu-switch', shopId];
  return useMutation({
    mutationKey,
    mutationFn: (change: MenuItemSwitch) =>
      callOk(menuCalls.setMenuItemAvailable, {
        shop_id: shopId,
        item: change.item,
        item_id: change.itemId,
        available: change.available ? '1' : '0',
      }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ShopMenu>(key);
      if (before) client.setQueryData(key, { ...before, categories: withAvailability(before.categories, change) });
      return { before };
    },
    onSuccess: (answer) => showToast(answer.message),
    onError: (error, _change, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      showToast(serverMessage(error) ?? messages.app.unknownError, 'error');
    },
    onSettled: () =>
      client.isMutating({ mutationKey }) === 1 ? client.invalidateQueries({ queryKey: key }) : undefined,
  });
}
