import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initialStatus, isCompletedStatus, isFinalStatus, type TOrderStatus } from '@delivery/contract/order-status';
import type { TOrder } from '@delivery/contract/orders';
import { Button, buttonClassName } from '../../../components/button.tsx';
import { StarIcon } from '../../../components/catalog-icons.tsx';
import { OfflineBanner, OfflineNotice } from '../../../components/offline-notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useOnline } from '../../../hooks/use-online.ts';
import { waitsForConnection } from '../../../lib/connection.ts';
import { orderQueryKey, useOrder } from '../api/get-order.ts';
import { ordersQueryKey } from '../api/get-orders-page.ts';
import { expectedArrival, laterKitchenStart } from '../expected-arrival.ts';
import { useOrderEvents } from '../hooks/use-order-events.ts';
import { orderDay, orderTime } from '../order-text.ts';
import { placedTextKey } from '../order-wording.ts';
import { cardFailed } from '../card-payment.ts';
import { ArrivalCard, DelayNote, KitchenStartNote } from './arrival-card.tsx';
import { CancelOrder } from './cancel-order.tsx';
import { OrderProblem } from './order-problem.tsx';
import { CardChallengePanel } from './card-challenge-panel.tsx';
import { CardPaymentPanel } from './card-payment-panel.tsx';
import { CourierCard } from './courier-card.tsx';
import { OrderSummary } from './order-summary.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { PartyIcon, RepeatIcon } from './order-icons.tsx';
import { OrderLoadFailure, OrderLoading } from './order-load-states.tsx';
import { PaymentConfirmed } from './payment-confirmed.tsx';
import { RefundCard } from './refund-card.tsx';
import { PickupPlaceCard } from './pickup-place-card.tsx';
import { PixPanel } from './pix-panel.tsx';
import { Stars } from './stars.tsx';
import { StatusChip } from './status-chip.tsx';

type OrderPageProps = {
  token: string;
  orderId: number;
  /** Opened right after checkout (?placed=1): starts with the confirmation. */
  placed: boolean;
  /** 'Pedir de novo': app/ puts the items back in the cart (features do not reach into each other). */
  onReorder: (order: TOrder) => void;
  reorderBusy: boolean;
};

/**
 * /orders/:id: the live status, the Pix to pay or the card's bank page to confirm, what was
 * ordered, and what to do next.
 */
