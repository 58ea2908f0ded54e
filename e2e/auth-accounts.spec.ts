import { customerCalls } from '@delivery/contract/calls/customer';
import { expect, test } from './fixtures.ts';
import {
  maskedPhone,
  newCustomer,
  openSignInFromProfile,
  registerViaApi,
  signInWithPassword,
  signOut,
  typeInto,
  uniqueCpf,
  welcome,
} from './auth-helpers.ts';
import { listShops } from './catalog-helpers.ts';
import { lineOf, productNamed, storeCart } from './checkout-helpers.ts';
import { common, phone, readStored, snap, spec, writeStored } from './helpers.ts';

test.use({ viewport: phone });

test('a new customer signs up with e-mail, signs out, and signs in again with CPF and password', async ({ page }) => {
  const customer = newCustomer('cadastro');
  const modal = await openSignInFromProfile(page);

  // Options list, per the MARKETPLACE profile's web menu (no Google/Facebook ids: phone and e-mail).
  await expect(modal.getByRole('heading', { name: spec.signInHowToContinue })).toBeVisible();
  await expect(modal.getByRole('button', { name: spec.signInLater })).toBeVisible();
  await expect(modal.getByRole('img', { name: 'Pede Já' })).toBeVisible();
  await snap(page, 'auth-options');

  await modal.getByRole('button', { name: spec.continueWithEmail }).click();
  await expect(modal.getByRole('button', { name: spec.signInBack })).toBeVisible();
  // The keyboard is ready for the e-mail.
  await expect(modal.getByRole('textbox').first()).toBeFocused();
  await expect(modal.getByRole('button', { name: spec.signInLater })).toHaveCount(0);
  await expect(modal.getByText(spec.noAccount)).toBeVisible();
  await snap(page, 'auth-email');

  await modal.getByRole('button', { name: spec.signUp, exact: true }).click();
  const signUp = page.getByTestId('sign-up-modal');
  await expect(signUp.getByRole('heading', { name: common.auth.signUpTitle })).toBeVisible();
  await expect(signUp.getByRole('link', { name: common.auth.policyLink })).toHaveAttribute(
    'href',
    '/politica-de-privacidade.html',
  );
  const register = signUp.getByRole('button', { name: spec.register });
  await expect(register).toBeDisabled();
  await signUp.getByLabel(spec.fieldName, { exact: true }).fill(customer.name);
  await signUp.getByLabel(spec.fieldEmail, { exact: true }).fill(customer.email);
  await typeInto(signUp.getByLabel(spec.fieldPhone), customer.phone);
  await expect(signUp.getByLabel(spec.fieldPhone)).toHaveValue(maskedPhone(customer.phone));
  await signUp.getByLabel(spec.fieldPassword, { exact: true }).fill(customer.password);
  await signUp.getByLabel(spec.fieldPasswordRepeat).fill(customer.password);
  // The policy's words tick the box; its link opens the policy instead.
  const policy = signUp.getByRole('checkbox');
  await signUp.getByText(common.auth.acceptPolicyPrefix).click({ position: { x: 4, y: 8 } });
  await expect(policy).toBeChecked();
  const policyTab = page.context().waitForEvent('page');
  await signUp.getByRole('link', { name: common.auth.policyLink }).click();
  await (await policyTab).close();
  await expect(policy).toBeChecked();
  await snap(page, 'auth-sign-up');
  await register.click();

  // docs/product.md section 4: 'Bom trabalho' with the server's message; stored customer and token.
  const goodJob = page.getByRole('alertdialog', { name: spec.goodJob });
  await expect(goodJob).toContainText('Cadastro realizado com sucesso!');
  await snap(page, 'auth-sign-up-good-job');
  await goodJob.getByRole('button', { name: spec.close }).click();
  await expect(page.getByTestId('customer-name')).toHaveText(customer.name);
  const stored = await readStored<{ name: string; email: string; accept_terms: string }>(page, 'Customer');
  expect(stored).toMatchObject({ name: customer.name, email: customer.email, accept_terms: '1' });
  const token = await readStored<string>(page, 'token');
  expect(token).toBeTruthy();
  await snap(page, 'auth-profile-customer');

  // The notification preference is saved on the server and in the stored Customer.
  const offers = page.getByRole('switch', { name: common.account.notifications });
  await expect(offers).toHaveAttribute('aria-checked', 'false');
  await offers.click();
  await expect(offers).toHaveAttribute('aria-checked', 'true');
  await expect
    .poll(async () => (await readStored<{ accept_notification: string }>(page, 'Customer'))?.accept_notification)
    .toBe('1');
  // A change the server refuses says why in 'Oops', and the switch keeps what was saved.
  const notificationPath = `**${customerCalls.saveAcceptNotification.path}`;
  await page.route(notificationPath, (route) =>
    route.continue({
      postData: JSON.stringify({ ...(route.request().postDataJSON() as object), accept_notification: 'talvez' }),
    }),
  );
  await offers.click();
  const oops = page.getByRole('alertdialog', { name: spec.oops });
  await expect(oops).toBeVisible();
  await oops.getByRole('button', { name: spec.close }).click();
  await expect(offers).toHaveAttribute('aria-checked', 'true');
  await page.unroute(notificationPath);

  // The customer adds a CPF on the profile-edit page.
  const cpf = uniqueCpf();
  await page.getByRole('link', { name: common.pages.profileEdit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.pages.profileEdit);
  await expect(page.getByLabel(spec.fieldEmail, { exact: true })).toHaveValue(customer.email);
  await expect(page.getByLabel(spec.fieldPhone)).toHaveValue(maskedPhone(customer.phone));
  await typeInto(page.getByLabel(common.auth.fieldCpf), cpf.replace(/\D/g, ''));
  await expect(page.getByLabel(common.auth.fieldCpf)).toHaveValue(cpf);
  await snap(page, 'auth-profile-edit');
  await page.getByRole('button', { name: common.account.save }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Seus dados foram atualizados')).toBeVisible();
  expect(await readStored<{ cpf: string }>(page, 'Customer')).toMatchObject({ cpf: cpf.replace(/\D/g, '') });

  await signOut(page);
  expect(await readStored(page, 'Customer')).toBeNull();
  await snap(page, 'auth-profile-visitor');

  await signInWithPassword(page, cpf, customer.password, 'auth-email-filled');
  await expect(page.getByText(welcome(customer.name))).toBeVisible();
  await expect(page).toHaveURL('/address');
  await expect(page.getByTestId('sign-in-modal')).toHaveCount(0);
  await snap(page, 'auth-welcome');
});

test('signing in with a stored order leads to checkout; a wrong password says Oops', async ({ page, request }) => {
  const customer = newCustomer('pedido');
  await registerViaApi(request, customer);

  await signInWithPassword(page, customer.email, 'senha-errada');
  const oops = page.getByRole('alertdialog', { name: spec.oops, exact: true });
  await expect(oops).toContainText('E-mail/CPF ou senha incorretos');
  await snap(page, 'auth-oops');
  await oops.getByRole('button', { name: spec.close }).click();
  await expect(oops).toHaveCount(0);
  await expect(page.getByTestId('sign-in-modal')).toBeVisible();

  // A real shop's bag: checkout reads the stored bag again on entering and shows it.
  const nonna = (await listShops(request)).find((shop) => shop.slug === 'forno-da-nonna')!;
  await storeCart(page, nonna, [lineOf(await productNamed(request, nonna.shop_id, 'Pudim de leite'), 1)]);
  await page.getByLabel(spec.passwordLabel).fill(customer.password);
  await page.getByRole('button', { name: spec.signIn, exact: true }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.pages.checkout);
});

test('the terms prompt repeats until the customer accepts the privacy policy', async ({ page, request }) => {
  const customer = newCustomer('termos');
  const session = await registerViaApi(request, customer);
  // A customer who has not accepted yet: the server's token check answers accept_terms '0'.
  let accepted = false;
  await page.route(`**${customerCalls.login.path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { customer?: Array<Record<string, unknown>> };
    if (!accepted && body.customer?.[0]) body.customer[0].accept_terms = '0';
    await route.fulfill({ response, json: body });
  });
  await page.route(`**${customerCalls.saveAcceptTerms.path}`, async (route) => {
    accepted = true;
    await route.continue();
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await expect.poll(() => readStored(page, 'profile')).not.toBeNull();
  await writeStored(page, { Customer: { ...session.customer[0], accept_terms: '0' }, token: session.token });
  await page.reload();
  const prompt = page.getByRole('alertdialog', { name: common.auth.terms.title });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: common.auth.terms.read })).toHaveAttribute(
    'href',
    '/politica-de-privacidade.html',
  );
  await snap(page, 'auth-terms');

  await prompt.getByRole('button', { name: common.auth.terms.later }).click();
  await expect(prompt).toHaveCount(0);
  await page
    .getByRole('navigation', { name: common.nav.label })
    .getByRole('link', { name: common.nav.profile })
    .click();
  await expect(prompt).toBeVisible();

  // A refusal of the server says its reason in 'Oops', and the prompt stays to accept again.
  const termsPath = `**${customerCalls.saveAcceptTerms.path}`;
  const refusal = 'Não foi possível registrar o aceite agora.';
  await page.route(termsPath, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error_type: 1, message: refusal }),
    }),
  );
  await prompt.getByRole('button', { name: common.auth.terms.accept }).click();
  const oops = page.getByRole('alertdialog', { name: spec.oops });
  await expect(oops).toContainText(refusal);
  await oops.getByRole('button', { name: spec.close }).click();
  await page.unroute(termsPath);
  await expect(prompt).toBeVisible();

  await prompt.getByRole('button', { name: common.auth.terms.accept }).click();
  await expect(prompt).toHaveCount(0);
  await expect.poll(async () => (await readStored<{ accept_terms: string }>(page, 'Customer'))?.accept_terms).toBe('1');
  await page.getByRole('navigation', { name: common.nav.label }).getByRole('link', { name: common.nav.home }).click();
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
