import { mayDo } from '@delivery/contract/staff';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { messages } from '../../lib/messages.ts';
import { usePanel } from '../layout/panel-shell.tsx';

// The counter opens the board, not the numbers: the chart and its tables load when asked for.
const SalesPage = lazy(() =>
  import('../../features/sales/components/sales-page.tsx').then((module) => ({ default: module.SalesPage })),
);

/** The numbers are the owner's and the operator's (the report refuses attendants). */
export function SalesRoute() {
  const { me, shopId } = usePanel();
  const shops = me.shops.filter((shop) => mayDo(shop.role, 'manageShop'));
  if (shops.length === 0) return <Navigate to="/" replace />;
  if (shopId !== null && !shops.some((shop) => shop.shop_id === shopId)) {
    return <p className="mx-auto w-full max-w-6xl p-6 text-lg font-semibold">{messages.sales.notAllowed}</p>;
  }
  return (
    <Suspense fallback={<Loading />}>
      <SalesPage key={shopId ?? 'all'} shops={shops} shopId={shopId} />
    </Suspense>
  );
}
