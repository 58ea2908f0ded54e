import type { Page } from '@playwright/test';
import { boardCalls } from '@delivery/contract/calls/board';
import { cardMessages } from '@delivery/contract/card-payments';
import {
  buyerWithAddress,
  landedOrderId,
  lineOf,
  productNamed,
  shopNamed,
  signInAs,
  statusOf,
  storeCart,
  type Buyer,
} from './checkout-helpers.ts';
import {
  authenticateAtBank,
  card,
  chooseCardInApp,
  placeOrder,
  testCards,
  typeNewCard,
  useSavedCard,
} from './card-helpers.ts';
import { expect, test } from './fixtures.ts';
import { phone, snapBoth } from './helpers.ts';
import { ownerOf, staffSession } from './panel-helpers.ts';

/*
 * Paying by card in the app (issue 34), in the demo marketplace's Floricultura Jardim Secreto, whose cards the
 * sandbox's Mercado Pago stand-in charges: a new card saved, the saved card again, a card the bank
 * refuses, a 3-D Secure challenge, and a paid order the shop rejects, refunded to the card.
 */

test.use({ viewport: phone });

async function openCheckout(page: Page, buyer: Buyer) {
  const shop = await shopNamed(page.request, 'Floricultura Jardim Secreto', buyer);
  const bouquet = await productNamed(page.request, shop.shop_id, 'Buquê de 12 rosas vermelhas');
  await signInAs(page, buyer);
  await storeCart(page, shop, [lineOf(bouquet, 1)]);
  await page.goto('/checkout');
  await chooseCardInApp(page);
  return shop;
}

test('a customer pays by a new card and saves it, pays again with it, and a refused card leaves no order', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const buyer = await buyerWithAddress(request, 'cartao-app');
  await openCheckout(page, buyer);
  await expect(page.getByText(card.secure)).toBeVisible();
  await typeNewCard(page, testCards.master, 'APRO', true);
  await expect(page.getByText('Mastercard · Crédito')).toBeVisible();
  await snapBoth(page, 'checkout-card-new');
  await placeOrder(page);
  const first = await landedOrderId(page);
  await expect(page.getByText('Pago com Mastercard •••• 6351')).toBeVisible();
  expect(await statusOf(request, buyer.token, first)).toMatchObject({
    payment_method: 'card_online',
    payment_status: 'paid',
    card: { brand: 'Mastercard', last_four: '6351', outcome: 'approved' },
  });

  // The card saved comes first next time: only its CVV is typed.
  await openCheckout(page, buyer);
  await useSavedCard(page, 'Mastercard •••• 6351');
  await snapBoth(page, 'checkout-card-saved');
  await placeOrder(page);
  const second = await landedOrderId(page);
  expect(await statusOf(request, buyer.token, second)).toMatchObject({ payment_status: 'paid' });

  // The bank refuses another card: the customer stays at checkout with the reason; no order is made.
  const before = (await statusOf(request, buyer.token, second)).order_number;
  await openCheckout(page, buyer);
  await page.getByRole('radio', { name: card.newCard }).check();
  await typeNewCard(page, testCards.master, 'OTHE');
  await placeOrder(page);
  await expect(page.getByTestId('card-refusal')).toContainText(cardMessages.refused);
  await expect(page).toHaveURL('/checkout');
  await snapBoth(page, 'checkout-card-refused');
  // The next order of the marketplace takes the number after the last one made: none was taken.
  await page.getByRole('radio', { name: card.newCard }).check();
  await typeNewCard(page, testCards.master, 'APRO');
  await placeOrder(page);
  const third = await landedOrderId(page);
  expect((await statusOf(request, buyer.token, third)).order_number).toBe(before + 1);
});

test("a 3-D Secure challenge opens the bank's page and comes back to the paid order; a paid order the shop rejects is refunded", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const buyer = await buyerWithAddress(request, 'cartao-3ds');
  const shop = await openCheckout(page, buyer);
  await typeNewCard(page, testCards.challenge, 'APRO');
  await placeOrder(page);
  const orderId = await landedOrderId(page);
  await expect(page.getByTestId('card-challenge')).toBeVisible();
  await snapBoth(page, 'order-card-challenge');
  await authenticateAtBank(page);
  await expect(page.getByText('Pago com Mastercard •••• 4623')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('card-challenge')).toHaveCount(0);

  // The shop rejects it: the whole amount goes back to the card, and the customer sees it.
  const staff = await staffSession(request, ownerOf(shop.slug));
  const rejected = await (
    await request.post(boardCalls.rejectOrder.path, {
      data: { validate: 1, token: staff.token, order_id: orderId, reason: 'Acabou a calabresa' },
    })
  ).json();
  expect(rejected.error_type, rejected.message).toBe(0);
  await page.reload();
  await expect(page.getByTestId('order-refund')).toContainText('Estornado em', { timeout: 15_000 });
  await snapBoth(page, 'order-card-refunded');
  expect(await statusOf(request, buyer.token, orderId)).toMatchObject({
    status: 'cancelled',
    refund: { status: 'refunded', by: 'provider' },
  });
});
