import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@delivery/contract/constants';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { Button } from '../components/button.tsx';
import { AlertIcon } from '../components/icons.tsx';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { SandboxBadge } from '../components/sandbox-badge.tsx';
import { StatusPanel } from '../components/status-panel.tsx';
import { isNativePlatform } from '../lib/platform.ts';
import { Toast } from '../components/toast.tsx';
import { useBrandColour } from '../features/profile/brand-colour.ts';
import { useTabIcon } from '../features/profile/tab-icon.ts';
import { isProfileCacheStale, pickStartupProfile } from '../features/profile/profile-cache.ts';
import { ProfileContext } from '../features/profile/profile-context.tsx';
import { storedProfileQueryOptions } from '../features/profile/stored-profile.ts';
import { resolvedProfileQueryOptions, startupDomain } from './startup.ts';

/**
 * Renders the app once a profile is known: the server's, or the stored one while it is fresh or
 * when the server cannot be reached. With neither, the start-up error and a retry button.
 */
export function ProfileGate({ children }: { children: ReactNode }) {
  const [startedAt] = useState(() => new Date());
  const [timedOut, setTimedOut] = useState(false);
  const stored = useQuery(storedProfileQueryOptions);
  const remote = useQuery(resolvedProfileQueryOptions(startupDomain()));

  // Unreadable storage (private mode, quota) counts as an empty cache.
  const storedProfile = stored.status === 'error' ? null : stored.data;
  const startup = pickStartupProfile({
    stored: storedProfile,
    storedIsStale: isProfileCacheStale(storedProfile, startedAt),
    remote: { status: remote.status, data: remote.data },
  });

  const giveUp = useCallback(() => setTimedOut(true), []);
  const { refetch } = remote;
  const retry = useCallback(() => {
    setTimedOut(false);
    void refetch();
  }, [refetch]);

  if (startup.state === 'ready') {
    return (
      <ProfileContext value={startup.profile}>
        <TenantLook profile={startup.profile} />
        {children}
      </ProfileContext>
    );
  }
  const retrying = startup.state === 'error' && remote.fetchStatus === 'fetching';
  if ((startup.state === 'loading' && !timedOut) || retrying) {
    return <LoadingOverlay onGiveUp={giveUp} />;
  }
  return <StartupError onRetry={retry} />;
}

/** The tenant's colour and tab icon while its profile is shown (a component: the gate returns early). */
function TenantLook({ profile }: { profile: TGetProfileResponse }) {
  useBrandColour(profile);
  useTabIcon(profile);
  return null;
}

function StartupError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <div className="flex justify-end p-4">
        <SandboxBadge />
      </div>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 pb-24">
        <StatusPanel
          tone="error"
          headingLevel={1}
          icon={<AlertIcon className="size-7" />}
          title={navigator.onLine ? t('startup.errorTitle') : t('startup.offlineTitle')}
          text={t('startup.errorText')}
          action={<Button onClick={onRetry}>{t('states.retry')}</Button>}
        />
      </main>
      {/* docs/product.md section 8 names one start-up text for the app from the stores, one for the web. */}
      <Toast
        message={tSpec(isNativePlatform() ? 'startupErrorApp' : 'startupError')}
        durationMs={limits.startupToastMs}
      />
    </div>
  );
}
