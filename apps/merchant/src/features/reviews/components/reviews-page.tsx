import { reviewAnswerMax, type TShopReview } from '@delivery/contract/shop-reviews';
import type { TStaffShop } from '@delivery/contract/staff';
import { serverMessage } from '@delivery/client/api-error';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { ShopPageHeader } from '../../../components/shop-page-header.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { useAnswerReview, useShopReviews } from '../api/shop-reviews.ts';
import { reviewMessages as texts } from '../review-messages.ts';

type Filter = 'all' | 'unanswered';

/**
 * "Vendas › Avaliações": a shop's reviews, newest first, stars alone too, each with the order it
 * was about, and the shop's answer written under it, as the evaluation page will show it.
 */
export function ReviewsPage({ shops, shopId }: { shops: readonly TStaffShop[]; shopId: number | null }) {
  useDocumentTitle(`${texts.title} · ${messages.app.title}`);
  const [picked, setPicked] = useState(() => shops.find((shop) => shop.shop_id === shopId) ?? shops[0]);
  const [filter, setFilter] = useState<Filter>('all');
  if (!picked) return <p className="mx-auto w-full max-w-6xl p-6 text-lg font-semibold">{texts.notAllowed}</p>;
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 p-4 sm:p-6">
      <ShopPageHeader
        title={texts.title}
        lead={fill(texts.lead, { shop: picked.name })}
        shops={shops}
        picked={picked}
        onPick={setPicked}
      />
      <ReviewList key={`${picked.shop_id}-${filter}`} shopId={picked.shop_id} filter={filter} onFilter={setFilter} />
    </main>
  );
}

function ReviewList({ shopId, filter, onFilter }: { shopId: number; filter: Filter; onFilter: (f: Filter) => void }) {
  const reviews = useShopReviews(shopId, filter === 'unanswered');
  if (reviews.isPending) return <Loading className="p-6" />;
  if (reviews.isError) {
    return (
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <FieldError>{serverMessage(reviews.error) ?? texts.loadFailed}</FieldError>
        <Button variant="secondary" onClick={() => void reviews.refetch()}>
          {texts.retry}
        </Button>
      </div>
    );
  }
  const [first] = reviews.data.pages;
  const all = reviews.data.pages.flatMap((page) => page.reviews);
  return (
    <>
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
        <p className="text-lg font-black text-ink-900">
          {first?.rating === null || !first ? texts.noRating : fill(texts.rating, { rating: ratingText(first.rating) })}
          {first && first.rating_count > 0 ? (
            <span className="ml-2 text-base font-semibold text-ink-600">
              {plural(texts.ratingCount, first.rating_count)}
            </span>
          ) : null}
        </p>
        {first && first.unanswered_count > 0 ? (
          <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-950">
            {plural(texts.unanswered, first.unanswered_count)}
          </p>
        ) : null}
        <div className="max-sm:w-full sm:ml-auto">
          <Segmented
            label={texts.filter}
            value={filter}
            options={(['all', 'unanswered'] as const).map((value) => ({ value, label: texts.filters[value] }))}
            onChange={onFilter}
          />
        </div>
      </div>
      {all.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-6 text-base text-ink-700 shadow-sm">
          {filter === 'unanswered' ? texts.emptyUnanswered : texts.empty}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {all.map((review) => (
            <ReviewCard key={review.order_id} review={review} shopId={shopId} />
          ))}
        </ul>
      )}
      {reviews.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" busy={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
            {texts.more}
          </Button>
        </div>
      ) : null}
    </>
  );
}

const ratingText = (rating: number) => rating.toLocaleString('pt-BR', { minimumFractionDigits: 1 });

function Stars({ stars }: { stars: number }) {
  return (
    <span role="img" aria-label={fill(texts.starsLabel, { stars })} className="text-lg tracking-tight text-amber-500">
      {'★'.repeat(stars)}
      <span className="text-ink-200">{'★'.repeat(5 - stars)}</span>
    </span>
  );
}

function ReviewCard({ review, shopId }: { review: TShopReview; shopId: number }) {
  const [editing, setEditing] = useState(false);
  return (
    <li data-testid="shop-review" data-order-id={review.order_id} className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-lg font-black text-ink-900">{review.name}</p>
        <Stars stars={review.stars} />
        <p className="text-sm font-semibold text-ink-600">
          {fill(texts.order, { number: review.order_number })} · {formatDateTime(review.created_at)}
        </p>
      </div>
      <p className={`mt-2 text-base whitespace-pre-line ${review.comment ? 'text-ink-900' : 'text-ink-600 italic'}`}>
        {review.comment || texts.noComment}
      </p>
      {review.answer && !editing ? (
        <div className="mt-3 rounded-xl bg-ink-50 p-3">
          <p className="text-sm font-bold text-ink-800">
            {texts.yourAnswer} · {fill(texts.answeredAt, { date: formatDateTime(review.answer.answered_at) })}
          </p>
          <p data-testid="shop-review-answer" className="mt-1 text-base whitespace-pre-line text-ink-900">
            {review.answer.text}
          </p>
        </div>
      ) : null}
      {editing ? (
        <AnswerForm review={review} shopId={shopId} onDone={() => setEditing(false)} />
      ) : (
        <div className="mt-3">
          <Button variant={review.answer ? 'ghost' : 'secondary'} onClick={() => setEditing(true)}>
            {review.answer ? texts.editAnswer : texts.answer}
          </Button>
        </div>
      )}
    </li>
  );
}

function AnswerForm({ review, shopId, onDone }: { review: TShopReview; shopId: number; onDone: () => void }) {
  const [text, setText] = useState(review.answer?.text ?? '');
  const answer = useAnswerReview(shopId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate({ order_id: review.order_id, answer: text }, { onSuccess: onDone });
  };
  const refusal = answer.isError ? (serverMessage(answer.error) ?? messages.app.unknownError) : null;
  return (
    <form onSubmit={submit} className="mt-3 grid gap-2">
      <label className="grid gap-1.5 text-base font-bold text-ink-800">
        {fill(texts.answerLabel, { name: review.name })}
        <textarea
          value={text}
          maxLength={reviewAnswerMax}
          rows={3}
          required
          autoFocus
          onChange={(event) => setText(event.target.value)}
          className="block w-full rounded-xl border-2 border-ink-200 bg-white px-4 py-3 text-lg font-normal text-ink-900 focus:border-ink-900 focus:ring-3 focus:ring-sky-200 focus:outline-none"
        />
      </label>
      <p className="text-sm text-ink-600">{texts.answerHint}</p>
      {refusal ? <FieldError>{refusal}</FieldError> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={answer.isPending}>
          {texts.publish}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {messages.app.cancel}
        </Button>
      </div>
    </form>
  );
}
