import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { locale } from '@delivery/contract/constants';
import type { TListReviewsResponse, TReview } from '@delivery/contract/catalog';
import { Button } from '../../../components/button.tsx';
import { StarIcon } from '../../../components/catalog-icons.tsx';
import { AlertIcon, ChevronLeftIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { isNotFound } from '@delivery/client/api-error';
import { useReviews } from '../api/list-reviews.ts';
import { useShop } from '../api/get-shop.ts';
import { shopPath } from '../shop-labels.ts';
import { LoadFailure } from './load-failure.tsx';

const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
const ratingFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Five stars, the first `stars` filled; read as 'n de 5 estrelas'. */
function Stars({ stars, className = 'size-4' }: { stars: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('reviews.starsLabel', { stars })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={`${className} ${n <= stars ? 'text-amber-500' : 'text-ink-200'}`} />
      ))}
    </span>
  );
}

/** The average, the count and a bar per star, five at the top. */
function RatingSummary({ answer }: { answer: TListReviewsResponse }) {
  const { t } = useTranslation();
  const barsId = useId();
  const most = Math.max(1, ...answer.by_stars);
  return (
    <section className="flex items-center gap-6 rounded-3xl bg-white p-5 shadow-xs ring-1 ring-ink-100 md:p-6">
      <div className="shrink-0 text-center">
        <p className="text-5xl font-extrabold tracking-tight text-ink-900">
          <span aria-hidden="true">{answer.rating === null ? '–' : ratingFormat.format(answer.rating)}</span>
          {answer.rating === null ? null : (
            <span className="sr-only">{t('reviews.average', { rating: ratingFormat.format(answer.rating) })}</span>
          )}
        </p>
        <Stars stars={Math.round(answer.rating ?? 0)} />
        <p className="mt-1 text-sm text-ink-600">{t('reviews.count', { count: answer.rating_count })}</p>
      </div>
      <div className="min-w-0 flex-1">
        <h2 id={barsId} className="sr-only">
          {t('reviews.barsLabel')}
        </h2>
        <ul aria-labelledby={barsId} className="space-y-1.5">
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = answer.by_stars[stars - 1] ?? 0;
            return (
              <li key={stars} className="flex items-center gap-2 text-sm text-ink-700">
                <span aria-hidden="true" className="w-3 text-right font-semibold tabular-nums">
                  {stars}
                </span>
                {/* Read out as '3 estrelas: 1 avaliação': each noun agrees with its own number. */}
                <span className="sr-only">
                  {t('reviews.bar', {
                    stars: t('review.star', { count: stars }),
                    reviews: t('reviews.count', { count }),
                  })}
                </span>
                <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-ink-100">
                  <span
                    className="block h-full rounded-full bg-amber-400"
                    style={{ width: `${(count / most) * 100}%` }}
                  />
                </span>
                <span aria-hidden="true" className="w-10 text-right text-xs text-ink-500 tabular-nums">
                  {count}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function ReviewItem({ review }: { review: TReview }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-ink-100">
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold text-ink-900">{review.name}</p>
        <time dateTime={review.created_at} className="text-xs text-ink-500">
          {dateFormat.format(new Date(review.created_at))}
        </time>
      </div>
      <Stars stars={review.stars} className="size-3.5" />
      {review.comment ? (
        <p className="mt-2 text-sm break-words whitespace-pre-line text-ink-700">{review.comment}</p>
      ) : null}
      {review.answer ? (
        <div data-testid="review-answer" className="mt-3 rounded-xl bg-ink-50 p-3">
          <p className="text-xs font-semibold text-ink-900">{t('reviews.answer')}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-700">{review.answer.text}</p>
        </div>
      ) : null}
    </li>
  );
}

/** Page `page` of the comments; the last one shown offers the next while there are more. */
function ReviewsPageItems({
  shopId,
  page,
  last,
  onMore,
}: {
  shopId: number;
  page: number;
  last: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const reviews = useReviews(shopId, page);
  if (reviews.isPending) {
    return (
      <li role="status" className="flex justify-center py-6">
        <Spinner className="size-8" />
        <span className="sr-only">{t('reviews.loading')}</span>
      </li>
    );
  }
  if (reviews.isError) {
    return (
      <li className="flex justify-center py-4">
        <Button variant="secondary" onClick={() => void reviews.refetch()}>
          {t('states.retry')}
        </Button>
      </li>
    );
  }
  return (
    <>
      {reviews.data.reviews.map((review) => (
        <ReviewItem key={`${review.created_at}-${review.name}`} review={review} />
      ))}
      {last && reviews.data.has_more ? (
        <li className="flex justify-center pt-2">
          <Button variant="secondary" onClick={onMore}>
            {t('reviews.more')}
          </Button>
        </li>
      ) : null}
    </>
  );
}

/**
 * evaluation/{id}: a shop's rating with its reviews per star, and the comments, newest first, with
 * the writer's first name and the date, ten at a time.
 */
export function ReviewsPage({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const shop = useShop({ shopId });
  const first = useReviews(shopId, 1);
  const [pages, setPages] = useState(1);
  const commentsId = useId();
  const name = shop.data?.name ?? '';

  if (first.isPending) {
    return (
      <div role="status" className="flex justify-center py-16">
        <Spinner className="size-10" />
        <span className="sr-only">{t('reviews.loading')}</span>
      </div>
    );
  }
  if (first.isError && isNotFound(first.error)) {
    return <LoadFailure error={first.error} kind="shop" onRetry={() => void first.refetch()} />;
  }
  if (first.isError) {
    return (
      <div className="mx-auto max-w-md py-8">
        <StatusPanel
          tone="error"
          headingLevel={1}
          icon={<AlertIcon className="size-7" />}
          title={t('reviews.errorTitle')}
          text={t('reviews.errorText')}
          action={<Button onClick={() => void first.refetch()}>{t('states.retry')}</Button>}
        />
      </div>
    );
  }
  const answer = first.data;
  return (
    <div className="mx-auto max-w-2xl space-y-5 md:pt-4">
      {shop.data ? (
        <Link
          to={shopPath(shop.data)}
          className="-ml-2 inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-ink-700 hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          <ChevronLeftIcon className="size-4" />
          {t('reviews.backToShop')}
        </Link>
      ) : null}
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 md:text-3xl">
        {name ? t('reviews.heading', { shop: name }) : t('pages.evaluation')}
      </h1>
      {answer.rating_count === 0 ? (
        <StatusPanel icon={<StarIcon className="size-7" />} title={t('reviews.newTitle')} text={t('reviews.newText')} />
      ) : (
        <>
          <RatingSummary answer={answer} />
          <section aria-labelledby={commentsId}>
            <h2 id={commentsId} className="mb-3 text-lg font-bold text-ink-900">
              {t('reviews.comments')}
            </h2>
            {answer.reviews.length === 0 ? (
              <p className="rounded-2xl bg-white p-4 text-sm text-ink-600 ring-1 ring-ink-100">
                {t('reviews.emptyComments')}
              </p>
            ) : (
              <ul className="space-y-3">
                {Array.from({ length: pages }, (_, index) => (
                  <ReviewsPageItems
                    key={index}
                    shopId={shopId}
                    page={index + 1}
                    last={index + 1 === pages}
                    onMore={() => setPages((shown) => shown + 1)}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
