import { mayDo } from '@delivery/contract/staff';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/spinner.tsx';
import { messages } from '../../lib/messages.ts';
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
    <Suspense
      fallback={
        <div role="status" className="flex flex-1 items-center justify-center gap-3 p-12 text-lg font-semibold">
          <Spinner />
          {messages.app.loading}
        </div>
      }
    >
      <MenuPage key={shopId ?? 'all'} shops={shops} shopId={shopId} />
    </Suspense>
  );
}
