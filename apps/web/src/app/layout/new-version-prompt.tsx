import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeWaitingVersion, waitingVersion } from '../service-worker.ts';

/**
 * 'Nova versão disponível' with 'Atualizar' (reloads into it) and 'Agora não' (the new version
 * then starts the next time the app is opened). Above the tab bar on phones, at the bottom left
 * on wider screens.
 */
export function NewVersionPrompt() {
  const { t } = useTranslation();
  const version = useSyncExternalStore(subscribeWaitingVersion, waitingVersion);
  const [later, setLater] = useState(false);
  const [applying, setApplying] = useState(false);
  if (!version || later) return null;
  return (
    <div
      role="dialog"
      aria-labelledby="new-version-title"
      className="fixed inset-x-3 bottom-[calc(6rem+var(--bottom-bar,0rem))] z-[55] mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-ink-900 py-3 pr-3 pl-5 text-white shadow-xl md:inset-x-auto md:bottom-6 md:left-6"
    >
      <div className="min-w-0 flex-1">
        <p id="new-version-title" className="text-sm font-semibold">
          {t('newVersion.title')}
        </p>
        <p className="text-xs text-ink-200">{t('newVersion.text')}</p>
      </div>
      <button
        type="button"
        onClick={() => setLater(true)}
        className="shrink-0 rounded-full px-3 py-2 text-sm font-semibold text-ink-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        {t('newVersion.later')}
      </button>
      <button
        type="button"
        disabled={applying}
        onClick={() => {
          setApplying(true);
          version.apply();
        }}
        className="shrink-0 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-70"
      >
        {t('newVersion.update')}
      </button>
    </div>
  );
}
