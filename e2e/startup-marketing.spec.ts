import { customerCalls } from '@delivery/contract/calls/customer';
import { expect, test } from './fixtures.ts';
import { newCustomer, openSignInFromProfile, typeInto } from './auth-helpers.ts';
import { common, phone, readStored, spec } from './helpers.ts';

/*
 * docs/product.md section 3's marketing attribution: the referrer (midia_source), the campaign URL
 * (midia_origem) and its parameters (urlParams), last non-direct touch (decision 0042); sign-up
 * sends url_destino from the kept origin (section 4).
 */

test.use({ viewport: phone });

test('a campaign visit is kept through a direct one, and sign-up sends its origin as url_destino', async ({
  page,
  baseURL,
}) => {
  const campaign = `${baseURL}/?utm_source=instagram&utm_campaign=terca-pizza&cupom=PIZZA10`;
  await page.goto(campaign, { referer: 'https://l.instagram.com/' });
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await expect.poll(() => readStored(page, 'midia_origem')).toBe(campaign);
  expect(await readStored(page, 'midia_source')).toBe('https://l.instagram.com/');
  expect(await readStored(page, 'urlParams')).toEqual({
    utm_source: 'instagram',
    utm_campaign: 'terca-pizza',
    cupom: 'PIZZA10',
  });

  // A direct visit and the app's own pages change nothing.
  await page.goto('/?segmento=pizzaria');
  await page.getByRole('navigation', { name: common.nav.label }).getByRole('link').last().click();
  await page.waitForTimeout(500);
  expect(await readStored(page, 'midia_origem')).toBe(campaign);
  expect(await readStored(page, 'midia_source')).toBe('https://l.instagram.com/');

  const customer = newCustomer('campanha');
  const modal = await openSignInFromProfile(page);
  await modal.getByRole('button', { name: spec.continueWithEmail }).click();
  await modal.getByRole('button', { name: spec.signUp, exact: true }).click();
  const signUp = page.getByTestId('sign-up-modal');
  await signUp.getByLabel(spec.fieldName, { exact: true }).fill(customer.name);
  await signUp.getByLabel(spec.fieldEmail, { exact: true }).fill(customer.email);
  await typeInto(signUp.getByLabel(spec.fieldPhone), customer.phone);
  await signUp.getByLabel(spec.fieldPassword, { exact: true }).fill(customer.password);
  await signUp.getByLabel(spec.fieldPasswordRepeat).fill(customer.password);
  await signUp.getByRole('checkbox').click();
  const register = page.waitForRequest((request) => request.url().endsWith(customerCalls.register.path));
  await signUp.getByRole('button', { name: spec.register }).click();
  expect((await register).postDataJSON()).toMatchObject({ url_destino: campaign, email: customer.email });
  await expect(page.getByRole('alertdialog', { name: spec.goodJob })).toBeVisible();
});

test('a later campaign replaces the kept one (last touch); a page of another site is the source', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${baseURL}/?utm_campaign=primeira`);
  await expect.poll(() => readStored(page, 'midia_origem')).toBe(`${baseURL}/?utm_campaign=primeira`);
  expect(await readStored(page, 'midia_source')).toBeNull();

  await page.goto(`${baseURL}/?gclid=abc123`, { referer: 'https://www.google.com/' });
  await expect.poll(() => readStored(page, 'midia_origem')).toBe(`${baseURL}/?gclid=abc123`);
  expect(await readStored(page, 'urlParams')).toEqual({ gclid: 'abc123' });
  expect(await readStored(page, 'midia_source')).toBe('https://www.google.com/');
});
