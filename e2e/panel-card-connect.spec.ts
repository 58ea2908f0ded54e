import { buyerWithAddress, landedOrderId, lineOf, storeCart } from './checkout-helpers.ts';
import { getMenu, listShops } from './catalog-helpers.ts';
import {
  authenticateAtBank,
  card,
  chooseCardInApp,
  placeOrder,
  secureInput,
  testCards,
  typeNewCard,
  useSavedCard,
} from './card-helpers.ts';
import { expect, test } from './fixtures.ts';
import { desktop, phone, readStored, snapBoth, writeStored } from './helpers.ts';
import { storedFromAddress } from '../apps/web/src/features/addresses/address-text.ts';
import { ownerOf, panel, signInToPanel } from './panel-helpers.ts';

/*
 * A single shop connects its own Mercado Pago account from the panel (issue 34): the owner goes to
 * the sandbox's stand-in of Mercado Pago's authorization page and back, and its customers then pay
 * by card in the app. On a server of its own: the other journeys' pizzeria takes no card in the app.
 */

test.use({ viewport: desktop, serverEnv: { CARD_RECHECK_SECONDS: '5' } });

const text = panel.cardAccount;

test("the pizzeria's owner connects its Mercado Pago account from the panel; a customer pays by a new card, the saved card, a refused one and a 3-D Secure one", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const pizzaria = baseURL!.replace('//localhost', '//pizzaria.localhost');

  // The owner, at the counter's computer.
  const counter = await browser.newContext({ baseURL: pizzaria, viewport: desktop, locale: 'pt-BR' });
  const owner = await counter.newPage();
  await signInToPanel(owner, ownerOf('pizzaria-bella-napoli'));
  await owner.goto('/painel/loja/pagamentos');
  const block = owner.getByRole('region', { name: text.title });
  await expect(block.getByText(text.lead)).toBeVisible();
  await snapBoth(owner, 'panel-card-connect');
  await block.getByRole('button', { name: text.connect }).click();

  // Mercado Pago's page (the stand-in): the owner authorizes, and is sent back to the panel.
  await expect(owner).toHaveURL(/\/dev\/mercadopago\/authorization\?/);
  await owner.getByRole('button', { name: 'Autorizar' }).click();
  await expect(owner).toHaveURL(/\/painel\/mercadopago/);
  await expect(owner.getByRole('heading', { name: text.landing.connected })).toBeVisible();
  await snapBoth(owner, 'panel-card-connected');
  await owner.getByRole('link', { name: text.back }).click();
  await expect(owner.getByText(/^Conectada: conta \d+/)).toBeVisible();

  // A customer of the pizzeria, on its own host, pays by card in the app.
  // Node does not resolve *.localhost as browsers do: the server is asked by its Host header.
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { host: 'pizzaria.localhost' } });
  const buyer = await buyerWithAddress(api, 'cartao-pizzaria');
  const [shop] = await listShops(api, { district_id: buyer.address.district_id! });
  const product = (await getMenu(api, shop!.shop_id)).flatMap((category) => category.products)[0]!;
  const phoneContext = await browser.newContext({ baseURL: pizzaria, viewport: phone, locale: 'pt-BR' });
  const page = await phoneContext.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Pizzaria Bella Napoli' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => readStored(page, 'profile')).not.toBeNull();
  await writeStored(page, {
    Customer: buyer.session.customer[0],
    token: buyer.token,
    Address: storedFromAddress(buyer.address),
  });
  const checkout = async () => {
    await storeCart(page, shop!, [lineOf(product, 1)]);
    await page.goto('/checkout');
    await chooseCardInApp(page);
  };
  await checkout();
  await typeNewCard(page, testCards.visa, 'APRO', true);
  await placeOrder(page);
  const orderId = await landedOrderId(page);
  await expect(page.getByText('Pago com Visa •••• 5682')).toBeVisible();

  // Here too: the saved card with its CVV, a card the bank refuses, and the bank's challenge.
  await checkout();
  await useSavedCard(page, 'Visa •••• 5682');
  await placeOrder(page);
  await landedOrderId(page);
  await expect(page.getByText('Pago com Visa •••• 5682')).toBeVisible();
  await checkout();
  await page.getByRole('radio', { name: card.newCard }).check();
  await typeNewCard(page, testCards.master, 'FUND');
  await placeOrder(page);
  await expect(page.getByTestId('card-refusal')).toContainText('Saldo ou limite insuficiente. Tente outro cartão.');
  // The refused card's fields are emptied for another one.
  await expect(secureInput(page, card.number)).toHaveValue('');
  await typeNewCard(page, testCards.challenge, 'APRO');
  await placeOrder(page);
  await landedOrderId(page);
  await authenticateAtBank(page);
  await expect(page.getByText('Pago com Mastercard •••• 4623')).toBeVisible({ timeout: 15_000 });

  // The board shows it paid by card in the app.
  await owner.goto('/painel/');
  const onBoard = owner.locator(`[data-order-id="${orderId}"]`);
  await expect(onBoard.getByTestId('order-payment')).toContainText('Cartão pelo app');
  await expect(onBoard.getByTestId('order-payment')).toContainText('Pago');
  await snapBoth(owner, 'panel-card-paid-order');
  await Promise.all([counter.close(), phoneContext.close(), api.dispose()]);
});
