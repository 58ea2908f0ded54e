import { expectSuccess } from '@delivery/client/api-error';
import { platformCalls } from '@delivery/contract/calls/platform';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client.ts';

/** The server's page of the audit log: a shorter one is the last. */
export const auditPageSize = 50;

/** The audit log, newest first, a page at a time: each next page starts before the last entry read. */
export const useAuditLog = () =>
  useInfiniteQuery({
    queryKey: ['platform', 'audit'],
    queryFn: ({ signal, pageParam }) =>
      call(platformCalls.platformAudit, pageParam ? { before_id: pageParam } : {}, { signal }).then(expectSuccess),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.entries.length < auditPageSize ? undefined : last.entries[last.entries.length - 1]?.audit_id,
    select: (data) => data.pages.flatMap((page) => page.entries),
  });
