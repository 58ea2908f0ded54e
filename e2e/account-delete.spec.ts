import { customerCalls } from '@delivery/contract/calls/customer';
import { apiMessages } from '@delivery/contract/messages';
import { expect, test, type Page } from '@playwright/test';
import { newCustomer, registerViaApi, signInWithPassword, welcome } from './auth-helpers.ts';
import { common, desktop, phone, snapBoth, spec } from './helpers.ts';

test.use({ viewport: phone });

const signedInAs = async (page: Page, name: string) => {
  await expect(page.getByText(welcome(name))).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByTestId('customer-name')).toHaveText(name);
};

test('a customer deletes the account after a confirmation and is signed out on every device', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const customer = newCustomer('exclusao');
  await registerViaApi(request, customer);

  // A second device, signed in as the same customer.
  const other = await browser.newContext({ ...testInfo.project.use, viewport: desktop });
  const otherPage = await other.newPage();
  await signInWithPassword(otherPage, customer.email, customer.password);
  await signedInAs(otherPage, customer.name);

  await signInWithPassword(page, customer.email, customer.password);
  await signedInAs(page, customer.name);
  await snapBoth(page, 'account-delete-entry');

  // Keeping the account changes nothing.
  await page.getByRole('button', { name: common.account.deleteAccount }).click();
  let confirm = page.getByRole('alertdialog', { name: common.account.deleteTitle });
  await expect(confirm).toContainText(common.account.deleteText);
  await snapBoth(page, 'account-delete-confirm');
  await confirm.getByRole('button', { name: common.account.deleteKeep }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('customer-name')).toHaveText(customer.name);

  const deleted = page.waitForResponse(customerCalls.delete.path);
  await page.getByRole('button', { name: common.account.deleteAccount }).click();
  confirm = page.getByRole('alertdialog', { name: common.account.deleteTitle });
  await confirm.getByRole('button', { name: common.account.deleteConfirm }).click();
  expect(await (await deleted).json()).toEqual({ error_type: 0, message: apiMessages.accountDeleted });
  await expect(page.getByText(apiMessages.accountDeleted)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: spec.signIn, exact: true })).toBeVisible();

  // The other device finds itself signed out at its next start.
  await otherPage.reload();
  await expect(otherPage.getByRole('main').getByRole('button', { name: spec.signIn, exact: true })).toBeVisible();
  await expect(otherPage.getByTestId('customer-name')).toHaveCount(0);
  await other.close();

  // The old password opens nothing any more.
  const again = await request.post(customerCalls.login.path, {
    data: { validate: 1, email_cpf: customer.email, password: customer.password },
  });
  expect((await again.json()).error_type).not.toBe(0);
});
