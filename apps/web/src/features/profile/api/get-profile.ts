import { profileCalls } from '@delivery/contract/calls/profile';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { expectSuccess } from '@delivery/client/api-error';
import { call, configuredProfileId } from '../../../lib/api-client.ts';

/**
 * Resolves the tenant's profile; the server picks it by the Host header, `domain` is sent as the
 * legacy app did. The native app also names its configured profile, which the API host must serve.
 */
export async function getProfile(domain: string, signal?: AbortSignal): Promise<TGetProfileResponse> {
  return expectSuccess(await call(profileCalls.getProfile, { domain, profile_id: configuredProfileId }, { signal }));
}
