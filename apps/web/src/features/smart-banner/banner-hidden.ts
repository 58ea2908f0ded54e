import { queryOptions } from '@tanstack/react-query';
import { getItem, storageKeys } from '../../lib/storage.ts';

/** Until when the smart banner stays hidden (ms since the epoch), or null; unreadable storage hides nothing. */
export const bannerHiddenUntilQueryOptions = queryOptions({
  queryKey: ['smart-banner-hidden-until'],
  queryFn: async () => (await getItem(storageKeys.smartBannerHiddenUntil).catch(() => null)) ?? null,
  staleTime: Infinity,
});
