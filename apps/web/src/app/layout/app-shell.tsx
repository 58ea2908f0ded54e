import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { Toaster } from '../../components/toaster.tsx';
import { AuthModalHost } from '../../features/auth/components/auth-modal-host.tsx';
import { TermsPromptHost } from '../../features/auth/components/terms-prompt-host.tsx';
import { useAccountStartup } from '../../features/auth/hooks/use-account-startup.ts';
import { saveCustomer, useSession } from '../../features/auth/session.ts';
import { usePushSync } from '../../features/notifications/hooks/use-push-sync.ts';
import { profileTitle } from '../../features/profile/components/profile-brand.tsx';
import { useProfile } from '../../features/profile/profile-context.tsx';
import { isRouteHandle } from '../pages.ts';
import { AppHeader } from './app-header.tsx';
import { NewVersionPrompt } from './new-version-prompt.tsx';
import { TabBar } from './tab-bar.tsx';

/** Keeps the browser tab's title in step with the page and the tenant. */
function useDocumentTitle(appTitle: string) {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);
  const page = handle && handle.page !== 'home' ? t(`pages.${handle.page}`) : null;

  useEffect(() => {
    document.title = page ? t('app.titleSeparator', { page, app: appTitle }) : appTitle;
  }, [page, appTitle, t]);
}

export function AppShell() {
  const { t } = useTranslation();
  const profile = useProfile();
  const navigation = useNavigation();
  useDocumentTitle(profileTitle(profile, t('app.defaultTitle')));
  useAccountStartup();
  usePushSync(useSession(), saveCustomer);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-full bg-brand-600 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-5 focus:py-2.5 focus:outline-3 focus:outline-offset-2 focus:outline-brand-600"
      >
        {t('app.skipToContent')}
      </a>
      {navigation.state === 'loading' ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-40 h-0.5 overflow-hidden bg-brand-100">
          <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-brand-600 motion-reduce:animate-none" />
        </div>
      ) : null}
      <AppHeader profile={profile} />
      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 px-4 pt-5 pb-28 outline-none md:pt-8 md:pb-16"
      >
        <Outlet />
      </main>
      <TabBar />
      <AuthModalHost profile={profile} />
      <TermsPromptHost profile={profile} />
      <Toaster />
      <NewVersionPrompt />
      {/* A new page opens at its top; going back returns to where the reader was (the menu's place). */}
      <ScrollRestoration />
    </div>
  );
}
