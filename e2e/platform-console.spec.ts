import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { profileCalls } from '@delivery/contract/calls/profile';
import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import { staffCalls } from '@delivery/contract/calls/staff';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { alwaysOpen } from '../apps/api/test/helpers/shops.ts';
import { totpNow } from '../apps/api/src/modules/platform/second-factor.ts';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { consoleMessages } from '../apps/merchant/src/platform/messages.ts';
import { newCustomer, registerViaApi } from './auth-helpers.ts';
import { landedOrderId } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';
import { common, desktop, phone, snapBoth, spec, writeStored } from './helpers.ts';
import { panel, panelLinkFromOutbox } from './panel-helpers.ts';

/*
 * The platform's console, end to end (issue 33): an administrator creates a single shop on a
 * domain of its own, verifies the domain in the sandbox's DNS, the owner joins from the e-mail and
 * adds a product in the panel, and a customer orders from that host; and a marketplace suspended
 * from the console shows its customers a page saying so until it is resumed.
 */

const platformHost = 'plataforma.localhost';
test.use({ viewport: desktop, serverEnv: { PLATFORM_HOST: platformHost, PLATFORM_DOMAIN: 'lojas.localhost' } });

const text = consoleMessages;

/** The demo's administrator, as the server printed it on its first start (console-notice.ts). */
function demoAdmin(printed: string) {
  return {
    email: /^Administrador de demonstração criado: .* <(\S+)>$/m.exec(printed)![1]!,
    password: /^Senha: (\S+)$/m.exec(printed)![1]!,
    secret: /digitar: ([A-Z2-7]+)$/m.exec(printed)![1]!,
    recovery: [...printed.matchAll(/^ {2}([A-Z2-9]{5}-[A-Z2-9]{5})$/gm)].map((m) => m[1]!),
  };
}

/** The same server on another of its hosts. */
const on = (baseURL: string, host: string) => baseURL.replace('//localhost', `//${host}`);

async function signInToConsole(page: Page, baseURL: string, email: string, password: string, code: string) {
  await page.goto(`${on(baseURL, platformHost)}/plataforma/`);
  await expect(page).toHaveURL(/\/plataforma\/entrar$/);
  await page.getByLabel(text.signIn.email).fill(email);
  await page.getByLabel(text.signIn.password, { exact: true }).fill(password);
  if (!/^\d{6}$/.test(code)) await page.getByRole('button', { name: text.signIn.useRecovery }).click();
  await page.getByLabel(text.signIn.code).fill(code);
  await page.getByRole('button', { name: text.signIn.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: text.tenants.title, level: 1 })).toBeVisible();
}

