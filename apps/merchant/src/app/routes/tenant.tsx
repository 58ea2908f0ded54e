import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { Spinner } from '../../components/spinner.tsx';
import { isTenantPage } from '../../features/tenant/sections.ts';
import { messages } from '../../lib/messages.ts';
import { usePanel } from '../layout/panel-shell.tsx';

// The counter opens the board: the platform's settings load when asked for.
const TenantPage = lazy(() =>
  import('../../features/tenant/components/tenant-page.tsx').then((module) => ({ default: module.TenantPage })),
);
const WhatsAppSection = lazy(() =>
  import('../../features/whatsapp/components/whatsapp-section.tsx').then((module) => ({
    default: module.WhatsAppSection,
  })),
);

/** The platform's settings are its operators' (and a SINGLE tenant's owner's); the API checks the same rule. */
export function TenantRoute() {
  const { me } = usePanel();
  const { page } = useParams();
  if (!me.runs_tenant) return <Navigate to="/" replace />;
  if (!isTenantPage(page)) return <Navigate to="/plataforma/aparencia" replace />;
  return (
    <Suspense
      fallback={
        <div role="status" className="flex flex-1 items-center justify-center gap-3 p-12 text-lg font-semibold">
          <Spinner />
          {messages.app.loading}
        </div>
      }
    >
      <TenantPage page={page} other={page === 'whatsapp' ? <WhatsAppSection /> : null} />
    </Suspense>
  );
}