export function OrderPage({ token, orderId, placed, onReorder, reorderBusy }: OrderPageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useOrder(token, orderId);
  const status = query.data?.status;
  const online = useOnline();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  };
  // Back online, the order is read again at once: the stream comes back on its own, after its backoff.
  const wasOnline = useRef(online);
  const onBackOnline = useEffectEvent(refresh);
  useEffect(() => {
    if (online && !wasOnline.current) onBackOnline();
    wasOnline.current = online;
  }, [online]);
  useOrderEvents({
    orderId,
    token,
    active: status !== undefined && !isFinalStatus(status),
    // The stream says only the status: the order is read again for the step's time.
    onStatus: (next: TOrderStatus) => {
      if (next === status) return;
      refresh();
      // A delivered or picked-up order may have earned cashback.
      if (isCompletedStatus(next)) void queryClient.invalidateQueries({ queryKey: ['cashback'] });
    },
    // Said at once when the order already was paid: read again only when the page has not seen it.
    onPaid: () => {
      if (query.data?.order.payment_status !== 'paid') refresh();
    },
    // The courier or the kitchen's start changed: the event says only that.
    onDetails: refresh,
    onReconnect: refresh,
  });

  if (waitsForConnection(query, online)) {
    return (
      <div className="mx-auto max-w-md py-8">
        <OfflineNotice headingLevel={1} />
      </div>
    );
  }
  if (query.isPending) {
    return <OrderLoading />;
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-md py-8">
        <OrderLoadFailure headingLevel={1} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const { order, history, pickup_place: pickupPlace } = query.data;
  const live = query.data.status;
  const over = isFinalStatus(live);
  const ready = live === 'ready_for_pickup';
  // While the order waits to be picked up, where to go comes first.
  const pickupCard =
    pickupPlace && !over ? <PickupPlaceCard shopName={order.shop_name} place={pickupPlace} ready={ready} /> : null;
  // Read again with each status the stream brings: the acceptance moves it, the end hides it.
  const arrival = expectedArrival(query.data);
  const kitchenStart = laterKitchenStart(query.data);
  const { courier } = query.data;
  const canReview = isCompletedStatus(live) && order.review === null;
  const { card } = order;
  // A card waiting for the bank's 3-D Secure page: nothing goes on until the customer confirms there.
  const challenge = card?.outcome === 'challenge' && !over ? card.challenge : null;
  const cardPanel =
    card && (card.outcome === 'in_review' ? !over : cardFailed(card)) ? (
      <CardPaymentPanel card={card} onRetry={() => onReorder(order)} retryBusy={reorderBusy} />
    ) : null;
  const reorderPrimary = over && !canReview;
  // A refused card has 'Tentar outro cartão', which puts the same items back: one button, not two.
  const showReorder = !cardFailed(order.card);

  const timeline = (
    <OrderTimeline
      deliveryType={order.delivery_type}
      status={live}
      history={history}
      placedAt={order.created_at}
      cancelReason={query.data.cancel_reason}
    />
  );
  const actions = (
    <>
      {order.review ? (
        <section
          data-testid="order-review"
          aria-labelledby="review-title"
          className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm"
        >
          <h2 id="review-title" className="text-lg font-extrabold tracking-tight text-ink-900">
            {t('orders.review.title')}
          </h2>
          <div className="mt-2">
            <Stars stars={order.review.stars} className="size-6" />
          </div>
          {order.review.comment ? <p className="mt-2 text-base text-ink-800">{order.review.comment}</p> : null}
        </section>
      ) : null}
      {canReview || showReorder ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          {canReview ? (
            <Link
              to={`/review?order=${order.order_id}`}
              className={`${buttonClassName('primary')} h-12 flex-1 text-base`}
            >
              <StarIcon className="size-5" />
              {t('orders.review.action')}
            </Link>
          ) : null}
          {showReorder ? (
            <Button
              variant={reorderPrimary ? 'primary' : 'secondary'}
              onClick={() => onReorder(order)}
              disabled={reorderBusy}
              aria-busy={reorderBusy || undefined}
              className="h-12 flex-1 text-base"
            >
              {reorderBusy ? (
                <Spinner className="size-5" tone={reorderPrimary ? 'light' : 'brand'} />
              ) : (
                <RepeatIcon className="size-5" />
              )}
              {reorderBusy ? t('orders.reorder.busy') : t('orders.reorder.action')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      {/* Offline, the page shows what it last read; the stream and the read resume by themselves. */}
      {!online && !over ? <OfflineBanner text={t('orders.offline')} /> : null}
      {/* The confirmation right after checkout; once the order is ready or over it has said its part. */}
      {challenge && card ? (
        <CardChallengePanel card={card} challenge={challenge} amount={order.totals.order_total} onCheck={refresh} />
      ) : null}
      {placed && !over && !ready && !challenge ? (
        <PlacedBanner text={t(placedTextKey(order.delivery_type), { number: order.order_number })} />
      ) : null}

      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">
            {t('orders.title', { number: order.order_number })}
          </h1>
          <p className="mt-0.5 text-sm text-ink-600">
            <span className="font-semibold text-ink-800">{order.shop_name}</span>
            {' · '}
            {t('orders.placedAt', { day: orderDay(order.created_at), time: orderTime(order.created_at) })}
          </p>
        </div>
        <StatusChip status={live} />
      </header>

      <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        {/* A live order leads with what to do now (pay, follow); one that is over, with review and reorder. */}
        <div className="space-y-4">
          {order.refund ? <RefundCard refund={order.refund} method={order.payment_method} card={card} /> : null}
          {cardPanel}
          {over ? actions : null}
          {isCompletedStatus(live) ? (
            <OrderProblem token={token} orderId={order.order_id} problem={query.data.problem} />
          ) : null}
          {arrival ? <ArrivalCard arrival={arrival} /> : null}
          {arrival && query.data.delay_minutes ? <DelayNote minutes={query.data.delay_minutes} /> : null}
          {kitchenStart ? <KitchenStartNote at={kitchenStart} /> : null}
          {courier && !over ? <CourierCard courier={courier} /> : null}
          {ready ? pickupCard : null}
          {order.payment_status === 'paid' && !over ? <PaymentConfirmed paidAt={order.paid_at} /> : null}
          {order.payment_status === 'expired' && !over ? (
            <p data-testid="pix-expired" className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {t('orders.pix.expired')}
            </p>
          ) : null}
          {order.pix && !over ? (
            <PixPanel
              orderNumber={order.order_number}
              payload={order.pix.payload}
              qrSvg={order.pix.qr_svg}
              amount={order.totals.order_total}
              expiresAt={order.pix.expires_at}
            />
          ) : null}
          {ready ? null : pickupCard}
          {timeline}
          {live === initialStatus ? (
            <CancelOrder token={token} orderId={order.order_id} paid={order.payment_status === 'paid'} />
          ) : null}
          {over ? null : actions}
        </div>
        <OrderSummary order={order} pickupPlace={pickupPlace} />
      </div>
    </div>
  );
}

/**
 * 'Pedido feito!' right after checkout. It takes the focus as it appears, so a screen reader says
 * the order went through where the customer now is, as the page changed under them.
 */
function PlacedBanner({ text }: { text: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      data-testid="order-placed"
      className="flex items-center gap-4 rounded-3xl bg-gradient-to-br from-emerald-600 to-emerald-700 p-5 text-white shadow-lg"
    >
      <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-white/15">
        <PartyIcon className="size-8" />
      </span>
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-extrabold tracking-tight outline-none">
          {t('orders.placedTitle')}
        </h2>
        <p className="mt-0.5 text-sm text-emerald-50">{text}</p>
      </div>
    </section>
  );
}
