import { mayDo } from '@delivery/contract/staff';
import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading.tsx';
import { reviewMessages } from '../../features/reviews/review-messages.ts';
import { usePanel } from '../layout/panel-shell.tsx';

const ReviewsPage = lazy(() =>
  import('../../features/reviews/components/reviews-page.tsx').then((module) => ({ default: module.ReviewsPage })),
);

/** A shop's reviews are its owner's and the operators' to read and answer (the API refuses attendants). */
export function ReviewsRoute() {
  const { me, shopId } = usePanel();
  const shops = me.shops.filter((shop) => mayDo(shop.role, 'manageShop'));
  if (shopId !== null && !shops.some((shop) => shop.shop_id === shopId)) {
    return <p className="mx-auto w-full max-w-6xl p-6 text-lg font-semibold">{reviewMessages.notAllowed}</p>;
  }
  return (
    <Suspense fallback={<Loading />}>
      <ReviewsPage key={shopId ?? 'all'} shops={shops} shopId={shopId} />
    </Suspense>
  );
}
