import { staffCalls } from '@delivery/contract/calls/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

export const teamKey = (shopId: number) => ['team', shopId] as const;

export const teamQuery = (shopId: number) =>
  queryOptions({
    queryKey: teamKey(shopId),
    queryFn: ({ signal }) => call(staffCalls.staffList, { shop_id: shopId }, { signal }).then(expectSuccess),
    select: (answer) => answer.staff,
  });

/** The team of a shop: owners and attendants, joined or invited. */
export const useTeam = (shopId: number) => useQuery(teamQuery(shopId));
