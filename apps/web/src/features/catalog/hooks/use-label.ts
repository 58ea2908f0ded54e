import { useCallback } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A text of common.json and its values, as the pure label functions of this feature return them. */
export type TextLabel = { key: ParseKeys<'common'>; values: Record<string, string> };

/**
 * Turns a label into its text. i18next's types check the values of one known key; for a key
 * worked out at run time (a union) they cannot, so the values are passed unchecked here, once.
 */
export function useLabel(): (label: TextLabel) => string {
  const { t } = useTranslation();
  return useCallback(
    (label: TextLabel) =>
      (t as unknown as (key: string, values: Record<string, string>) => string)(label.key, label.values),
    [t],
  );
}
