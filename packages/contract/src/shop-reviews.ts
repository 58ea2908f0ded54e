import { z } from 'zod';
import { ZReview } from './catalog.ts';
import { ZEnvelope } from './envelope.ts';
import { zId, zRowId, zSessionToken, zText, zValidate } from './fields.ts';

/**
 * A shop's reviews in the panel (issue 38): every one, stars alone too, newest first, and the
 * shop's answer to any, which the evaluation page shows under the review.
 */

/** The longest answer: a few sentences, as the review's own comment (500) is short. */
export const reviewAnswerMax = 1000;

export const ZShopReviewsRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  shop_id: zId(),
  /** 1 for the newest. */
  page: zId().optional(),
  /** Only those the shop has not answered yet. */
  unanswered: z.boolean().optional(),
});

/** A review as the shop reads it: the public one with the order it was about. */
export const ZShopReview = ZReview.extend({
  order_id: zRowId(),
  order_number: z.number().int(),
}).meta({ id: 'ShopReview' });
export type TShopReview = z.infer<typeof ZShopReview>;

export const ZShopReviewsResponse = ZEnvelope.extend({
  shop_id: zRowId(),
  /** 1 to 5 with one decimal; null before the first review. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  /** How many are still to be answered (all, whatever the filter). */
  unanswered_count: z.number().int(),
  reviews: z.array(ZShopReview),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type TShopReviewsResponse = z.infer<typeof ZShopReviewsResponse>;

export const ZAnswerReviewRequest = z.object({
  validate: zValidate(),
  token: zSessionToken(),
  order_id: zId(),
  /** Written again, it replaces the answer. */
  answer: zText(reviewAnswerMax).min(1),
});

export const ZAnswerReviewResponse = ZEnvelope.extend({ review: ZShopReview.nullable() });
export type TAnswerReviewResponse = z.infer<typeof ZAnswerReviewResponse>;
