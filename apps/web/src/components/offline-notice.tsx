import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';
import { StatusPanel } from './status-panel.tsx';

type IconProps = Parameters<typeof Icon>[0];

const WifiOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2 8.8a15 15 0 0 1 4.2-2.6M9.6 5.2A15 15 0 0 1 22 8.8M5 12.9a10 10 0 0 1 3.4-2.1M13.4 10.2A10 10 0 0 1 19 12.9M8.5 16.4a5 5 0 0 1 7 0" />
    <path d="M12 20h.01M3 3l18 18" />
  </Icon>
);

/**
 * In place of a page (or a part of one) that has nothing to show until the connection is back:
 * 'Sem conexão', and that it comes back by itself, since the reads resume when the device is online.
 */
export function OfflineNotice({ headingLevel = 2 }: { headingLevel?: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="offline-notice">
      <StatusPanel
        headingLevel={headingLevel}
        icon={<WifiOffIcon className="size-7" />}
        title={t('states.offlineTitle')}
        text={t('states.offlineText')}
      />
    </div>
  );
}

/** Over a page that is shown but cannot follow what changes while the connection is gone. */
export function OfflineBanner({ text }: { text: string }) {
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="flex items-center gap-3 rounded-2xl bg-ink-900 px-4 py-3 text-sm font-medium text-white"
    >
      <WifiOffIcon className="size-5 shrink-0" />
      {text}
    </p>
  );
}
