import { defineCalls } from '../call.ts';

const schemas = () => import('../shop-reviews.ts');

/** A shop's reviews in the panel, and its answers to them (issue 38). */
export const shopReviewCalls = defineCalls('reviews', {
  shopReviews: {
    path: '/api/merchant/reviews',
    methods: ['POST'],
    auth: 'staff',
    summary:
      "A shop's reviews, stars alone too, newest first, a page at a time, with its answers; only the unanswered when asked (owners and operators)",
    schemas: () => schemas().then((s) => ({ body: s.ZShopReviewsRequest, response: s.ZShopReviewsResponse })),
  },
  answerReview: {
    path: '/api/merchant/reviews/answer',
    methods: ['POST'],
    auth: 'staff',
    summary:
      "Answers a review of the shop's order, or replaces the answer; the evaluation page shows it under the review (owners and operators)",
    schemas: () => schemas().then((s) => ({ body: s.ZAnswerReviewRequest, response: s.ZAnswerReviewResponse })),
  },
});
