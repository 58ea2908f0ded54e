import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading.tsx';
import { usePanel } from '../layout/panel-shell.tsx';

// The counter opens the board: the printer's set-up loads when asked for.
const PrinterPage = lazy(() =>
  import('../../features/printer/components/printer-page.tsx').then((module) => ({ default: module.PrinterPage })),
);

/** Anyone at the board sets up the printer of the device they stand at. */
export function PrinterRoute() {
  const { me, shopId } = usePanel();
  const shop = me.shops.find((one) => one.shop_id === shopId) ?? me.shops[0];
  return (
    <Suspense fallback={<Loading />}>
      <PrinterPage shopName={shop?.name ?? ''} />
    </Suspense>
  );
}
