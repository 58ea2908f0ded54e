import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpecMessageKey } from '@delivery/contract/messages';
import type { AuthTextKey } from '../form-schemas.ts';

/** Reads a form issue's text: docs/product.md's from the spec namespace, ours from common.json. */
export function useAuthText(): (key: AuthTextKey) => string {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  return useCallback(
    (key: AuthTextKey) =>
      key.startsWith('auth.') ? t(key as Exclude<AuthTextKey, SpecMessageKey>) : tSpec(key as SpecMessageKey),
    [t, tSpec],
  );
}
