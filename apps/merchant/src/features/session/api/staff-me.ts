import { staffCalls } from '@delivery/contract/calls/staff';
import type { TStaffMember } from '@delivery/contract/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';

export const staffMeKey = ['staff', 'me'] as const;

export const staffMeQuery = (token: string) =>
  queryOptions({
    queryKey: [...staffMeKey, token],
    queryFn: ({ signal }) => call(staffCalls.staffMe, {}, { signal }).then(expectSuccess),
    select: (answer): TStaffMember => answer.staff,
    staleTime: 5 * 60_000,
  });

/** The signed-in person and the shops they run; read once per session and on demand. */
export const useStaffMe = (token: string) => useQuery(staffMeQuery(token));
