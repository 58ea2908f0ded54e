import { contactCalls } from '@delivery/contract/calls/contact';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { common, phone, snapBoth } from './helpers.ts';

test.use({ viewport: phone });

const texts = common.contact;

/** The newest mail the sandbox outbox holds for `to`. */
async function lastMailTo(request: APIRequestContext, to: string) {
  const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ subject: string; text: string }> };
  return messages[0];
}

async function sendMessage(page: Page, text: string) {
  const form = page.getByRole('region', { name: texts.formTitle });
  await form.getByLabel(texts.name).fill('Joana Souza');
  await form.getByLabel(texts.replyTo).fill('(19) 98765-4321');
  await form.getByLabel(texts.message).fill(text);
  // By its path: the single-shop tenant's host is not the base URL.
  const sent = page.waitForResponse((response) => response.url().endsWith(contactCalls.sendContactMessage.path));
  await form.getByRole('button', { name: texts.send }).click();
  expect((await (await sent).json()).error_type).toBe(0);
  return form;
}

test('the marketplace’s contact page: its channels, and a message that reaches its e-mail', async ({
  page,
  request,
}) => {
  await page.goto('/profile');
  await page.getByRole('link', { name: common.pages.contact }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.pages.contact);
  await expect(page).toHaveTitle(new RegExp(`^${common.pages.contact} \\| `));

  await expect(page.getByTestId('contact-whatsapp')).toHaveAttribute('href', 'https://wa.me/5519990001234');
  await expect(page.getByTestId('contact-whatsapp')).toContainText('(19) 99000-1234');
  await expect(page.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:+551930304000');
  await expect(page.getByTestId('contact-phone')).toContainText('(19) 3030-4000');
  await expect(page.getByTestId('contact-email')).toHaveAttribute('href', 'mailto:atendimento@pedeja.com.br');
  const address = page.getByTestId('contact-address');
  await expect(address).toContainText('Avenida Norte-Sul, 1500');
  await expect(address.getByRole('link', { name: texts.openMap })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Avenida%20Norte-Sul/,
  );

  // Nothing is sent while a field is missing or wrong: each says what it needs.
  const form = page.getByRole('region', { name: texts.formTitle });
  await form.getByLabel(texts.replyTo).fill('amanhã');
  await form.getByRole('button', { name: texts.send }).click();
  await expect(form.getByText(texts.errors.name)).toBeVisible();
  await expect(form.getByText(texts.errors.replyTo)).toBeVisible();
  await expect(form.getByText(texts.errors.messageShort.replace('{{min}}', '10'))).toBeVisible();
  await snapBoth(page, 'contact-marketplace-errors');

  await sendMessage(page, 'Quero cadastrar a minha padaria no Pede Já. Como faço?');
  await expect(form.getByRole('status')).toHaveText(
    'Mensagem enviada! Pede Já vai responder pelo contato que você deixou.',
  );
  await expect(form.getByLabel(texts.message)).toHaveValue('');
  await snapBoth(page, 'contact-marketplace');
  const mail = await lastMailTo(request, 'atendimento@pedeja.com.br');
  expect(mail?.subject).toBe('Mensagem de Joana Souza (Pede Já)');
  expect(mail?.text).toContain('Quero cadastrar a minha padaria');
  expect(mail?.text).toContain('Responder para: (19) 98765-4321');
});

test('a shop’s contact, opened from its page: channels, hours and a message to its staff', async ({
  page,
  request,
}) => {
  await page.goto('/campinas/pizzaria/forno-da-nonna');
  await page.getByRole('link', { name: common.catalog.shop.contact }).click();
  await expect(page).toHaveURL(/\/contact\?loja=\d+$/);
  await expect(page.getByText(texts.intro.replace('{{name}}', 'Forno da Nonna Pizzaria'))).toBeVisible();
  await expect(page.getByTestId('contact-whatsapp')).toHaveAttribute('href', 'https://wa.me/5519987654321');
  await expect(page.getByTestId('contact-phone')).toContainText('(19) 3234-5678');
  await expect(page.getByTestId('contact-address')).toContainText('Rua Maria Monteiro, 820');
  const hours = page.getByRole('region', { name: texts.hours });
  await expect(hours.getByRole('term')).toHaveCount(7);
  await snapBoth(page, 'contact-shop');

  const form = await sendMessage(page, 'Vocês fazem pizza sem glúten para uma festa no sábado?');
  await expect(form.getByRole('status')).toHaveText(
    'Mensagem enviada! Forno da Nonna Pizzaria vai responder pelo contato que você deixou.',
  );
  for (const who of ['dono', 'atendente']) {
    const mail = await lastMailTo(request, `${who}@forno-da-nonna.exemplo.com.br`);
    expect(mail?.text).toContain('pizza sem glúten');
  }
});

test('the single-shop tenant’s contact page is its pizzeria’s', async ({ page, request, baseURL }) => {
  const pizzaria = baseURL!.replace('//localhost', '//pizzaria.localhost');
  await page.goto(`${pizzaria}/contact`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.pages.contact);
  await expect(page.getByText(texts.intro.replace('{{name}}', 'Pizzaria Bella Napoli'))).toBeVisible();
  await expect(page.getByTestId('contact-whatsapp')).toHaveAttribute('href', 'https://wa.me/5519991234567');
  await expect(page.getByTestId('contact-email')).toHaveAttribute('href', 'mailto:contato@bellanapoli.com.br');
  await expect(page.getByRole('region', { name: texts.hours }).getByRole('term')).toHaveCount(7);
  await snapBoth(page, 'contact-single');

  const form = await sendMessage(page, 'Posso retirar o pedido às 18h em ponto?');
  await expect(form.getByRole('status')).toHaveText(
    'Mensagem enviada! Pizzaria Bella Napoli vai responder pelo contato que você deixou.',
  );
  const mail = await lastMailTo(request, 'dono@pizzaria-bella-napoli.exemplo.com.br');
  expect(mail?.subject).toBe('Mensagem de Joana Souza (Pizzaria Bella Napoli)');
});
