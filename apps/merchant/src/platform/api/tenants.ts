import { expectSuccess, serverMessage } from '@delivery/client/api-error';
import type { CallInput } from '@delivery/contract/call';
import { platformCalls } from '@delivery/contract/calls/platform';
import type { TPlatformTenant } from '@delivery/contract/platform';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** Reads the list again after a change: it has each tenant's hosts and plan, whichever changed. */
export const refreshTenants = (client: QueryClient) => client.invalidateQueries({ queryKey: tenantsKey });

/**
 * Changes a tenant in the list read, when there is one, so its page shows the change at once
 * rather than after the list is read again.
 */
export function patchTenant(
  client: QueryClient,
  profileId: number,
  patch: (tenant: TPlatformTenant) => TPlatformTenant,
): void {
  client.setQueryData(tenantsQuery.queryKey, (answer) =>
    answer
      ? {
          ...answer,
          tenants: answer.tenants.map((tenant) => (tenant.profile_id === profileId ? patch(tenant) : tenant)),
        }
      : answer,
  );
}

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
    onSettled: () => refreshTenants(client),
  });
};

export type NewTenant = CallInput<typeof platformCalls.platformCreateTenant>;

/**
 * Creates a tenant and puts it in the list read, so the page the console goes to next has it
 * before the list is read again. A refusal is shown by the form, beside what was typed.
 */
export const useCreateTenant = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewTenant) => callOk(platformCalls.platformCreateTenant, input),
    onSuccess: (answer) => {
      client.setQueryData(tenantsQuery.queryKey, (list) =>
        list ? { ...list, tenants: [...list.tenants, answer.tenant] } : list,
      );
      showToast(answer.message);
    },
    onSettled: () => refreshTenants(client),
  });
};

export type TenantPlan = Pick<TPlatformTenant, 'type_flow' | 'max_shops'>;

/** Sets a tenant's flow and shop limit; a refusal (more shops than the limit) is shown by the form. */
export const useSetTenantPlan = (profileId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: TenantPlan) => callOk(platformCalls.platformTenantPlan, { profile_id: profileId, ...plan }),
    onSuccess: (answer, plan) => {
      patchTenant(client, profileId, (tenant) => ({ ...tenant, ...plan }));
      showToast(answer.message);
    },
    onSettled: () => refreshTenants(client),
  });
};
