import { useTranslation } from 'react-i18next';
import { isProduction } from '../lib/env.ts';

/** SPEC.md section 1: every screen says so when the server is not production. */
export function SandboxBadge() {
  const { t } = useTranslation('spec');
  if (isProduction) return null;
  return (
    <span
      data-testid="sandbox-badge"
      className="inline-flex shrink-0 items-center rounded-full border border-amber-300 bg-amber-100 px-2 py-0.5 text-[0.6875rem] font-semibold whitespace-nowrap text-amber-900 sm:px-2.5 sm:py-1 sm:text-xs"
    >
      {t('sandboxBadge')}
    </span>
  );
}
