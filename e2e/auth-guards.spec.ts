import { expect, test } from './fixtures.ts';
import { newCustomer, registerViaApi } from './auth-helpers.ts';
import { common, phone, readStored, snap, spec, writeStored } from './helpers.ts';

test.use({ viewport: phone });

test("a visitor on /orders gets the 'Aviso'; 'Efetuar login' leads to the profile, 'Cancelar' home", async ({
  page,
}) => {
  await page.goto('/orders');
  const notice = page.getByRole('alertdialog', { name: spec.notice });
  await expect(notice).toContainText(spec.loginRequiredForPage);
  await snap(page, 'auth-guard-orders');
  await notice.getByRole('button', { name: spec.doLogin }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('main').getByRole('button', { name: spec.signIn, exact: true })).toBeVisible();

  await page.goto('/orders');
  await page.getByRole('alertdialog', { name: spec.notice }).getByRole('button', { name: spec.cancel }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
});

test('a visitor on review or profile-edit is sent to the root', async ({ page }) => {
  for (const path of ['/review', '/profile-edit']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  }
});

test('a visitor on checkout goes to the root, told to sign in, with the login modal open', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL('/');
  await expect(page.getByText(spec.loginOrRegisterToContinue)).toBeVisible();
  await expect(page.getByTestId('sign-in-modal')).toBeVisible();
  await snap(page, 'auth-checkout-refusal');
  await page.getByRole('button', { name: spec.signInLater }).click();
  await expect(page.getByTestId('sign-in-modal')).toHaveCount(0);
  await expect(page).toHaveURL('/');
});

test('a signed-in customer reaches the guarded pages', async ({ page, request }) => {
  const session = await registerViaApi(request, newCustomer('guarda'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await expect.poll(() => readStored(page, 'profile')).not.toBeNull();
  await writeStored(page, { Customer: session.customer[0], token: session.token });
  for (const [path, key] of [
    ['/orders', 'orders'],
    ['/review', 'review'],
    ['/profile-edit', 'profileEdit'],
    ['/checkout', 'checkout'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(common.pages[key]);
    await expect(page).toHaveURL(path);
  }
});

test('sign-in, sign-up and recover-password open their modals; dismissing leaves for the root', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByTestId('sign-in-modal')).toBeVisible();
  await page.getByRole('button', { name: spec.signInLater }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/sign-up');
  await expect(page.getByTestId('sign-up-modal')).toBeVisible();
  // Esc is heard once the sheet holds the focus, as a keyboard user finds it: a key pressed in the
  // frame the sheet appeared in, before it took the focus, went to the page behind.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean(document.querySelector('[data-testid="sign-up-modal"]')?.contains(document.activeElement)),
      ),
    )
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sign-up-modal')).toHaveCount(0);
  await expect(page).toHaveURL('/');

  await page.goto('/recover-password');
  await expect(page.getByTestId('recovery-modal')).toBeVisible();
  await snap(page, 'auth-route-recover-password');
});

test('a stale session token signs the customer out at start', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await expect.poll(() => readStored(page, 'profile')).not.toBeNull();
  await writeStored(page, {
    Customer: {
      customer_id: 1,
      name: 'Fantasma',
      email: '',
      cpf: '',
      cell_phone: '',
      accept_terms: '1',
      accept_notification: '0',
      push_id: '',
      kind: 'account',
      has_password: '1',
    },
    token: 'token-que-nao-existe',
  });
  await page.goto('/profile');
  await expect(page.getByRole('main').getByRole('button', { name: spec.signIn, exact: true })).toBeVisible();
  await expect.poll(() => readStored(page, 'Customer')).toBeNull();
});
