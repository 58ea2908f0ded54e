import { catalogCalls } from '@delivery/contract/calls/catalog';
import { shopReviewCalls } from '@delivery/contract/calls/shop-reviews';
import { apiMessages } from '@delivery/contract/messages';
import { reviewAnswerMax } from '@delivery/contract/shop-reviews';
import { devCalls, orderCalls } from '@delivery/contract/calls/orders';
import { reviewsPageSize } from '@delivery/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBars } from '../src/db/seed/insert-shop.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { addStaff } from './helpers/staff.ts';
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

/** A new customer's delivered order, reviewed with these stars and words; its id. */
async function review(stars: number, comment: string, name: string, of = shop): Promise<number> {
  const customer = await of.customer({ name });
  const orderId = await customer.order();
  for (let i = 0; i < 4; i++) await post(t.app, of.domain, devCalls.advanceOrder.path, { order_id: orderId });
  const saved = await post(t.app, of.domain, orderCalls.saveReview.path, {
    validate: 1,
    token: customer.token,
    order_id: orderId,
    stars,
    ...(comment ? { comment } : {}),
  });
  expect(saved.json().error_type).toBe(0);
  return orderId;
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
      { stars: 4, comment: 'Boa, mas demorou um pouco.', name: 'Júlia', created_at: expect.any(String), answer: null },
      {
        stars: 5,
        comment: 'Pizza chegou quentinha, massa perfeita.',
        name: 'Mariana',
        created_at: expect.any(String),
        answer: null,
      },
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

describe("the shop's answers", () => {
  let answering: OrderingTenant;
  let owner: { token: string };
  const staffCall = (path: string, token: string, body: Record<string, unknown>, domain = answering.domain) =>
    post(t.app, domain, path, { validate: 1, token, ...body });

  beforeAll(async () => {
    answering = await orderingTenant(t.app, t.database.db);
    owner = await addStaff(t.app, t.database.db, answering, [{ role: 'owner', shopId: answering.shopId }]);
  });

  it('lists every review to the owner, stars alone too, with the order number and what waits for an answer', async () => {
    const worded = await review(2, 'A pizza chegou fria.', 'Rita Gomes', answering);
    const starsOnly = await review(5, '', 'Caio Prado', answering);
    const listed = (
      await staffCall(shopReviewCalls.shopReviews.path, owner.token, { shop_id: answering.shopId })
    ).json();
    expect(listed).toMatchObject({
      error_type: 0,
      shop_id: answering.shopId,
      unanswered_count: 2,
      page: 1,
      has_more: false,
    });
    expect(listed.reviews).toEqual([
      expect.objectContaining({ order_id: starsOnly, stars: 5, comment: '', name: 'Caio', answer: null }),
      expect.objectContaining({
        order_id: worded,
        stars: 2,
        comment: 'A pizza chegou fria.',
        name: 'Rita',
        answer: null,
      }),
    ]);
    expect(listed.reviews[1].order_number).toEqual(expect.any(Number));
    // The rating the panel shows is the catalog's, moved by both.
    await expect
      .poll(async () => (await reviewsOf({ shop_id: answering.shopId }, answering.domain)).rating_count)
      .toBe(12);
  });

  it('publishes an answer under its review on the evaluation page; written again, it replaces it', async () => {
    const orderId = await review(3, 'Demorou, mas estava gostosa.', 'Lia Mendes', answering);
    const answered = (
      await staffCall(shopReviewCalls.answerReview.path, owner.token, {
        order_id: orderId,
        answer: '  Obrigado, Lia! Já ajustamos a cozinha.  ',
      })
    ).json();
    expect(answered).toMatchObject({
      error_type: 0,
      message: apiMessages.reviewAnswered,
      review: { order_id: orderId, answer: { text: 'Obrigado, Lia! Já ajustamos a cozinha.' } },
    });
    const page = await reviewsOf({ shop_id: answering.shopId }, answering.domain);
    expect(page.reviews[0]).toEqual({
      stars: 3,
      comment: 'Demorou, mas estava gostosa.',
      name: 'Lia',
      created_at: expect.any(String),
      answer: { text: 'Obrigado, Lia! Já ajustamos a cozinha.', answered_at: expect.any(String) },
    });

    await staffCall(shopReviewCalls.answerReview.path, owner.token, { order_id: orderId, answer: 'Obrigado, Lia!' });
    const again = await reviewsOf({ shop_id: answering.shopId }, answering.domain);
    expect(again.reviews[0].answer.text).toBe('Obrigado, Lia!');
    const unanswered = (
      await staffCall(shopReviewCalls.shopReviews.path, owner.token, { shop_id: answering.shopId, unanswered: true })
    ).json();
    expect(unanswered.reviews.map((r: { order_id: number }) => r.order_id)).not.toContain(orderId);
    expect(unanswered.unanswered_count).toBe(unanswered.reviews.length);
  });

  it('shows a stars-only review on the evaluation page once the shop has answered it', async () => {
    const orderId = await review(1, '', 'Beto Lima', answering);
    const before = await reviewsOf({ shop_id: answering.shopId }, answering.domain);
    expect(before.reviews.map((r: { name: string }) => r.name)).not.toContain('Beto');
    await staffCall(shopReviewCalls.answerReview.path, owner.token, {
      order_id: orderId,
      answer: 'Sentimos muito, Beto.',
    });
    const after = await reviewsOf({ shop_id: answering.shopId }, answering.domain);
    expect(after.reviews[0]).toMatchObject({ name: 'Beto', comment: '', answer: { text: 'Sentimos muito, Beto.' } });
  });

  it("refuses an attendant, the shop next door's owner and another tenant, and an empty or too long answer", async () => {
    const orderId = await review(4, 'Boa.', 'Nina Reis', answering);
    const attendant = await addStaff(t.app, t.database.db, answering, [
      { role: 'attendant', shopId: answering.shopId },
    ]);
    const neighbour = await addStaff(t.app, t.database.db, answering, [
      { role: 'owner', shopId: await answering.anotherShop('vizinha-avaliada') },
    ]);
    const stranger = await createTenant(t.database.db);
    const strangerOperator = await addStaff(t.app, t.database.db, stranger, [{ role: 'operator', shopId: null }]);
    const answer = { order_id: orderId, answer: 'Intrusa' };

    const byAttendant = await staffCall(shopReviewCalls.answerReview.path, attendant.token, answer);
    expect(byAttendant.json()).toMatchObject({ error_type: expect.any(Number), message: apiMessages.staffNotAllowed });
    const readByAttendant = await staffCall(shopReviewCalls.shopReviews.path, attendant.token, {
      shop_id: answering.shopId,
    });
    expect(readByAttendant.json().message).toBe(apiMessages.staffNotAllowed);
    const byNeighbour = await staffCall(shopReviewCalls.answerReview.path, neighbour.token, answer);
    expect(byNeighbour.statusCode).toBe(404);
    expect(byNeighbour.json().message).toBe(apiMessages.reviewNotFound);
    const byStranger = await staffCall(
      shopReviewCalls.answerReview.path,
      strangerOperator.token,
      answer,
      stranger.domain,
    );
    expect(byStranger.statusCode).toBe(404);

    const empty = await staffCall(shopReviewCalls.answerReview.path, owner.token, { order_id: orderId, answer: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/'answer'/);
    const long = await staffCall(shopReviewCalls.answerReview.path, owner.token, {
      order_id: orderId,
      answer: 'a'.repeat(reviewAnswerMax + 1),
    });
    expect(long.statusCode).toBe(400);
    // Nothing was written by any of them.
    const page = await reviewsOf({ shop_id: answering.shopId }, answering.domain);
    expect(page.reviews.find((r: { comment: string }) => r.comment === 'Boa.')?.answer).toBeNull();
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
