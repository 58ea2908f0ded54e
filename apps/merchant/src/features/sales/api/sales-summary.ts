import { reportCalls } from '@delivery/contract/calls/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import type { DayRange } from '../sales-range.ts';

export const salesKey = (shopId: number | null, range: DayRange) =>
  ['sales', shopId ?? 'all', range.from, range.to] as const;

/** While the range reaches today new orders keep coming: the numbers are read again each minute. */
const LIVE_REFRESH_MS = 60_000;

export const salesQuery = (shopId: number | null, range: DayRange, today: string) =>
  queryOptions({
    queryKey: salesKey(shopId, range),
    queryFn: ({ signal }) =>
      call(reportCalls.salesSummary, { ...(shopId === null ? {} : { shop_id: shopId }), ...range }, { signal }).then(
        expectSuccess,
      ),
    select: (answer) => answer.summary,
    // Another period picked keeps the numbers on screen, dimmed, until the new ones come.
    placeholderData: (previous) => previous,
    refetchInterval: range.to >= today ? LIVE_REFRESH_MS : false,
  });

/** The shop's numbers (or every shop's the person manages, with `shopId` null) for a range of days. */
export const useSalesSummary = (shopId: number | null, range: DayRange, today: string) =>
  useQuery(salesQuery(shopId, range, today));
