import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from '../../lib/query-client.ts';
import { getItem, removeItem, setItem, storageKeys } from '../../lib/storage.ts';
import {
  cartExpiry,
  heldItems,
  isCartExpired,
  isStoredOrder,
  itemCount,
  nowInSeconds,
  type StoredOrder,
} from './cart.ts';

/**
 * The stored cart and when it expires (seconds); an expired or unreadable one is cleared as it is
 * read, and `expired` says a cart with items was just dropped for its age, so the customer is told.
 */
export type CartState = { stored: StoredOrder | null; end: number | null; expired?: boolean };

export const cartQueryKey = ['storage', storageKeys.order] as const;

async function clearCart(): Promise<void> {
  await Promise.all([removeItem(storageKeys.order), removeItem(storageKeys.cartExpired)]);
}

async function readCart(): Promise<CartState> {
  const [order, expiry] = await Promise.all([getItem(storageKeys.order), getItem(storageKeys.cartExpired)]);
  if (order === null) return { stored: null, end: null };
  if (!isStoredOrder(order) || isCartExpired(expiry, nowInSeconds())) {
    await clearCart();
    return { stored: null, end: null, expired: heldItems(order) };
  }
  return { stored: order, end: expiry?.end ?? null };
}

export const cartQueryOptions = queryOptions({
  queryKey: cartQueryKey,
  queryFn: readCart,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The cart as storage holds it now (another tab may have changed it). */
export const readFreshCart = (): Promise<CartState> => queryClient.fetchQuery({ ...cartQueryOptions, staleTime: 0 });

/** Writes the Order and sets cart_expired to now + 3600 s, as docs/product.md keeps them. */
export async function writeCart(stored: StoredOrder): Promise<void> {
  const expiry = cartExpiry(nowInSeconds());
  await Promise.all([setItem(storageKeys.order, stored), setItem(storageKeys.cartExpired, expiry)]);
  queryClient.setQueryData(cartQueryKey, { stored, end: expiry.end });
}

/** Writes the cart, or clears it (Order and cart_expired) when `stored` is null. */
export async function saveCart(stored: StoredOrder | null): Promise<void> {
  if (stored) return writeCart(stored);
  await clearCart();
  queryClient.setQueryData<CartState>(cartQueryKey, { stored: null, end: null });
}

/** The expiry notice has been shown: later reads of the same state do not show it again. */
export function acknowledgeExpiry(): void {
  queryClient.setQueryData<CartState>(cartQueryKey, (state) => (state ? { ...state, expired: false } : state));
}

export function useCart() {
  return useQuery(cartQueryOptions);
}

/**
 * How many units the cart holds, for the badge; 0 while storage is read. At its expiry it is read
 * (and dropped) again; `expired` is true once when that drop happened.
 */
export function useCartCount(): { count: number; expired: boolean } {
  const { data } = useCart();
  const end = data?.end ?? null;
  useEffect(() => {
    if (end === null) return;
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: cartQueryKey }),
      Math.max(0, end * 1000 - Date.now()) + 1000,
    );
    return () => window.clearTimeout(timer);
  }, [end]);
  return { count: itemCount(data?.stored ?? null), expired: data?.expired === true };
}
