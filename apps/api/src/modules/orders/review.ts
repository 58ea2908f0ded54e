import type { CallBody } from '@delivery/contract/call';
import { reviewsPageSize, type TReview } from '@delivery/contract/catalog';
import type { shopReviewCalls } from '@delivery/contract/calls/shop-reviews';
import type { TShopReview } from '@delivery/contract/shop-reviews';
import { envelope, type TEnvelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { isCompletedStatus } from '@delivery/contract/order-status';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/orders.ts';
import { AppError } from '../../http/app-error.ts';
import type { CustomerRow } from '../../db/schema/customers.ts';
import { rateShop } from '../catalog/service.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import {
  deliveryTypeOf,
  findCustomerOrder,
  reviewOfOrder,
  saveReviewAnswer,
  shopReviewsPage,
  staffReviewsPage,
  unansweredCount,
} from './queries.ts';

/**
 * `saveReview`: 1 to 5 stars and a comment, once per delivered or picked-up order, by its customer only. The
 * shop's rating moves in the same transaction, and the catalog hears of it.
 */
export async function saveReview(
  db: Database,
  customer: CustomerRow,
  review: { order_id: number; stars: number; comment?: string | undefined },
): Promise<TEnvelope> {
  const order = await findCustomerOrder(db, customer.id, review.order_id);
  if (!order) throw new AppError(ErrorType.NOT_FOUND, apiMessages.orderNotFound);
  if (!isCompletedStatus(order.status)) {
    const notYet = deliveryTypeOf(order) === 'pickup' ? apiMessages.reviewNotYetPickup : apiMessages.reviewNotYet;
    return envelope(ErrorType.NOT_ALLOWED, notYet);
  }
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        orderId: order.id,
        shopId: order.shopId,
        customerId: customer.id,
        stars: review.stars,
        comment: review.comment ?? '',
      })
      .onConflictDoNothing()
      .returning({ orderId: reviews.orderId });
    if (!row) return false;
    await rateShop(tx, order.shopId, review.stars);
    return true;
  });
  if (!saved) return envelope(ErrorType.NOT_ALLOWED, apiMessages.reviewAlreadySaved);
  return envelope(ErrorType.OK, apiMessages.reviewSaved);
}

/** The first word of a customer's name: all a review shows of who wrote it ('Cliente' when none is kept). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] || apiMessages.reviewerWithoutName;

type Body<K extends keyof typeof shopReviewCalls> = CallBody<(typeof shopReviewCalls)[K]>;

type ReviewRow = Awaited<ReturnType<typeof shopReviewsPage>>[number];

/** A review as the evaluation page shows it: the first name only, and the shop's answer. */
const publicReview = (row: ReviewRow): TReview => ({
  stars: row.stars,
  comment: row.comment,
  name: firstName(row.name),
  created_at: row.createdAt.toISOString(),
  answer:
    row.answer !== null && row.answeredAt ? { text: row.answer, answered_at: row.answeredAt.toISOString() } : null,
});

const shopReview = (row: ReviewRow & { orderNumber: number }): TShopReview => ({
  ...publicReview(row),
  order_id: row.orderId,
  order_number: row.orderNumber,
});

/** A page of a shop's reviews with a comment or an answer, newest first, and whether more follow. */
export async function shopReviews(
  db: Database,
  shopId: number,
  page: number,
): Promise<{ reviews: TReview[]; hasMore: boolean }> {
  const rows = await shopReviewsPage(db, shopId, page, reviewsPageSize);
  return { reviews: rows.slice(0, reviewsPageSize).map(publicReview), hasMore: rows.length > reviewsPageSize };
}

/** `shopReviews` for the panel: every review of a shop its owner or an operator runs, stars alone too. */
export async function staffShopReviews(db: Database, scope: StaffScope, body: Body<'shopReviews'>) {
  requireShop(scope, body.shop_id, 'manageShop');
  const page = body.page ?? 1;
  const [rows, unanswered] = await Promise.all([
    staffReviewsPage(db, body.shop_id, page, reviewsPageSize, body.unanswered ?? false),
    unansweredCount(db, body.shop_id),
  ]);
  return {
    reviews: rows.slice(0, reviewsPageSize).map(shopReview),
    hasMore: rows.length > reviewsPageSize,
    page,
    unanswered,
  };
}

/**
 * `answerReview`: the shop's answer to a review of one of its orders, or a new one in its place.
 * Another shop's review, or another tenant's, is not found: the scope holds only the shops this
 * person runs.
 */
export async function answerReview(db: Database, scope: StaffScope, body: Body<'answerReview'>) {
  const review = await reviewOfOrder(db, body.order_id);
  if (!review || !scope.roles.has(review.shopId)) throw new AppError(ErrorType.NOT_FOUND, apiMessages.reviewNotFound);
  requireShop(scope, review.shopId, 'manageShop');
  await saveReviewAnswer(db, review.orderId, body.answer);
  const saved = await reviewOfOrder(db, body.order_id);
  return { error_type: ErrorType.OK, message: apiMessages.reviewAnswered, review: saved ? shopReview(saved) : null };
}
