import { mayDo } from '@delivery/contract/staff';
import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading.tsx';
import { usePanel } from '../layout/panel-shell.tsx';

// The counter opens the board: the menu's page loads when asked for.
const MenuPage = lazy(() =>
  import('../../features/menu/components/menu-page.tsx').then((module) => ({ default: module.MenuPage })),
);

/** Whoever runs a shop's orders marks what ran out (the API checks the same rule). */
export function MenuRoute() {
  const { me, shopId } = usePanel();
  const shops = me.shops.filter((shop) => mayDo(shop.role, 'runOrders'));
  return (
    <Suspense fallback={<Loading />}>
      <MenuPage key={shopId ?? 'all'} shops={shops} shopId={shopId} />
    </Suspense>
  );
}
