import { queryOptions } from '@tanstack/react-query';
import { getItem, storageKeys } from '../../lib/storage.ts';

export const storedProfileQueryKey = ['storage', storageKeys.profile] as const;

/** The profile kept from the last start; read once, the resolver writes it back. */
export const storedProfileQueryOptions = queryOptions({
  queryKey: storedProfileQueryKey,
  queryFn: async () => (await getItem(storageKeys.profile)) ?? null,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});
