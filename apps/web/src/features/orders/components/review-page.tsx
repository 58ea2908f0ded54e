import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isCompletedStatus } from '@delivery/contract/order-status';
import type { TOrder } from '@delivery/contract/orders';
import { buttonClassName } from '../../../components/button.tsx';
import { StarIcon } from '../../../components/catalog-icons.tsx';
import { ClockIcon } from '../../../components/icons.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { useOops } from '../../../hooks/use-oops.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useOrder } from '../api/get-order.ts';
import { useOrdersPages } from '../api/get-orders-page.ts';
import { useSaveReview } from '../api/save-review.ts';
import { itemsSummary } from '../order-text.ts';
import { reviewKeys } from '../order-wording.ts';
import { OrderCard } from './order-card.tsx';
import {
  LoadMoreOrders,
  OrderCardsLoading,
  OrderLoadFailure,
  OrderLoading,
  OrdersLoadFailure,
} from './order-load-states.tsx';
import { Stars } from './stars.tsx';
import { StarPicker } from './star-picker.tsx';

/** The most a review's comment may hold (the API's limit). */
export const maxCommentLength = 500;

/** /review: the review of ?order=<id>, or the delivered orders still waiting for one. */
export function ReviewPage({ token, orderId }: { token: string; orderId: number | null }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight text-ink-900">{t('pages.review')}</h1>
      {orderId === null ? <PendingReviews token={token} /> : <ReviewOrder token={token} orderId={orderId} />}
    </div>
  );
}

function ReviewOrder({ token, orderId }: { token: string; orderId: number }) {
  const { t } = useTranslation();
  const query = useOrder(token, orderId);

  if (query.isPending) {
    return <OrderLoading />;
  }
  if (query.isError) {
    return <OrderLoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  }

  const { order } = query.data;
  const orderLink = (
    <Link to={`/orders/${order.order_id}`} className={buttonClassName('primary')}>
      {t('review.seeOrder')}
    </Link>
  );
  if (order.review) {
    return (
      <StatusPanel
        icon={<StarIcon className="size-7 text-amber-500" />}
        title={t('review.alreadyTitle')}
        text={order.review.comment}
        action={
          <div className="flex flex-col items-center gap-5">
            <Stars stars={order.review.stars} className="size-6" />
            {orderLink}
          </div>
        }
      />
    );
  }
  if (!isCompletedStatus(query.data.status)) {
    return (
      <StatusPanel
        icon={<ClockIcon className="size-7" />}
        title={t('review.notDeliveredTitle')}
        text={t(reviewKeys(order.delivery_type).notYet)}
        action={orderLink}
      />
    );
  }
  return <ReviewForm token={token} order={order} />;
}

function ReviewForm({ token, order }: { token: string; order: TOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveReview(token);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [missingStars, setMissingStars] = useState(false);
  const oops = useOops();
  const legendId = useId();
  const errorId = useId();
  const commentId = useId();
  const summary = itemsSummary(order.items);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars < 1) {
      setMissingStars(true);
      return;
    }
    // mutateAsync, not mutate's callbacks: the refetched order (now reviewed) may replace this form
    // before they would run, and callbacks of an unmounted caller are dropped.
    save.mutateAsync({ orderId: order.order_id, stars, comment }).then((message) => {
      showToast(message);
      void navigate(`/orders/${order.order_id}`, { replace: true });
    }, oops.show);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-6 rounded-3xl border border-ink-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <p className="text-base font-bold text-ink-900">
          {t('review.order', { number: order.order_number, shop: order.shop_name })}
        </p>
        <p className="mt-0.5 line-clamp-2 text-sm text-ink-600">
          {summary.text}
          {summary.more ? ` ${t('orders.history.more', { count: summary.more })}` : ''}
        </p>
      </div>

      <div>
        <p id={legendId} className="mb-2 text-lg font-extrabold tracking-tight text-ink-900">
          {t('review.starsLegend')}
        </p>
        <StarPicker
          value={stars}
          onChange={(next) => {
            setStars(next);
            setMissingStars(false);
          }}
          labelledBy={legendId}
          describedBy={missingStars ? errorId : undefined}
        />
        {missingStars ? <FieldError id={errorId}>{t('review.chooseStars')}</FieldError> : null}
      </div>

      <div>
        <div className="mb-1.5 flex items-end justify-between gap-3">
          <label htmlFor={commentId} className="text-sm font-semibold text-ink-800">
            {t('review.commentLabel')}
          </label>
          <span aria-hidden="true" data-testid="comment-count" className="text-sm text-ink-600 tabular-nums">
            {comment.length}/{maxCommentLength}
          </span>
        </div>
        <textarea
          id={commentId}
          value={comment}
          maxLength={maxCommentLength}
          rows={4}
          onChange={(event) => setComment(event.target.value.slice(0, maxCommentLength))}
          placeholder={t(reviewKeys(order.delivery_type).placeholder)}
          aria-description={t('review.commentCount', { used: comment.length, max: maxCommentLength })}
          className="block w-full resize-none rounded-2xl border border-ink-200 bg-white px-4 py-3 text-base text-ink-900 shadow-xs transition placeholder:text-ink-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-100 focus:outline-none"
        />
      </div>

      <SubmitButton busy={save.isPending}>{t('review.submit')}</SubmitButton>

      {oops.dialog}
    </form>
  );
}

function PendingReviews({ token }: { token: string }) {
  const { t } = useTranslation();
  const query = useOrdersPages(token);
  const waiting = (query.data?.pages.flatMap((page) => page.orders) ?? []).filter(
    (order) => isCompletedStatus(order.status) && order.review === null,
  );

  if (query.isPending) return <OrderCardsLoading cards={2} />;
  if (query.isError) return <OrdersLoadFailure query={query} />;

  const more = query.hasNextPage ? (
    <LoadMoreOrders query={query} label={t('review.pending.searchOlder')} className="sm:w-auto" />
  ) : null;

  if (waiting.length === 0) {
    return (
      <StatusPanel
        icon={<StarIcon className="size-7" />}
        title={t('review.pending.emptyTitle')}
        text={t('review.pending.emptyText')}
        action={
          <div className="flex flex-col items-center gap-3">
            <Link to="/orders" className={buttonClassName('primary')}>
              {t('orders.seeAll')}
            </Link>
            {more}
          </div>
        }
      />
    );
  }
  return (
    <section aria-labelledby="pending-title">
      <h2 id="pending-title" className="text-lg font-extrabold tracking-tight text-ink-900">
        {t('review.pending.title')}
      </h2>
      <p className="mb-4 text-sm text-ink-600">{t('review.pending.text')}</p>
      <ul className="space-y-3">
        {waiting.map((order) => (
          <li key={order.order_id}>
            <OrderCard
              order={order}
              to={`/review?order=${order.order_id}`}
              linkLabel={t('review.pending.rateNamed', { shop: order.shop_name, number: order.order_number })}
              action={
                <span aria-hidden="true" className={`${buttonClassName('primary')} min-h-9 px-4`}>
                  <StarIcon className="size-4" />
                  {t('review.pending.rate')}
                </span>
              }
            />
          </li>
        ))}
      </ul>
      {more ? <div className="mt-6 flex justify-center">{more}</div> : null}
    </section>
  );
}
