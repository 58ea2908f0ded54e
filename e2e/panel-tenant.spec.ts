import { tenantSettingsCalls } from '@delivery/contract/calls/tenant-settings';
import { apiMessages } from '@delivery/contract/messages';
import type { TTenantSettingsResponse } from '@delivery/contract/tenant-settings';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { desktop, phone, spec } from './helpers.ts';
import { panel, signInToPanel, staffSession } from './panel-helpers.ts';

test.use({ viewport: phone });

/** The demo marketplace's operator (README "The shops' side"): the tenant on localhost is theirs. */
const operatorEmail = 'operador@exemplo.com.br';
const blue = { hex: '#1F5FBF', rgb: 'rgb(31, 95, 191)' };
const demoRed = 'rgb(208, 17, 43)';
const text = panel.tenant;

/** The operator's calls of the tenant's settings, by the API: what the journey found, and puts back. */
async function tenantApi(request: APIRequestContext) {
  const { token } = await staffSession(request, operatorEmail);
  const call = async (path: string, data: Record<string, unknown>) => {
    const answer = (await (
      await request.post(path, { headers: { authorization: `Bearer ${token}` }, data: { validate: 1, ...data } })
    ).json()) as TTenantSettingsResponse;
    expect(answer.error_type, answer.message).toBe(0);
    return answer;
  };
  return {
    read: () => call(tenantSettingsCalls.tenantSettings.path, {}),
    saveSignIn: async (values: Record<string, unknown>) => {
      const now = await call(tenantSettingsCalls.tenantSettings.path, {});
      return call(tenantSettingsCalls.saveTenantSignIn.path, {
        ...now.sign_in,
        ...values,
        version: now.versions.sign_in,
      });
    },
    restore: async (before: TTenantSettingsResponse) => {
      const now = await call(tenantSettingsCalls.tenantSettings.path, {});
      await call(tenantSettingsCalls.saveTenantAppearance.path, {
        ...before.appearance,
        version: now.versions.appearance,
      });
      await call(tenantSettingsCalls.saveTenantSignIn.path, { ...before.sign_in, version: now.versions.sign_in });
    },
  };
}

/** The tops of the header's pages and its "Sair": one row when they are all the same. */
const headerRows = (page: Page) =>
  page
    .locator('header')
    .getByRole('link')
    .or(page.locator('header').getByRole('button', { name: panel.nav.signOut }))
    .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);

/** The background of the customer app's main "Entrar" button: brand-600 as the page paints it. */
const signInButtonColour = (customer: Page) =>
  customer
    .getByRole('main')
    .getByRole('button', { name: spec.signIn, exact: true })
    .evaluate((button) => getComputedStyle(button).backgroundColor);

test('an operator changes the tenant’s colour and web sign-in menu, and the customer app shows them on its next load', async ({
  page,
  browser,
  request,
}) => {
  const api = await tenantApi(request);
  const before = await api.read();
  expect(before.appearance.primary).toBe('#d0112b');
  expect(before.sign_in.menu_web?.phone).toBe('1');

  // A customer who opened the app before the change keeps the profile in the device's storage.
  const customer = await browser.newPage({ viewport: phone });
  await customer.goto('/profile');
  await expect.poll(() => signInButtonColour(customer)).toBe(demoRed);
  await customer.getByRole('main').getByRole('button', { name: spec.signIn, exact: true }).click();
  await expect(customer.getByRole('button', { name: spec.continueWithPhone })).toBeVisible();

  try {
    await signInToPanel(page, operatorEmail);
    await page.getByRole('link', { name: panel.nav.shop }).click();
    await page
      .getByRole('navigation', { name: panel.nav.settingsArea })
      .getByRole('link', { name: panel.nav.tenant })
      .click();
    await expect(page).toHaveURL(/\/painel\/plataforma\/aparencia$/);
    await expect(page.getByRole('heading', { name: text.title, level: 1 })).toBeVisible();

    // A colour too light is told, not refused; the one saved reads well on white.
    const hex = page.getByLabel(text.appearance.colourHex);
    await hex.fill('#F5C400');
    await expect(page.getByTestId('contrast-note')).toContainText(
      fill(text.appearance.contrastLow, { ratio: '1,6', minimum: '4,5' }),
    );
    await hex.fill(blue.hex);
    await expect(page.getByTestId('contrast-note')).toHaveText(fill(text.appearance.contrastOk, { ratio: '6,0' }));
    await expect(page.getByText(panel.shopSettings.unsaved)).toBeVisible();
    await page.screenshot({ path: 'test-results/panel-tenant-colour.png', fullPage: true });
    await page.getByRole('button', { name: panel.shopSettings.save, exact: true }).click();
    await expect(page.getByText(apiMessages.tenantSaved)).toBeVisible();
    await expect(page.getByRole('button', { name: panel.shopSettings.save, exact: true })).toBeDisabled();

    // The web's menu loses the phone; iPhone and Android keep theirs.
    await page.getByRole('link', { name: text.signIn.tab, exact: true }).click();
    await expect(page).toHaveURL(/\/painel\/plataforma\/entrar$/);
    const phoneOnWeb = page.getByRole('checkbox', {
      name: fill(text.signIn.optionOf, { option: text.signIn.phone, platform: text.signIn.platforms.menu_web }),
    });
    await expect(phoneOnWeb).toBeChecked();
    await phoneOnWeb.uncheck();
    await expect(page.getByTestId('login-menu-menu_ios').getByText(text.signIn.noFacebookOnIos)).toBeVisible();
    await page.getByRole('button', { name: panel.shopSettings.save, exact: true }).click();
    await expect(page.getByText(apiMessages.tenantSaved)).toBeVisible();
    await page.screenshot({ path: 'test-results/panel-tenant-sign-in.png', fullPage: true });
    await page.setViewportSize(desktop);
    await page.screenshot({ path: 'test-results/panel-tenant-sign-in-desktop.png', fullPage: true });
    // Six pages would not fit a laptop's row: the platform is a tab of "Loja", the header keeps one row.
    expect(await headerRows(page)).toBe(1);
    await page.setViewportSize(phone);
    expect(await headerRows(page)).toBe(1);

    // The customer's next load: the new colour on the page, no phone in the menu.
    await customer.reload();
    await expect.poll(() => signInButtonColour(customer)).toBe(blue.rgb);
    expect(
      await customer.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand-600')),
    ).toBe('#1f5fbf');
    await customer.getByRole('main').getByRole('button', { name: spec.signIn, exact: true }).click();
    const modal = customer.getByTestId('sign-in-modal');
    await expect(modal.getByText(spec.signInHowToContinue)).toBeVisible();
    await expect(modal.getByRole('button', { name: spec.continueWithEmail })).toBeVisible();
    await expect(modal.getByRole('button', { name: spec.continueWithPhone })).toHaveCount(0);
    await customer.screenshot({ path: 'test-results/panel-tenant-customer.png' });
    await customer.close();
  } finally {
    // Every later journey signs in on this tenant, by phone too, in its red.
    await api.restore(before);
  }
  const after = await api.read();
  expect([after.appearance, after.sign_in]).toEqual([before.appearance, before.sign_in]);
});

