import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@delivery/contract/constants';
import { Spinner } from './spinner.tsx';

type LoadingOverlayProps = {
  /** Called once the overlay gives up, after docs/product.md's 15 s. */
  onGiveUp?: () => void;
};

/** Full-screen 'Carregando' overlay that removes itself after the loading limit. */
export function LoadingOverlay({ onGiveUp }: LoadingOverlayProps) {
  const { t } = useTranslation('spec');
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setGaveUp(true);
      onGiveUp?.();
    }, limits.loadingOverlayTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [onGiveUp]);

  if (gaveUp) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/85 backdrop-blur-sm"
    >
      <Spinner className="size-10" />
      <p className="text-base font-medium text-ink-700">{t('loading')}</p>
    </div>
  );
}
