import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading.tsx';
import { usePanel } from '../layout/panel-shell.tsx';

// The counter opens the board: the kitchen's screen loads on the kitchen's device.
const KitchenPage = lazy(() =>
  import('../../features/board/components/kitchen-page.tsx').then((module) => ({ default: module.KitchenPage })),
);

/** Everyone who runs a shop's orders may open its kitchen screen. */
export function KitchenRoute() {
  const { shopId } = usePanel();
  return (
    <Suspense fallback={<Loading />}>
      <KitchenPage key={shopId ?? 'all'} shopId={shopId} />
    </Suspense>
  );
}
