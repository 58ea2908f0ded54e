import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { AnalyticsKeys, AnalyticsProvider } from '@delivery/contract/analytics';
import { startAnalytics, trackPageView } from '../start-analytics.ts';

/** Runs the profile's analytics (mounted only once cookies are accepted) and reports the app's page changes. */
export function Analytics({ keys }: { keys: AnalyticsKeys }) {
  const { pathname } = useLocation();
  const providers = useRef<AnalyticsProvider[] | null>(null);
  const lastPath = useRef(pathname);

  useEffect(() => {
    providers.current ??= startAnalytics(keys);
  }, [keys]);

  useEffect(() => {
    // The first page is counted by each provider's own start.
    if (pathname === lastPath.current || !providers.current) return;
    lastPath.current = pathname;
    trackPageView(providers.current, pathname);
  }, [pathname]);

  return null;
}
