import { expectSuccess, serverMessage } from '@delivery/client/api-error';
import { platformCalls } from '@delivery/contract/calls/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../lib/messages.ts';
import { showToast } from '../../lib/toast.ts';
import { call, callOk } from '../lib/api-client.ts';

const tenantsKey = ['platform', 'tenants'] as const;

export const tenantsQuery = queryOptions({
  queryKey: tenantsKey,
  queryFn: ({ signal }) => call(platformCalls.platformTenants, {}, { signal }).then(expectSuccess),
  select: (answer) => answer.tenants,
});

/** Every tenant with its hosts and its last 30 days. */
export const useTenants = () => useQuery(tenantsQuery);

/** Suspends or resumes a tenant, saying so with the server's message, and reads the list again. */
export const useSetSuspended = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, suspend }: { profileId: number; suspend: boolean }) =>
      callOk(suspend ? platformCalls.platformSuspendTenant : platformCalls.platformResumeTenant, {
        profile_id: profileId,
      }),
    onSuccess: (answer) => showToast(answer.message),
    onError: (error) => showToast(serverMessage(error) ?? messages.app.unknownError, 'error'),
    onSettled: () => client.invalidateQueries({ queryKey: tenantsKey }),
  });
};
