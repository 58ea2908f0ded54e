import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { StatusPanel } from '../../components/status-panel.tsx';

/** Shown while the first page's code loads. */
export function RouteLoading() {
  const { t } = useTranslation('spec');
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <Spinner className="size-10" />
      <p className="text-base font-medium text-ink-700">{t('loading')}</p>
    </div>
  );
}

/** A page failed to load or render (often a new deploy replaced its code): reload to recover. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md py-10">
      <StatusPanel
        tone="error"
        headingLevel={1}
        icon={<AlertIcon className="size-7" />}
        title={t('states.genericErrorTitle')}
        text={t('states.genericErrorText')}
        action={<Button onClick={() => window.location.reload()}>{t('states.retry')}</Button>}
      />
    </div>
  );
}
