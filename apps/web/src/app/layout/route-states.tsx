import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { StatusPanel } from '../../components/status-panel.tsx';
import { useOnline } from '../../hooks/use-online.ts';

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

/**
 * A page failed to load or render (often a new deploy replaced its code): reload to recover.
 * Offline, it is most likely the page's code that could not be fetched (the browser keeps a failed
 * import failed): 'Sem conexão', and the page reloads by itself once the connection is back.
 */
export function RouteError() {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const online = useOnline();
  if (!online) return <OfflineRouteError />;
  return (
    <div className="mx-auto max-w-md py-10">
      <StatusPanel
        tone="error"
        headingLevel={1}
        icon={<AlertIcon className="size-7" />}
        // docs/product.md section 8's text for an exception.
        title={tSpec('unknownError')}
        text={t('states.genericErrorText')}
        action={<Button onClick={() => window.location.reload()}>{t('states.retry')}</Button>}
      />
    </div>
  );
}

function OfflineRouteError() {
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload, { once: true });
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <div className="mx-auto max-w-md py-10">
      <OfflineNotice headingLevel={1} />
    </div>
  );
}
