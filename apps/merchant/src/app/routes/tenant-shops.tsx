import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { staffMeKey } from '../../features/session/api/staff-me.ts';
import { usePanel } from '../layout/panel-shell.tsx';

const PlacesPage = lazy(() =>
  import('../../features/tenant-shops/components/places-section.tsx').then((module) => ({
    default: module.PlacesPage,
  })),
);
const TenantShopsPage = lazy(() =>
  import('../../features/tenant-shops/components/tenant-shops-page.tsx').then((module) => ({
    default: module.TenantShopsPage,
  })),
);

/**
 * The profile's shops are its operators' (the API refuses everyone else); its cities and districts
 * also a single shop's owner's, who runs the tenant.
 */
export function TenantShopsRoute() {
  const { me } = usePanel();
  const client = useQueryClient();
  if (!me.runs_tenant) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<Loading />}>
      {me.operator ? (
        <TenantShopsPage onShopsChanged={() => void client.invalidateQueries({ queryKey: staffMeKey })} />
      ) : (
        <PlacesPage />
      )}
    </Suspense>
  );
}
