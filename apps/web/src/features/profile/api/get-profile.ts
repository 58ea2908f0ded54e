import type { TGetProfileRequest, TGetProfileResponse } from '@delivery/contract/profile';
import { apiPaths } from '@delivery/contract/routes';
import { postExpectingSuccess } from '../../../lib/api-client.ts';

/** Resolves the tenant's profile; the server picks it by the Host header, `domain` is sent as the legacy app did. */
export function getProfile(domain: string, signal?: AbortSignal): Promise<TGetProfileResponse> {
  const body: Omit<TGetProfileRequest, 'validate'> = { domain };
  return postExpectingSuccess<TGetProfileResponse>(apiPaths.getProfile, body, { signal });
}
