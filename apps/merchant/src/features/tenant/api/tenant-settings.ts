import { tenantSettingsCalls } from '@delivery/contract/calls/tenant-settings';
import type { TTenantSection, TTenantSettingsResponse } from '@delivery/contract/tenant-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import type { TenantForms } from '../tenant-form.ts';

export const tenantSettingsKey = ['tenant-settings'] as const;

/** The tenant's sections as saved, with the version each save names. */
export const tenantSettingsQuery = () =>
  queryOptions({
    queryKey: tenantSettingsKey,
    queryFn: ({ signal }) => callOk(tenantSettingsCalls.tenantSettings, {}, { signal }),
  });

export const useTenantSettings = () => useQuery(tenantSettingsQuery());

type SaveInput<S extends TTenantSection> = TenantForms[S] & { version: number };

const saves: { [S in TTenantSection]: (input: SaveInput<S>) => Promise<TTenantSettingsResponse> } = {
  appearance: (input) => callOk(tenantSettingsCalls.saveTenantAppearance, input),
  links: (input) => callOk(tenantSettingsCalls.saveTenantLinks, input),
  sign_in: (input) => callOk(tenantSettingsCalls.saveTenantSignIn, input),
  slider: (input) => callOk(tenantSettingsCalls.saveTenantSlider, input),
};

/**
 * Saves one section at the version its form was filled with: the answer (its new version, and
 * the other sections as they are now) becomes what the page shows; a refusal leaves the form as
 * typed, with the server's message.
 */
export function useSaveTenantSection<S extends TTenantSection>(section: S) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput<S>) => saves[section](input),
    onSuccess: (answer) => {
      showToast(answer.message);
      client.setQueryData(tenantSettingsKey, answer);
    },
  });
}
