import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading.tsx';
import { messages } from '../../lib/messages.ts';
import { usePanel } from '../layout/panel-shell.tsx';

// The board loads first; the order form, with its menu, when a counter opens it.
const NewOrderPage = lazy(() =>
  import('../../features/board/new-order/new-order-page.tsx').then((module) => ({ default: module.NewOrderPage })),
);

/** Everyone who runs a shop's orders takes them at the counter and by phone, one shop at a time. */
export function NewOrderRoute() {
  const { shopId } = usePanel();
  if (shopId === null) {
    return (
      <p className="mx-auto max-w-xl p-6 text-center text-lg font-semibold text-ink-800">
        {messages.newOrder.pickShop}
      </p>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <NewOrderPage key={shopId} shopId={shopId} />
    </Suspense>
  );
}
