import { useTranslation } from 'react-i18next';
import { isProduction } from '../lib/env.ts';

/**
 * docs/product.md section 1: every screen says so when the server is not production. On a phone it takes
 * two lines, leaving the header's width to the tenant's name.
 */
export function SandboxBadge() {
  const { t } = useTranslation('spec');
  if (isProduction) return null;
  return (
    <span
      data-testid="sandbox-badge"
      className="inline-flex max-w-[5.5rem] shrink-0 items-center rounded-2xl border border-amber-300 bg-amber-100 px-2 py-0.5 text-center text-[0.6875rem] leading-tight font-semibold text-amber-900 sm:max-w-none sm:rounded-full sm:px-2.5 sm:py-1 sm:text-xs sm:whitespace-nowrap"
    >
      {t('sandboxBadge')}
    </span>
  );
}
