import { limits } from '@delivery/contract/constants';
import { messages } from '../../lib/messages.ts';

/** The contract's minimum (zPassword); checked here too so the error shows before a round trip. */
export const minPasswordLength = limits.passwordMinLength;

/**
 * The error of a new password and its repetition, or null. `optional` (an invitation) accepts both
 * empty: someone who already has an account joins with it.
 */
export function newPasswordError(password: string, repeated: string, optional = false): string | null {
  if (optional && password === '' && repeated === '') return null;
  if (password === '' || repeated === '') return messages.auth.fillAllFields;
  if (password.length < minPasswordLength) return messages.auth.passwordTooShort;
  if (password !== repeated) return messages.auth.passwordsDoNotMatch;
  return null;
}
