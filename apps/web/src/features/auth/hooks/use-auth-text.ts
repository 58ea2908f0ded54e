import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthTextKey } from '../form-schemas.ts';

/** Our own issue keys live under common.json's `auth`; spec keys have no dot. */
type OwnAuthTextKey = Extract<AuthTextKey, `auth.${string}`>;
const isOwnKey = (key: AuthTextKey): key is OwnAuthTextKey => key.startsWith('auth.');

/** Reads a form issue's text: docs/product.md's from the spec namespace, ours from common.json. */
export function useAuthText(): (key: AuthTextKey) => string {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  return useCallback((key: AuthTextKey) => (isOwnKey(key) ? t(key) : tSpec(key)), [t, tSpec]);
}
