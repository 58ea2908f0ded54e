import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { staffMeKey } from '../../features/session/api/staff-me.ts';
import { usePanel } from '../layout/panel-shell.tsx';

const TenantShopsPage = lazy(() =>
  import('../../features/tenant-shops/components/tenant-shops-page.tsx').then((module) => ({
    default: module.TenantShopsPage,
  })),
);

/** The profile's shops are its operators' (the API refuses everyone else). */
export function TenantShopsRoute() {
  const { me } = usePanel();
  const client = useQueryClient();
  if (!me.operator) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<Loading />}>
      <TenantShopsPage onShopsChanged={() => void client.invalidateQueries({ queryKey: staffMeKey })} />
    </Suspense>
  );
}
