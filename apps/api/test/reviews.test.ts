import { catalogCalls } from '@delivery/contract/calls/catalog';
import { devCalls, orderCalls } from '@delivery/contract/calls/orders';
import { reviewsPageSize } from '@delivery/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBars } from '../src/db/seed/insert-shop.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { createTenant } from './helpers/tenants.ts';

/*
 * A shop's page of reviews (issue 16, evaluation/{id}): its rating with the reviews per star, and
 * the reviews with a comment, newest first, with the writer's first name and the date.
 */

let t: TestApp;
let shop: OrderingTenant;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox' });
  shop = await orderingTenant(t.app, t.database.db);
});
afterAll(() => t.close());

const reviewsOf = async (fields: Record<string, unknown>, domain = shop.domain) =>
  (await post(t.app, domain, catalogCalls.listReviews.path, { validate: 1, ...fields })).json();

/** A new customer's delivered order, reviewed with these stars and words. */
async function review(stars: number, comment: string, name: string) {
  const customer = await shop.customer({ name });
  const orderId = await customer.order();
  for (let i = 0; i < 4; i++) await post(t.app, shop.domain, devCalls.advanceOrder.path, { order_id: orderId });
  const saved = await post(t.app, shop.domain, orderCalls.saveReview.path, {
    validate: 1,
    token: customer.token,
    order_id: orderId,
    stars,
    ...(comment ? { comment } : {}),
  });
  expect(saved.json().error_type).toBe(0);
}

describe("a shop's reviews", () => {
  it("before any: the shop's rating and its bars as it came, no reviews listed", async () => {
    expect(await reviewsOf({ shop_id: shop.shopId })).toEqual({
      error_type: 0,
      message: expect.any(String),
      shop_id: shop.shopId,
      rating: 4.7,
      rating_count: 10,
      // The test shop's 47 stars in 10 reviews, as the demo's bars have them.
      by_stars: [0, 0, 0, 3, 7],
      reviews: [],
      page: 1,
      has_more: false,
    });
  });

  it('each review moves its bar and the rating; those with words are listed newest first, by first name', async () => {
    await review(5, 'Pizza chegou quentinha, massa perfeita.', 'Mariana Souza Lima');
    await review(2, '', 'Pedro Alves');
    await review(4, '  Boa, mas demorou um pouco.  ', 'Júlia Castro');
    // The rating is the catalog's, which every process reloads once the review's NOTIFY arrives.
    await expect.poll(async () => (await reviewsOf({ shop_id: shop.shopId })).by_stars).toEqual([0, 1, 0, 4, 8]);
    const answer = await reviewsOf({ shop_id: shop.shopId });
    expect(answer.rating_count).toBe(13);
    // The test shop starts at 47 stars in 10 reviews: (47 + 5 + 2 + 4) / 13.
    expect(answer.rating).toBe(4.5);
    expect(answer.reviews).toEqual([
      { stars: 4, comment: 'Boa, mas demorou um pouco.', name: 'Júlia', created_at: expect.any(String) },
      { stars: 5, comment: 'Pizza chegou quentinha, massa perfeita.', name: 'Mariana', created_at: expect.any(String) },
    ]);
    expect(Date.parse(answer.reviews[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it(`${reviewsPageSize} a page, newest first, saying whether more follow`, async () => {
    for (let i = 1; i <= reviewsPageSize; i++) await review(5, `Comentário ${i}`, `Cliente${i} Teste`);
    const first = await reviewsOf({ shop_id: shop.shopId });
    expect(first.reviews).toHaveLength(reviewsPageSize);
    expect(first.reviews[0].comment).toBe(`Comentário ${reviewsPageSize}`);
    expect(first.has_more).toBe(true);
    const second = await reviewsOf({ shop_id: shop.shopId, page: 2 });
    expect(second.reviews.map((r: { comment: string }) => r.comment)).toEqual([
      'Boa, mas demorou um pouco.',
      'Pizza chegou quentinha, massa perfeita.',
    ]);
    expect(second).toMatchObject({ page: 2, has_more: false });
    // GET answers the same, for caches.
    const viaGet = await t.app.inject({
      method: 'GET',
      url: `${catalogCalls.listReviews.path}?validate=1&shop_id=${shop.shopId}&page=2`,
      headers: { host: shop.domain },
    });
    expect(viaGet.json()).toEqual(second);
  });

  it("another tenant's shop, or none, is not found; a bad page is refused", async () => {
    const other = await createTenant(t.database.db);
    expect((await reviewsOf({ shop_id: shop.shopId }, other.domain)).error_type).not.toBe(0);
    expect((await reviewsOf({ shop_id: 999_999_999 })).error_type).not.toBe(0);
    const bad = await post(t.app, shop.domain, catalogCalls.listReviews.path, {
      validate: 1,
      shop_id: shop.shopId,
      page: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/'page'/);
  });
});

describe("the demo's bars", () => {
  it('add up to its rating: as many reviews, as many stars', () => {
    for (const rating of [
      { sum: 47, count: 10 },
      { sum: 2289, count: 487 },
      { sum: 5, count: 1 },
      { sum: 3, count: 3 },
      { sum: 0, count: 0 },
    ]) {
      const bars = demoBars(rating);
      expect(
        bars.reduce((a, b) => a + b, 0),
        JSON.stringify(rating),
      ).toBe(rating.count);
      expect(
        bars.reduce((sum, n, i) => sum + n * (i + 1), 0),
        JSON.stringify(rating),
      ).toBe(rating.sum);
      expect(bars.every((n) => n >= 0)).toBe(true);
    }
  });
});
