import { profileCalls } from '@delivery/contract/calls/profile';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { call, expectSuccess } from '../../../lib/api-client.ts';

/** Resolves the tenant's profile; the server picks it by the Host header, `domain` is sent as the legacy app did. */
export async function getProfile(domain: string, signal?: AbortSignal): Promise<TGetProfileResponse> {
  return expectSuccess(await call(profileCalls.getProfile, { domain }, { signal }));
}
