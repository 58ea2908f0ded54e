import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { TShopContactResponse } from '@delivery/contract/contact';
import { apiMessages } from '@delivery/contract/messages';
import { shopSettingsSections } from '../apps/merchant/src/features/shop-settings/sections.ts';
import { expect, test } from './fixtures.ts';
import { listShops } from './catalog-helpers.ts';
import { common, desktop, phone, snapBoth } from './helpers.ts';
import { ownerCalls, panel, signInToPanel } from './panel-helpers.ts';

test.use({ viewport: desktop });

const text = panel.shopSettings.contact;

test('the owner changes the shop’s WhatsApp, masked as typed, and its contact page shows it', async ({
  page,
  request,
}) => {
  const shop = (await listShops(request)).find((found) => found.slug === 'forno-da-nonna')!;
  const owner = await ownerCalls(request, shop.slug, shop.shop_id);
  const before = await owner<TShopContactResponse>(shopSettingsCalls.shopContact.path, {});

  await signInToPanel(page, `dono@${shop.slug}.exemplo.com.br`);
  await page.goto('/painel/loja/contato');
  const whatsapp = page.getByLabel(text.whatsapp);
  await expect(whatsapp).toHaveValue('(19) 98765-4321');
  await expect(page.getByLabel(text.phone)).toHaveValue('(19) 3234-5678');

  // A number without its area code is refused before anything is sent.
  await whatsapp.fill('');
  await whatsapp.pressSequentially('98765432');
  await page.getByRole('button', { name: panel.shopSettings.save, exact: true }).click();
  await expect(page.getByText(text.phoneInvalid)).toBeVisible();

  await whatsapp.fill('');
  await whatsapp.pressSequentially('19998765432');
  await expect(whatsapp).toHaveValue('(19) 99876-5432');
  await snapBoth(page, 'panel-contact');
  const saved = page.waitForResponse(shopSettingsCalls.saveShopContact.path);
  await page.getByRole('button', { name: panel.shopSettings.save, exact: true }).click();
  expect((await (await saved).json()).message).toBe(apiMessages.contactSaved);

  try {
    await page.goto(`/contact?loja=${shop.shop_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.pages.contact);
    await expect(page.getByTestId('contact-whatsapp')).toHaveAttribute('href', 'https://wa.me/5519998765432');
  } finally {
    const now = await owner<TShopContactResponse>(shopSettingsCalls.shopContact.path, {});
    await owner(shopSettingsCalls.saveShopContact.path, { ...before.contact, version: now.version });
  }
});

test('the operator finds the marketplace’s contact among the links', async ({ page }) => {
  await signInToPanel(page, 'operador@exemplo.com.br');
  await page.goto('/painel/plataforma/links');
  const card = page.getByRole('heading', { name: panel.tenant.links.contact });
  await card.scrollIntoViewIfNeeded();
  await expect(page.getByLabel(panel.tenant.links.whatsapp)).toHaveValue('(19) 99000-1234');
  await expect(page.getByLabel(panel.tenant.links.email)).toHaveValue('atendimento@pedeja.com.br');
  await snapBoth(page, 'panel-tenant-contact');
});

test('on a phone every section of the shop’s settings is in sight, none past the edge', async ({ page }) => {
  await signInToPanel(page, 'dono@forno-da-nonna.exemplo.com.br');
  await page.setViewportSize(phone);
  await page.goto('/painel/loja/integracao');
  const tabs = page.getByRole('navigation', { name: panel.shopSettings.sections }).getByRole('link');
  await expect(tabs).toHaveCount(shopSettingsSections.length);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  }
  await expect(tabs.filter({ hasText: panel.openDelivery.tab })).toHaveAttribute('aria-current', 'page');
});
