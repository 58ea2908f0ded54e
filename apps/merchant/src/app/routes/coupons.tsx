import { mayDo } from '@delivery/contract/staff';
import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading.tsx';
import { messages } from '../../lib/messages.ts';
import { usePanel } from '../layout/panel-shell.tsx';

// The counter opens the board: the coupons' page loads when asked for.
const CouponsPage = lazy(() =>
  import('../../features/coupons/components/coupons-page.tsx').then((module) => ({ default: module.CouponsPage })),
);

/** Coupons and cashback are the owner's and the operator's (the API refuses attendants). */
export function CouponsRoute() {
  const { me, shopId } = usePanel();
  const shops = me.shops.filter((shop) => mayDo(shop.role, 'manageShop'));
  if (shopId !== null && !shops.some((shop) => shop.shop_id === shopId)) {
    return <p className="mx-auto w-full max-w-6xl p-6 text-lg font-semibold">{messages.coupons.notAllowed}</p>;
  }
  return (
    <Suspense fallback={<Loading />}>
      <CouponsPage key={shopId ?? 'all'} shops={shops} shopId={shopId} operator={me.operator} />
    </Suspense>
  );
}
