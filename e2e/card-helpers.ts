import type { Page } from '@playwright/test';
import { apiMessages } from '@delivery/contract/messages';
import { expect } from './fixtures.ts';
import { common } from './helpers.ts';

/** Helpers of the journeys that pay by card in the app through the sandbox's Mercado Pago stand-in. */

export const card = common.checkout.card;

/** Mercado Pago's test cards (expiry 11/30, CVV 123); the cardholder's name decides the outcome. */
export const testCards = {
  master: '5031 4332 1540 6351',
  visa: '4235 6477 2802 5682',
  challenge: '5483 9281 6457 4623',
} as const;

/** One of the gateway's fields: an input inside the stand-in's iframe, never of our page. */
export const secureInput = (page: Page, label: string) =>
  page.getByRole('group', { name: label }).locator('iframe').contentFrame().locator('input');

/** Chooses the card in the app at checkout, and waits for its form. */
export async function chooseCardInApp(page: Page) {
  await page.getByRole('radio', { name: apiMessages.paymentGroupCardOnline }).check();
  await expect(page.getByTestId('card-form')).toBeVisible();
}

export async function typeNewCard(page: Page, number: string, holder: string, save = false) {
  await secureInput(page, card.number).fill(number);
  await secureInput(page, card.expiry).fill('11/30');
  await secureInput(page, card.cvv).fill('123');
  await page.getByLabel(card.holder).fill(holder);
  await page.getByLabel(card.holderCpf).fill('529.982.247-25');
  if (save) await page.getByRole('checkbox', { name: card.save }).check();
}

/** The saved card chosen, and only its CVV typed. */
export async function useSavedCard(page: Page, name: string) {
  const saved = page.getByTestId('saved-card').filter({ hasText: `${name} — vence 11/30` });
  await expect(saved).toBeVisible();
  await saved.getByRole('radio').check();
  await secureInput(page, card.cvvOf.replace('{{card}}', name)).fill('123');
}

/** Accepts the policy (once) and places the order. */
export async function placeOrder(page: Page) {
  const policy = page.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) });
  if (!(await policy.isChecked())) await policy.check();
  await page.getByRole('button', { name: common.checkout.place.button }).click();
}

/** The order page's challenge: the bank's page in its window, authenticated there. */
export async function authenticateAtBank(page: Page) {
  const challenge = page.getByTestId('card-challenge');
  await expect(challenge).toContainText(common.orders.card.challengeTitle);
  const [bank] = await Promise.all([
    page.waitForEvent('popup'),
    challenge.getByRole('button', { name: common.orders.card.challengeOpen }).click(),
  ]);
  await bank.getByRole('button', { name: 'Autenticar', exact: true }).click();
  await expect(bank.getByText('Autenticação concluída')).toBeVisible();
}
