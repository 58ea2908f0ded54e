import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import type { TCategory, TProduct, TShopDetail } from '@delivery/contract/catalog';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export type ProductWithShop = { product: TProduct; shop: TShopDetail };

export async function getProduct(productId: number, signal?: AbortSignal): Promise<ProductWithShop> {
  const answer = expectSuccess(await call(catalogCalls.getProduct, { product_id: productId }, { signal }));
  return { product: answer.product, shop: answer.shop };
}

/**
 * The product and its shop as the shop page already holds them (its menu and detail), so a tap
 * on a menu row opens the product at once; the call runs only when they are not at hand.
 */
export function productFromCache(
  client: QueryClient,
  productId: number,
): { data: ProductWithShop; at: number } | undefined {
  for (const [key, categories] of client.getQueriesData<TCategory[]>({ queryKey: ['menu'] })) {
    const product = categories?.flatMap((category) => category.products).find((p) => p.product_id === productId);
    if (!product) continue;
    const shop = client
      .getQueriesData<TShopDetail>({ queryKey: ['shop'] })
      .map(([, detail]) => detail)
      .find((detail) => detail?.shop_id === product.shop_id);
    if (!shop) return undefined;
    return { data: { product, shop }, at: client.getQueryState(key)?.dataUpdatedAt ?? 0 };
  }
  return undefined;
}

export const productQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['product', productId] as const,
    queryFn: ({ signal }) => getProduct(productId, signal),
    initialData: () => productFromCache(queryClient, productId)?.data,
    initialDataUpdatedAt: () => productFromCache(queryClient, productId)?.at,
    staleTime: 60_000,
  });

export function useProduct(productId: number) {
  return useQuery(productQueryOptions(productId));
}
