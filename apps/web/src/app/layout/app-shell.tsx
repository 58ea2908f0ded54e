import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { allowFieldMasks } from '../../components/text-field.tsx';
import { Toaster } from '../../components/toaster.tsx';
import { AuthModalHost } from '../../features/auth/components/auth-modal-host.tsx';
import { TermsPromptHost } from '../../features/auth/components/terms-prompt-host.tsx';
import { BagBar } from '../../features/cart/components/bag-bar.tsx';
import { useAccountStartup } from '../../features/auth/hooks/use-account-startup.ts';
import { saveCustomer, useSession } from '../../features/auth/session.ts';
import { useNativePushSync } from '../../features/notifications/hooks/use-native-push-sync.ts';
import { usePushSync } from '../../features/notifications/hooks/use-push-sync.ts';
import { profileTitle } from '../../features/profile/components/profile-brand.tsx';
import { HomeSlider } from '../../features/home-slider/components/home-slider.tsx';
import { useProfile } from '../../features/profile/profile-context.tsx';
import { SmartBanner } from '../../features/smart-banner/components/smart-banner.tsx';
import { watchFirstPage, whenFirstPageSettled } from '../first-page-settled.ts';
import { useBagMinOrder } from '../flows/bag-min-order.ts';
import { isRouteHandle, type PageKey } from '../pages.ts';
import { AppHeader } from './app-header.tsx';
import { NewVersionPrompt } from './new-version-prompt.tsx';
import type { StartupExtras as StartupExtrasPart } from './startup-extras.tsx';
import { TabBar } from './tab-bar.tsx';

// Start-up extras wait for the first page to have its data, outside its start-up code (decision 0042).
// Their code may not come (the connection lost by then): the app goes on without them this time,
// rather than failing the page, and the next start brings them.
const StartupExtras = lazy<ComponentType<ComponentProps<typeof StartupExtrasPart>>>(() =>
  import('./startup-extras.tsx').then(
    (module) => ({ default: module.StartupExtras }),
    () => ({ default: () => null }),
  ),
);

function useCurrentPage(): PageKey | undefined {
  return useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle)?.page;
}

/** True once the first page has its data (first-page-settled.ts): what renders only then waits for it. */
function useFirstPageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    watchFirstPage();
    void whenFirstPageSettled().then(() => {
      if (mounted) setSettled(true);
      allowFieldMasks();
    });
    return () => {
      mounted = false;
    };
  }, []);
  return settled;
}

/**
 * The title the server wrote for the page it sent (a shop's or a product's, decision 0047), and
 * the paths it stands for: the page asked for and its canonical address (where a SINGLE home goes).
 */
const served = (() => {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return {
    title: canonical ? document.title : null,
    paths: [window.location.pathname, canonical ? new URL(canonical.href).pathname : null],
  };
})();

/**
 * Keeps the browser tab's title in step with the page and the tenant; the page the server sent
 * keeps the title it came with, which names what it shows.
 */
function useDocumentTitle(appTitle: string) {
  const { t } = useTranslation();
  const current = useCurrentPage();
  const { pathname } = useLocation();
  const page = current && current !== 'home' ? t(`pages.${current}`) : null;

  useEffect(() => {
    if (served.title && served.paths.includes(pathname)) document.title = served.title;
    else document.title = page ? t('app.titleSeparator', { page, app: appTitle }) : appTitle;
  }, [page, appTitle, t, pathname]);
}

export function AppShell() {
  const { t } = useTranslation();
  const profile = useProfile();
  const navigation = useNavigation();
  useDocumentTitle(profileTitle(profile, t('app.defaultTitle')));
  const firstPageSettled = useFirstPageSettled();
  useAccountStartup(firstPageSettled);
  const session = useSession();
  usePushSync(session, saveCustomer);
  useNativePushSync(session, saveCustomer);
  const page = useCurrentPage();
  // A SINGLE profile's home is its one shop's page (home.tsx goes there): the home's extras go with it.
  const singleHome = profile.site.type_flow === 'SINGLE' && page === 'place';
  const onHome = page === 'home' || singleHome;

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
      {/*
        Early in the page's order, though drawn over its corner: the cookie popup is reached a few
        Tabs in, not after every link of the page.
      */}
      {firstPageSettled ? (
        <Suspense fallback={null}>
          {/* A session still being read counts as signed in: the visitor's privacy notice waits for it. */}
          <StartupExtras profile={profile} signedIn={session !== null} />
        </Suspense>
      ) : null}
      {onHome ? <SmartBanner app={profile.app} /> : null}
      <AppHeader profile={profile} />
      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 px-4 pt-5 pb-28 outline-none md:pt-8 md:pb-16"
      >
        {/* Atop the page: three to a wide row on a SINGLE's shop page, which is its home. */}
        {onHome ? <HomeSlider compact={singleHome} /> : null}
        <Outlet />
      </main>
      {page === 'place' ? (
        <BagBar placement="tab-bar" singleShop={profile.site.type_flow === 'SINGLE'} useMinOrder={useBagMinOrder} />
      ) : null}
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
