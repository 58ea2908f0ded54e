import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { usePanel } from '../layout/panel-shell.tsx';

const CommissionPlansPage = lazy(() =>
  import('../../features/commission-plans/components/commission-plans-page.tsx').then((module) => ({
    default: module.CommissionPlansPage,
  })),
);

/** The commission plans are a marketplace's, set by its operators alone (the API refuses everyone else). */
export function CommissionPlansRoute() {
  const { me } = usePanel();
  if (!me.marketplace || !me.operator) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<Loading />}>
      <CommissionPlansPage />
    </Suspense>
  );
}
