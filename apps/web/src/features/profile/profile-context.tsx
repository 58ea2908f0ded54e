import { createContext, useContext } from 'react';
import type { TGetProfileResponse } from '@delivery/contract/profile';

export const ProfileContext = createContext<TGetProfileResponse | null>(null);

/** The resolved profile; only usable under the start-up gate, which renders nothing else before it. */
export function useProfile(): TGetProfileResponse {
  const profile = useContext(ProfileContext);
  if (!profile) throw new Error('useProfile needs a resolved profile (render under ProfileGate)');
  return profile;
}
