import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import type { TValidateOrderResponse } from '@delivery/contract/checkout';
import { call } from '../../../lib/api-client.ts';
import type { DraftBody } from '../order-draft.ts';

/** validateOrderApp: the server's verdict on the draft (0, 9, 2, 15 or a refusal) with its totals. */
export function validateOrder(draft: DraftBody, signal?: AbortSignal): Promise<TValidateOrderResponse> {
  return call(checkoutCalls.validateOrderApp, draft, { signal });
}

export const previewQueryOptions = (draft: DraftBody | null) =>
  queryOptions({
    queryKey: ['checkout', 'preview', draft] as const,
    queryFn: ({ signal }) => validateOrder(draft!, signal),
    enabled: draft !== null,
    staleTime: 30_000,
    // The totals of the previous choices stay on screen, marked as updating, until the new ones come.
    placeholderData: keepPreviousData,
  });

/** The totals to show for the current choices, as the server works them out. */
export function useOrderPreview(draft: DraftBody | null) {
  return useQuery(previewQueryOptions(draft));
}
