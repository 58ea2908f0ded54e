import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCustomer } from '@delivery/contract/customer';
import { queryClient } from '../../lib/query-client.ts';
import { getItem, removeItem, setItem, storageKeys } from '../../lib/storage.ts';

/** The signed-in customer and the session token, kept apart as docs/product.md section 3 stores them. */
export type Session = { customer: TCustomer; token: string };

export const sessionQueryKey = ['storage', storageKeys.customer] as const;

/** A stored Customer is trusted only when it has the fields the app reads. */
export function isStoredCustomer(value: unknown): value is TCustomer {
  if (typeof value !== 'object' || value === null) return false;
  const customer = value as Partial<TCustomer>;
  return typeof customer.name === 'string' && typeof customer.customer_id === 'number';
}

async function readSession(): Promise<Session | null> {
  const [customer, token] = await Promise.all([getItem(storageKeys.customer), getItem(storageKeys.token)]);
  return isStoredCustomer(customer) && typeof token === 'string' && token !== '' ? { customer, token } : null;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: readSession,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** undefined while storage is read; null for a visitor. */
export function useSession(): Session | null | undefined {
  const { data, isError } = useQuery(sessionQueryOptions);
  return isError ? null : data;
}

export function readCurrentSession(): Promise<Session | null> {
  return queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
}

export async function saveSession(session: Session): Promise<void> {
  await Promise.all([setItem(storageKeys.customer, session.customer), setItem(storageKeys.token, session.token)]);
  queryClient.setQueryData(sessionQueryKey, session);
}

/** Replaces the stored Customer, keeping the token (after terms, preferences, profile changes). */
export async function saveCustomer(customer: TCustomer): Promise<void> {
  const session = await readCurrentSession();
  if (!session) return;
  await saveSession({ customer, token: session.token });
}

export async function clearSession(): Promise<void> {
  await Promise.all([removeItem(storageKeys.customer), removeItem(storageKeys.token)]);
  queryClient.setQueryData(sessionQueryKey, null);
}

/** Whether a stored Order exists: sign-in then leads to checkout (docs/product.md section 2). */
export async function hasStoredOrder(): Promise<boolean> {
  const order = await getItem(storageKeys.order).catch(() => null);
  return order !== null && order !== undefined;
}