test('a single shop is created on its own domain, verified in the sandbox DNS; its owner adds a product and a customer orders there', async ({
  page,
  browser,
  request,
  baseURL,
  server,
}) => {
  // Three apps and a DNS check on a loaded machine: this outlasts 30 s.
  test.slow();
  const admin = demoAdmin(server.printed!());
  const run = randomUUID().slice(0, 6);
  const host = `cantina-${run}.localhost`;
  const ownerEmail = `marta-${run}@exemplo.com.br`;
  await signInToConsole(page, baseURL!, admin.email, admin.password, totpNow(admin.secret));

  await page.getByRole('link', { name: 'Novo cliente' }).click();
  await expect(page.getByRole('heading', { name: 'Novo cliente', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Loja única' }).check();
  await page.getByLabel('Nome', { exact: true }).fill('Cantina Aurora');
  await page.getByLabel('Cor da marca').fill('#7a1f5c');
  await page.getByLabel('Endereço', { exact: true }).fill(host);
  await page.getByLabel('Cidade').fill(`Holambra ${run}`);
  await page.getByLabel('UF').selectOption('SP');
  await page.getByLabel('Segmento').selectOption('pizzaria');
  await page.getByLabel('Nome do responsável').fill('Marta Aurora');
  await page.getByLabel('E-mail do responsável').fill(ownerEmail);
  await snapBoth(page, 'platform-new-tenant');
  await page.getByRole('button', { name: 'Criar cliente' }).click();
  await expect(
    page.getByText(formatMessage(apiMessages.platformTenantCreated, { tenant: 'Cantina Aurora', email: ownerEmail })),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/plataforma\/clientes\/\d+$/);

  // Not served until its DNS carries the record the page names: checked now, it is not there yet.
  const recordName = (await page.getByLabel('Nome do registro TXT').textContent())!.trim();
  const recordValue = (await page.getByLabel('Valor do registro TXT').textContent())!.trim();
  expect(recordName).toBe(`_entrega-verificacao.${host}`);
  await page.getByRole('button', { name: 'Verificar agora' }).click();
  await expect(
    page.getByText(formatMessage(apiMessages.platformDomainNotVerified, { name: recordName })),
  ).toBeVisible();
  const hostHeader = { host: `${host}:${new URL(baseURL!).port}` };
  const notYet = await request.post(profileCalls.getProfile.path, { headers: hostHeader, data: { validate: 1 } });
  expect(notYet.status()).toBe(404);
  await snapBoth(page, 'platform-domain-pending');

  // The owner of the domain publishes it, here in the sandbox's DNS, as at a registrar.
  const dns = await browser.newPage({ viewport: desktop });
  await dns.goto(`${on(baseURL!, platformHost)}/dev/dns`);
  await dns.getByLabel('Nome').fill(recordName);
  await dns.getByLabel('Valor (TXT)').fill(recordValue);
  await dns.getByRole('button', { name: 'Publicar' }).click();
  await expect(dns.getByRole('cell', { name: recordName })).toBeVisible();
  await dns.close();
  await page.getByRole('button', { name: 'Verificar agora' }).click();
  await expect(page.getByText(formatMessage(apiMessages.platformDomainVerified, { host }))).toBeVisible();
  await expect(page.getByText('No ar', { exact: true })).toBeVisible();

  // The owner joins from the e-mail, on the new host, and adds the first product in the panel.
  const link = await panelLinkFromOutbox(request, ownerEmail, 'convite');
  expect(new URL(link).hostname).toBe(host);
  const ownerContext = await browser.newContext({ viewport: phone, locale: 'pt-BR' });
  const owner = await ownerContext.newPage();
  await owner.goto(link);
  await owner.getByLabel(panel.auth.newPassword).fill('cantina-aurora-1');
  await owner.getByLabel(panel.auth.repeatPassword).fill('cantina-aurora-1');
  await owner.getByRole('button', { name: panel.auth.acceptInvite }).click();
  await expect(owner.getByRole('banner')).toContainText('Cantina Aurora');
  await owner.setViewportSize(desktop);
  await owner.getByRole('link', { name: panel.nav.menuPage }).click();
  // A new shop's menu is empty: the page says how to start it.
  await expect(owner.getByText(panel.menu.setUpTitle)).toBeVisible();
  await owner.getByRole('button', { name: panel.menu.setUpAction }).click();
  const categoryForm = owner.getByRole('dialog', { name: panel.menu.category.newTitle });
  await categoryForm.getByLabel(panel.menu.category.name).fill('Massas');
  await categoryForm.getByRole('button', { name: panel.menu.save }).click();
  const section = owner.getByTestId('menu-category').filter({ has: owner.getByRole('heading', { name: 'Massas' }) });
  await section.getByRole('button', { name: panel.menu.newProduct }).click();
  const productForm = owner.getByTestId('product-dialog');
  await productForm.getByLabel(panel.menu.product.name).fill('Lasanha à bolonhesa');
  await productForm.getByLabel(panel.menu.product.price, { exact: true }).pressSequentially('48,9');
  await productForm.getByRole('button', { name: panel.menu.save }).click();
  await expect(owner.getByText(formatMessage(apiMessages.productSaved, { name: 'Lasanha à bolonhesa' }))).toBeVisible();
  // A city new to the platform has no districts: the owner, with no operator above, adds one.
  await owner.getByRole('link', { name: panel.nav.shop }).click();
  await owner
    .getByRole('navigation', { name: panel.nav.settingsArea })
    .getByRole('link', { name: panel.nav.places })
    .click();
  await expect(owner.getByRole('heading', { name: panel.tenantShops.places.title, level: 1 })).toBeVisible();
  await owner.getByLabel(fill(panel.tenantShops.places.newDistrict, { city: `Holambra ${run}` })).fill('Centro');
  await owner.getByRole('button', { name: panel.tenantShops.places.addDistrict }).click();
  await expect(owner.getByText(formatMessage(apiMessages.districtAdded, { name: 'Centro' }))).toBeVisible();
  await snapBoth(owner, 'platform-owner-districts');

  // Its hours, set up through the panel's call (the hours page has journeys of its own).
  const ownerToken = await owner.evaluate(() => localStorage.getItem('painel.token'));
  const ownerCall = async (path: string, data: Record<string, unknown> = {}) =>
    (
      await request.post(path, {
        headers: { ...hostHeader, authorization: `Bearer ${ownerToken}` },
        data: { validate: 1, ...data },
      })
    ).json();
  const shopId = (await ownerCall(staffCalls.staffMe.path)).staff.shops[0].shop_id as number;
  const hours = await ownerCall(shopSettingsCalls.shopHours.path, { shop_id: shopId });
  expect(
    await ownerCall(shopSettingsCalls.saveShopHours.path, {
      shop_id: shopId,
      version: hours.version,
      ...hours.hours,
      opening_hours: alwaysOpen,
    }),
  ).toMatchObject({ error_type: 0 });

  // A customer of the new host: its own name and colour, the product, picked up and paid in cash.
  const shopURL = on(baseURL!, host);
  const session = await registerViaApi(request, newCustomer(`cantina-${run}`), hostHeader.host);
  await page.goto(`${shopURL}/`);
  // A host the browser never visited: its cookie notice comes first.
  await page.getByRole('button', { name: spec.cookieDecline }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cantina Aurora' })).toBeVisible({ timeout: 15_000 });
  await writeStored(page, { Customer: session.customer[0], token: session.token });
  await page.reload();
  await page.getByTestId('product-row').filter({ hasText: 'Lasanha à bolonhesa' }).first().click();
  await page.getByRole('button', { name: new RegExp(`^${common.catalog.product.add}`) }).click();
  await expect(page.getByText(common.cart.added.replace('{{product}}', 'Lasanha à bolonhesa'))).toBeVisible();
  await page.goto(`${shopURL}/checkout`);
  await page.getByRole('radio', { name: new RegExp(`^${common.checkout.delivery.pickup}`) }).check();
  await page.getByRole('radio', { name: /^Dinheiro/ }).check();
  await page.getByRole('checkbox', { name: new RegExp(common.checkout.policy.link) }).check();
  await page.getByRole('button', { name: common.checkout.place.button }).click();
  const orderId = await landedOrderId(page);
  await snapBoth(page, 'platform-first-order');

  // The owner's board has it.
  await owner.goto(`${shopURL}/painel/`);
  await expect(owner.getByTestId('order-card').filter({ hasText: session.customer[0]!.name })).toBeVisible();
  expect(orderId).toBeGreaterThan(0);
  await ownerContext.close();
});

test('a marketplace suspended from the console shows its customers a page saying so, until it is resumed', async ({
  page,
  browser,
  baseURL,
  server,
}) => {
  const admin = demoAdmin(server.printed!());
  // The authenticator's code of this minute went to the other journey: a recovery code, once.
  await signInToConsole(page, baseURL!, admin.email, admin.password, admin.recovery[0]!);
  const row = page.getByTestId('tenant').filter({ hasText: 'Pede Já Campinas' });
  await row.getByRole('button', { name: text.tenants.suspend }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: text.tenants.suspend }).click();
  await expect(row).toContainText(text.tenants.suspended);

  const customer = await browser.newPage({ viewport: phone });
  await customer.goto(`${baseURL}/`);
  await expect(customer.getByRole('heading', { level: 1, name: 'Pede Já Campinas' })).toBeVisible();
  await expect(customer.getByText(apiMessages.tenantSuspended)).toBeVisible();
  await snapBoth(customer, 'platform-suspended');

  await row.getByRole('button', { name: text.tenants.resume }).click();
  await expect(row).not.toContainText(text.tenants.suspended);
  await customer.reload();
  await expect(customer.getByRole('heading', { name: common.catalog.home.title })).toBeVisible({ timeout: 15_000 });
  await customer.close();
});
