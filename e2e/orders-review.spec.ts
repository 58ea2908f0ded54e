import { expect, test } from './fixtures.ts';
import { apiMessages } from '@delivery/contract/messages';
import { common, phone, snapBoth } from './helpers.ts';
import { customerWithAddress, orderStatus, placePixOrder, signIn } from './orders-helpers.ts';
import { counterOf } from './panel-helpers.ts';

test.use({ viewport: phone });

const stars = (count: number) =>
  (count === 1 ? common.review.star_one : common.review.star_other).replace('{{count}}', String(count));

test('after delivery the customer reviews with 4 stars and a comment, and the order page shows it', async ({
  page,
  request,
}) => {
  const customer = await customerWithAddress(request, 'avaliacao');
  const order = await placePixOrder(request, customer);
  await signIn(page, customer);

  // Not delivered yet: nothing to review, neither on the order nor on /review.
  await page.goto(`/review?order=${order.order_id}`);
  await expect(page.getByRole('heading', { name: common.review.notDeliveredTitle })).toBeVisible();
  await page.goto('/review');
  await expect(page.getByRole('heading', { name: common.review.pending.emptyTitle })).toBeVisible();
  await snapBoth(page, 'orders-review-none');

  await (await counterOf(request, order.shop_id)).complete(order.order_id);
  // Delivered: /review lists it, and leads to its form.
  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.pages.review);
  const pending = page.getByTestId('order-card');
  await expect(pending).toHaveCount(1);
  await pending
    .getByRole('link', {
      name: common.review.pending.rateNamed
        .replace('{{shop}}', order.shop_name)
        .replace('{{number}}', String(order.order_number)),
    })
    .click();
  await expect(page).toHaveURL(`/review?order=${order.order_id}`);
  await expect(
    page.getByText(
      common.review.order.replace('{{number}}', String(order.order_number)).replace('{{shop}}', order.shop_name),
    ),
  ).toBeVisible();

  // No stars: the form says what is missing and sends nothing.
  const send = page.getByRole('button', { name: common.review.submit });
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: common.review.chooseStars })).toBeVisible();

  // A radio group: a click picks, the arrow keys move the choice.
  const group = page.getByRole('radiogroup', { name: common.review.starsLegend });
  await group.getByRole('radio', { name: stars(2) }).click();
  await expect(group.getByRole('radio', { name: stars(2) })).toBeChecked();
  await expect(group.getByRole('radio', { name: stars(2) })).toBeFocused();
  // One key at a time: each press moves from where the last one landed.
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: stars(3) })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: stars(4) })).toBeChecked();
  await expect(group.getByRole('radio', { name: stars(4) })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: common.review.chooseStars })).toHaveCount(0);
  await expect(page.getByText(common.review.starHints.good)).toBeVisible();

  const comment = 'Chegou quentinha e bem embalada!';
  await page.getByLabel(common.review.commentLabel).fill(comment);
  await expect(page.getByTestId('comment-count')).toHaveText(`${comment.length}/500`);
  // The field stops at 500 characters.
  await page.getByLabel(common.review.commentLabel).fill('a'.repeat(520));
  await expect(page.getByTestId('comment-count')).toHaveText('500/500');
  await page.getByLabel(common.review.commentLabel).fill(comment);
  await snapBoth(page, 'orders-review-form');

  await send.click();
  await expect(page.getByText(apiMessages.reviewSaved)).toBeVisible();
  await expect(page).toHaveURL(`/orders/${order.order_id}`);
  const review = page.getByTestId('order-review');
  await expect(review.getByRole('img', { name: common.orders.review.stars.replace('{{stars}}', '4') })).toBeVisible();
  await expect(review).toContainText(comment);
  await expect(page.getByRole('link', { name: common.orders.review.action })).toHaveCount(0);
  await snapBoth(page, 'orders-reviewed');

  // The server kept it; the order leaves the list of those awaiting a review.
  expect((await orderStatus(request, customer, order.order_id)).order.review).toEqual({ stars: 4, comment });
  await page.goto('/review');
  await expect(page.getByRole('heading', { name: common.review.pending.emptyTitle })).toBeVisible();
  await page.goto(`/review?order=${order.order_id}`);
  await expect(page.getByRole('heading', { name: common.review.alreadyTitle })).toBeVisible();
});
