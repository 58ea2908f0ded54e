import { platformCalls } from '@delivery/contract/calls/platform';
import type { TPlatformDomain, TPlatformTenant } from '@delivery/contract/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../lib/toast.ts';
import { callOk } from '../lib/api-client.ts';
import { patchTenant, refreshTenants } from './tenants.ts';

/** A host where the list has it: with the served ones once verified, else with those waiting for their DNS. */
function placeHost(tenant: TPlatformTenant, domain: TPlatformDomain): TPlatformTenant {
  const domains = tenant.domains.filter((host) => host !== domain.host);
  const pending = tenant.pending_domains.filter((item) => item.host !== domain.host);
  return domain.verified
    ? { ...tenant, domains: [...domains, domain.host], pending_domains: pending }
    : { ...tenant, domains, pending_domains: [...pending, domain] };
}

/**
 * Adds a host to a tenant, with the server's message: a sub-domain of the platform's is served at
 * once, any other waits for its TXT record. A refusal is shown by the form.
 */
export const useAddDomain = (profileId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (host: string) => callOk(platformCalls.platformAddDomain, { profile_id: profileId, host }),
    onSuccess: (answer) => {
      patchTenant(client, profileId, (tenant) => placeHost(tenant, answer.domain));
      showToast(answer.message);
    },
    onSettled: () => refreshTenants(client),
  });
};

/**
 * Asks the API to look the host's TXT record up now; once found, the host is served and moves to
 * the tenant's served ones. A refusal (the record is not there yet) is shown beside the record.
 */
export const useVerifyDomain = (profileId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (host: string) => callOk(platformCalls.platformVerifyDomain, { host }),
    onSuccess: (answer) => {
      patchTenant(client, profileId, (tenant) => placeHost(tenant, answer.domain));
      showToast(answer.message);
    },
    onSettled: () => refreshTenants(client),
  });
};