test('an operator names the app under its icon, and a phone installing it gets that name', async ({
  page,
  request,
}) => {
  const api = await tenantApi(request);
  const before = await api.read();
  const manifest = async () => (await (await request.get('/manifest.webmanifest')).json()) as { short_name: string };
  expect(before.appearance.short_name).toBe('');
  expect((await manifest()).short_name).toBe('Pede Já');
  try {
    await signInToPanel(page, operatorEmail);
    await page.goto('/painel/plataforma/aparencia');
    const field = page.getByLabel(text.appearance.shortName);
    // Empty, the title's words that fit stand for it, and the field says so.
    await expect(field).toHaveAttribute('placeholder', 'Pede Já');
    await expect(page.getByText(fill(text.appearance.shortNameHint, { max: 12, name: 'Pede Já' }))).toBeVisible();
    // No more than fits under an icon can be typed.
    await field.fill('Pede Já Campinas');
    await expect(field).toHaveValue('Pede Já Camp');
    await field.fill('Pede Já CPS');
    const preview = page.getByRole('figure');
    await expect(preview).toContainText('Pede Já CPS');
    for (const viewport of [phone, { width: 1024, height: 768 }, desktop]) {
      await page.setViewportSize(viewport);
      // In the middle of the screen, clear of the save bar at the bottom.
      await field.evaluate((input) => input.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `test-results/screenshots/panel-tenant-short-name-${viewport.width}.png` });
    }
    await page.setViewportSize(phone);
    await page.getByRole('button', { name: panel.shopSettings.save, exact: true }).click();
    await expect(page.getByText(apiMessages.tenantSaved)).toBeVisible();
    expect((await manifest()).short_name).toBe('Pede Já CPS');
  } finally {
    await api.restore(before);
  }
  expect((await manifest()).short_name).toBe('Pede Já');
});

test('an operator whose save comes after someone else’s sees what they saved before saving again', async ({
  page,
  request,
}) => {
  const api = await tenantApi(request);
  const before = await api.read();
  try {
    await signInToPanel(page, operatorEmail);
    await page.goto('/painel/plataforma/entrar');
    const label = page.getByLabel(text.signIn.labelPhone);
    await expect(label).toHaveValue(before.sign_in.label_login_phone);

    // Someone else saves the sign-in while this page is open.
    await api.saveSignIn({ label_login_phone: 'Seu celular com DDD' });
    await label.fill('Celular para o código');
    await page.getByRole('button', { name: panel.shopSettings.save, exact: true }).click();
    await expect(page.getByText(fill(apiMessages.tenantEditConflict, { tenant: 'Pede Já Campinas' }))).toBeVisible();
    await page.screenshot({ path: 'test-results/panel-tenant-conflict.png' });

    await page.getByRole('button', { name: panel.app.seeSaved }).click();
    await expect(label).toHaveValue('Seu celular com DDD');
    await label.fill('Celular para o código');
    await page.getByRole('button', { name: panel.shopSettings.save, exact: true }).click();
    await expect(page.getByText(apiMessages.tenantSaved)).toBeVisible();
    expect((await api.read()).sign_in.label_login_phone).toBe('Celular para o código');
  } finally {
    await api.restore(before);
  }
});
