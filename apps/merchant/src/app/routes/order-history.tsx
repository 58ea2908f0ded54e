import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading.tsx';
import { usePanel } from '../layout/panel-shell.tsx';

// The counter opens the board: the history loads when asked for.
const HistoryPage = lazy(() =>
  import('../../features/board/components/history-page.tsx').then((module) => ({ default: module.HistoryPage })),
);

/** Everyone who runs a shop's orders reads its history, as they read its board. */
export function OrderHistoryRoute() {
  const { me, shopId } = usePanel();
  return (
    <Suspense fallback={<Loading />}>
      <HistoryPage key={shopId ?? 'all'} shops={me.shops} shopId={shopId} />
    </Suspense>
  );
}
