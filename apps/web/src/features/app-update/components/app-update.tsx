import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNativePlatform } from '../../../lib/platform.ts';
import { findUpdate } from '../get-app-info.ts';

// The dialog's library (Radix) downloads only when there is an update to show, not on every start.
const MessageDialog = lazy(() =>
  import('../../../components/message-dialog.tsx').then((module) => ({ default: module.MessageDialog })),
);

/** 'Mais tarde' holds for the browser tab's session: a reload does not ask again, a new visit does. */
const laterKey = 'app_update_later';

function answeredThisSession(): boolean {
  try {
    return sessionStorage.getItem(laterKey) !== null;
  } catch {
    return false;
  }
}

function rememberForSession(): void {
  try {
    sessionStorage.setItem(laterKey, '1');
  } catch {
    // Without session storage the dialog simply comes back on the next load.
  }
}

type AppUpdateProps = {
  profileId: number;
  appName: string;
  /** Another modal is open: the notice waits for it to close, never stacked over or under it. */
  held: boolean;
};

/**
 * docs/product.md section 8: getInfoApp at start; an update address opens 'Aviso' with 'Mais tarde' and
 * 'Atualizar' (which opens it). A failed call shows nothing: the app works without it.
 */
export function AppUpdate({ profileId, appName, held }: AppUpdateProps) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const [update, setUpdate] = useState<{ url: string; message: string } | null>(null);

  useEffect(() => {
    if (answeredThisSession()) return;
    let live = true;
    findUpdate(profileId, appName).then(
      (found) => live && setUpdate(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [profileId, appName]);

  if (!update || held) return null;
  const close = () => {
    rememberForSession();
    setUpdate(null);
  };
  return (
    <Suspense fallback={null}>
      <MessageDialog
        tone="info"
        title={tSpec('notice')}
        message={update.message || t('appUpdate.defaultMessage', { app: appName })}
        confirmLabel={tSpec('update')}
        onConfirm={() => {
          close();
          // The native shell opens a page outside the app in the OS (the store app for its link)
          // when it is navigated to; a browser tab keeps the site and opens the store beside it.
          if (isNativePlatform()) window.location.assign(update.url);
          else window.open(update.url, '_blank', 'noopener');
        }}
        cancelLabel={tSpec('updateLater')}
        onCancel={close}
      />
    </Suspense>
  );
}
