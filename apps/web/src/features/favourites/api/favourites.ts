import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favouriteCalls } from '@delivery/contract/calls/favourites';
import type { TFavouriteShop } from '@delivery/contract/favourites';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

export const favouritesQueryKey = ['favourites'] as const;
const keyOf = (token: string) => [...favouritesQueryKey, token] as const;

/** The signed-in customer's favourite shops (every city's); nothing is asked for a visitor. */
export function useFavourites(token: string | null) {
  return useQuery({
    queryKey: keyOf(token ?? ''),
    queryFn: async ({ signal }) =>
      expectSuccess(await call(favouriteCalls.listFavoriteShops, { token: token ?? '' }, { signal })).favourites,
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export type FavouriteToggle = { shop: TFavouriteShop; favourite: boolean };

/** The list as it is once `toggle` holds: a new favourite goes first, as the server lists it. */
export function toggledList(list: readonly TFavouriteShop[], { shop, favourite }: FavouriteToggle): TFavouriteShop[] {
  const others = list.filter((entry) => entry.shop_id !== shop.shop_id);
  return favourite ? [shop, ...others] : others;
}

/**
 * Adds or removes a favourite. The heart changes at once; if the server refuses or cannot be
 * reached, the list goes back to what it was and the error reaches the caller.
 */
export function useToggleFavourite(token: string) {
  const queryClient = useQueryClient();
  const key = keyOf(token);
  return useMutation({
    mutationFn: async ({ shop, favourite }: FavouriteToggle) => {
      const callOf = favourite ? favouriteCalls.addFavoriteShop : favouriteCalls.removeFavoriteShop;
      return expectSuccess(await call(callOf, { token, shop_id: shop.shop_id })).favourites;
    },
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TFavouriteShop[]>(key);
      queryClient.setQueryData<TFavouriteShop[]>(key, (list) => toggledList(list ?? [], toggle));
      return { before };
    },
    onError: (_error, _toggle, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (favourites) => queryClient.setQueryData(key, favourites),
  });
}
