import { reviewsPageSize, type TReview } from '@delivery/contract/catalog';
import { envelope, type TEnvelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { isCompletedStatus } from '@delivery/contract/order-status';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/orders.ts';
import { AppError } from '../../http/app-error.ts';
import type { CustomerRow } from '../../db/schema/customers.ts';
import { rateShop } from '../catalog/service.ts';
import { deliveryTypeOf, findCustomerOrder, shopReviewsPage } from './queries.ts';

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

/** A page of a shop's reviews with a comment, newest first, and whether more follow. */
export async function shopReviews(
  db: Database,
  shopId: number,
  page: number,
): Promise<{ reviews: TReview[]; hasMore: boolean }> {
  const rows = await shopReviewsPage(db, shopId, page, reviewsPageSize);
  return {
    reviews: rows.slice(0, reviewsPageSize).map((row) => ({
      stars: row.stars,
      comment: row.comment,
      name: firstName(row.name),
      created_at: row.createdAt.toISOString(),
    })),
    hasMore: rows.length > reviewsPageSize,
  };
}
