import { expect, test } from './fixtures.ts';
import { orderCalls } from '@delivery/contract/calls/orders';
import { apiMessages } from '@delivery/contract/messages';
import { reviewMessages } from '../apps/merchant/src/features/reviews/review-messages.ts';
import { listShops } from './catalog-helpers.ts';
import { common, desktop, phone, snap, snapBoth } from './helpers.ts';
import { customerWithAddress, placePixOrder } from './orders-helpers.ts';
import { counterOf, ownerOf, panel, signInToPanel } from './panel-helpers.ts';

test.use({ viewport: phone });

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

test("the shop's rating leads to its reviews: the average, a bar per star, and the newest comments", async ({
  page,
  request,
}) => {
  // A delivered order reviewed with words, as a customer leaves it from the order page.
  const customer = await customerWithAddress(request, 'comentario');
  const order = await placePixOrder(request, customer);
  await (await counterOf(request, order.shop_id)).complete(order.order_id);
  const comment = `Chegou quentinha e bem embalada (${Date.now()})`;
  const saved = await request.post(orderCalls.saveReview.path, {
    data: { validate: 1, token: customer.token, order_id: order.order_id, stars: 4, comment },
  });
  expect((await saved.json()).error_type).toBe(0);

  await page.goto(`/restaurante/${order.shop_id}`);
  await expect(page.getByRole('heading', { level: 1, name: order.shop_name })).toBeVisible();
  await page.getByRole('link', { name: /^Avaliação \d,\d de 5/ }).click();
  await expect(page).toHaveURL(`/evaluation/${order.shop_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(common.reviews.heading, { shop: order.shop_name }),
  );

  // A bar per star, five at the top, each with its count read out.
  const bars = page.getByRole('list', { name: common.reviews.barsLabel }).getByRole('listitem');
  await expect(bars).toHaveCount(5);
  await expect(bars.first()).toContainText('5');
  // Read out with each noun agreeing with its own number, whatever the count of reviews.
  await expect(bars.nth(2)).toContainText(/3 estrelas: \d+ avaliaç(ão|ões)/);
  await expect(bars.last()).toContainText(/1 estrela: \d+ avaliaç(ão|ões)/);
  await expect(page.getByText(/^\d[\d.]* avaliações$/)).toBeVisible();

  // The newest comment, with the writer's first name and the date.
  const review = page.getByRole('listitem').filter({ hasText: comment });
  await expect(review).toBeVisible();
  await expect(review.getByText('Cliente', { exact: true })).toBeVisible();
  await expect(review.getByRole('img', { name: fill(common.reviews.starsLabel, { stars: 4 }) })).toBeVisible();
  await expect(review.locator('time')).toHaveText(
    new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date()),
  );
  await snapBoth(page, 'reviews-page');

  // Back to the shop.
  await page.getByRole('link', { name: common.reviews.backToShop }).click();
  await expect(page.getByRole('heading', { level: 1, name: order.shop_name })).toBeVisible();
});

test('a shop nobody reviewed yet says so, and offers its page back', async ({ page }) => {
  // Every demo shop has reviews: the API's answer for a new shop, at the call's boundary. The app
  // reaches it from the shop's page, as a customer does: a page opened at /evaluation/ carries the
  // server's own first answer.
  await page.route('**/api/shop4api/listReviews?**', (route) =>
    route.fulfill({
      json: {
        error_type: 0,
        message: 'Sucesso',
        shop_id: 1000,
        rating: null,
        rating_count: 0,
        by_stars: [0, 0, 0, 0, 0],
        reviews: [],
        page: 1,
        has_more: false,
      },
    }),
  );
  await page.goto('/restaurante/1000');
  await page.getByRole('link', { name: /^Avaliação \d,\d de 5/ }).click();
  await expect(page).toHaveURL('/evaluation/1000');
  await expect(page.getByRole('heading', { name: common.reviews.newTitle })).toBeVisible();
  await expect(page.getByText(common.reviews.newText)).toBeVisible();
  await snapBoth(page, 'reviews-page-new');
  await page.getByRole('link', { name: common.reviews.backToShop }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forno da Nonna' })).toBeVisible();
});

test('the reviews of a shop that is not there say so, and lead to the shops', async ({ page }) => {
  await page.goto('/evaluation/987654');
  await expect(page.getByRole('heading', { level: 1, name: common.catalog.shop.notFoundTitle })).toBeVisible();
  await expect(page.getByText(common.catalog.shop.notFoundText)).toBeVisible();
  await expect(page.getByText(common.reviews.errorText)).toHaveCount(0);
  await page.getByRole('link', { name: common.catalog.shop.seeShops }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the owner answers a review in the panel, and the answer shows under it on the evaluation page', async ({
  page,
  request,
}) => {
  const customer = await customerWithAddress(request, 'resposta', 'Renata Dias');
  const order = await placePixOrder(request, customer);
  await (await counterOf(request, order.shop_id)).complete(order.order_id);
  const comment = `Faltou o guardanapo (${Date.now()})`;
  const saved = await request.post(orderCalls.saveReview.path, {
    data: { validate: 1, token: customer.token, order_id: order.order_id, stars: 3, comment },
  });
  expect((await saved.json()).error_type).toBe(0);

  await page.setViewportSize(desktop);
  const shop = (await listShops(request)).find((candidate) => candidate.shop_id === order.shop_id)!;
  await signInToPanel(page, ownerOf(shop.slug));
  await page.getByRole('link', { name: panel.nav.sales }).first().click();
  await page.getByRole('link', { name: reviewMessages.nav }).click();
  await expect(page.getByRole('heading', { level: 1, name: reviewMessages.title })).toBeVisible();
  const card = page.locator(`[data-testid="shop-review"][data-order-id="${order.order_id}"]`);
  await expect(card).toContainText(comment);
  await expect(card).toContainText('Renata');
  await expect(card.getByRole('img', { name: fill(reviewMessages.starsLabel, { stars: 3 }) })).toBeVisible();

  await card.getByRole('button', { name: reviewMessages.answer }).click();
  const answer = 'Obrigado, Renata! Já colocamos guardanapos em todo pedido.';
  await card.getByRole('textbox', { name: fill(reviewMessages.answerLabel, { name: 'Renata' }) }).fill(answer);
  await card.getByRole('button', { name: reviewMessages.publish }).click();
  await expect(page.getByRole('status').filter({ hasText: apiMessages.reviewAnswered })).toBeVisible();
  await expect(card.getByTestId('shop-review-answer')).toHaveText(answer);
  await expect(card.getByRole('button', { name: reviewMessages.editAnswer })).toBeVisible();
  for (const size of [phone, { width: 820, height: 1180 }, desktop]) {
    await page.setViewportSize(size);
    await snap(page, 'panel-reviews');
  }

  // The customer app's evaluation page shows it under the review.
  await page.setViewportSize(phone);
  await page.goto(`/evaluation/${order.shop_id}`);
  const review = page.getByRole('listitem').filter({ hasText: comment });
  await expect(review.getByTestId('review-answer')).toContainText(common.reviews.answer);
  await expect(review.getByTestId('review-answer')).toContainText(answer);
  await snap(page, 'reviews-page-answered');
});
