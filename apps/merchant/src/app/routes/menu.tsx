import { mayDo } from '@delivery/contract/staff';
import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading.tsx';
import { usePanel } from '../layout/panel-shell.tsx';
import { useLinkedShop } from '../use-linked-shop.ts';

// The counter opens the board: the menu's page loads when asked for.
const MenuPage = lazy(() =>
  import('../../features/menu/components/menu-page.tsx').then((module) => ({ default: module.MenuPage })),
);

/**
 * Whoever runs a shop's orders marks what ran out (the API checks the same rule). A link naming
 * one of their shops opens on it.
 */
export function MenuRoute() {
  const { me, shopId: picked } = usePanel();
  const shops = me.shops.filter((shop) => mayDo(shop.role, 'runOrders'));
  const shopId = useLinkedShop(shops, picked);
  return (
    <Suspense fallback={<Loading />}>
      <MenuPage key={shopId ?? 'all'} shops={shops} shopId={shopId} />
    </Suspense>
  );
}
