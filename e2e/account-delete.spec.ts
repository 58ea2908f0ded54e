import { customerCalls } from '@delivery/contract/calls/customer';
import { codeResendSeconds } from './server-timing.ts';
import { rewardCalls } from '@delivery/contract/calls/rewards';
import { apiMessages } from '@delivery/contract/messages';
import type { TCashCheckoutResponse } from '@delivery/contract/rewards';
import type { TSessionResponse } from '@delivery/contract/customer';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  codeFromOutbox,
  lastOutboxId,
  newCustomer,
  signInWithPassword,
  uniquePhoneDigits,
  welcome,
} from './auth-helpers.ts';
import { brl } from './catalog-helpers.ts';
import { common, desktop, phone, snapBoth, spec } from './helpers.ts';
import { customerWithAddress, placePixOrder, signIn } from './orders-helpers.ts';
import { counterOf } from './panel-helpers.ts';

test.use({ viewport: phone });

const signedInAs = async (page: Page, name: string) => {
  // A password sign-in hashes at OWASP's cost: slow on a busy machine.
  await expect(page.getByText(welcome(name))).toBeVisible({ timeout: 15_000 });
  await page.goto('/profile');
  await expect(page.getByTestId('customer-name')).toHaveText(name);
};

const openDeletion = async (page: Page) => {
  await page.getByRole('button', { name: common.account.deleteAccount }).click();
  const sheet = page.getByRole('dialog', { name: common.account.deleteTitle });
  await expect(sheet).toBeVisible();
  return sheet;
};

const signedOut = (page: Page) =>
  expect(page.getByRole('main').getByRole('button', { name: spec.signIn, exact: true })).toBeVisible();

test('with an order on its way the account stays; once it is delivered, the password deletes it and its cashback', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const customer = await customerWithAddress(request, 'exclusao');
  const { name, email } = customer.session.customer[0]!;
  const password = newCustomer('x').password;

  // A delivered order earned cashback; another is on its way.
  const earning = await placePixOrder(request, customer);
  const counter = await counterOf(request, earning.shop_id);
  await counter.complete(earning.order_id);
  const onItsWay = await placePixOrder(request, customer);
  const onItsWayCounter = await counterOf(request, onItsWay.shop_id);
  // Accepted, in the kitchen, out for delivery.
  for (let step = 0; step < 3; step++) await onItsWayCounter.moveOn(onItsWay.order_id);
  const { balance } = (await (
    await request.post(rewardCalls.getInfoCashCheckout.path, { data: { validate: 1, token: customer.token } })
  ).json()) as TCashCheckoutResponse;
  expect(balance).toBeGreaterThan(0);

  // A second device, signed in as the same customer.
  const other = await browser.newContext({ ...testInfo.project.use, viewport: desktop });
  const otherPage = await other.newPage();
  await signInWithPassword(otherPage, email, password);
  await signedInAs(otherPage, name);

  await signIn(page, customer);
  await page.goto('/profile');
  await expect(page.getByTestId('customer-name')).toHaveText(name);
  await snapBoth(page, 'account-delete-entry');

  // The order on its way refuses the deletion, in the server's words, with the way to the orders.
  let sheet = await openDeletion(page);
  const refusal = sheet.getByTestId('delete-refusal');
  await expect(refusal).toContainText(common.account.deleteOpenOrders_one.replace('{{count}}', '1'));
  await expect(refusal).toContainText(apiMessages.deleteRefusedOpenOrders);
  await expect(sheet.getByLabel(common.account.deletePasswordLabel)).toHaveCount(0);
  await expect(sheet.getByRole('button', { name: common.account.deleteConfirm })).toHaveCount(0);
  await snapBoth(page, 'account-delete-refused');
  await sheet.getByRole('link', { name: common.account.deleteSeeOrders }).click();
  await expect(page).toHaveURL('/orders');

  // Delivered: the confirmation says what is lost and asks for the password.
  await onItsWayCounter.complete(onItsWay.order_id);
  const { balance: lost } = (await (
    await request.post(rewardCalls.getInfoCashCheckout.path, { data: { validate: 1, token: customer.token } })
  ).json()) as TCashCheckoutResponse;
  await page.goto('/profile');
  sheet = await openDeletion(page);
  const amount = brl(Math.round(lost * 100));
  await expect(sheet.getByTestId('delete-cashback')).toContainText(
    common.account.deleteCashback.replace('{{amount}}', amount),
  );
  await expect(sheet).toContainText(common.account.deleteText);
  const passwordField = sheet.getByLabel(common.account.deletePasswordLabel);
  const confirm = sheet.getByRole('button', { name: common.account.deleteConfirm });
  await expect(confirm).toBeDisabled();
  await snapBoth(page, 'account-delete-confirm');

  // Keeping the account changes nothing.
  await sheet.getByRole('button', { name: common.account.deleteKeep }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByTestId('customer-name')).toHaveText(name);

  // A wrong password deletes nothing, and says so.
  sheet = await openDeletion(page);
  await passwordField.fill('nao-e-esta');
  await confirm.click();
  await expect(sheet.getByRole('alert')).toHaveText(apiMessages.deletePasswordWrong);
  await snapBoth(page, 'account-delete-wrong-password');
  await expect(page.getByTestId('customer-name')).toHaveText(name);

  const deleted = page.waitForResponse(customerCalls.delete.path);
  await passwordField.fill(password);
  await confirm.click();
  expect(await (await deleted).json()).toEqual({ error_type: 0, message: apiMessages.accountDeleted });
  await expect(page.getByText(apiMessages.accountDeleted)).toBeVisible();
  await signedOut(page);

  // The other device finds itself signed out at its next start.
  await otherPage.reload();
  await signedOut(otherPage);
  await expect(otherPage.getByTestId('customer-name')).toHaveCount(0);
  await other.close();

  // The old password opens nothing any more.
  const again = await request.post(customerCalls.login.path, {
    data: { validate: 1, email_cpf: email, password },
  });
  expect((await again.json()).error_type).not.toBe(0);
});

test('an account made by SMS, without a password, confirms its deletion with a code sent to its phone', async ({
  page,
  request,
}) => {
  test.slow();
  // SMS sign-up: the code typed back, then only a name.
  const digits = uniquePhoneDigits();
  const sent = await (
    await request.post(customerCalls.sendCodeCheck.path, { data: { validate: 1, phone: digits } })
  ).json();
  const checked = await (
    await request.post(customerCalls.checkCodeTyped.path, {
      data: { validate: 1, message_id: sent.message_id, code_typed: await codeFromOutbox(request, digits) },
    })
  ).json();
  const session = (await (
    await request.post(customerCalls.register.path, {
      data: { validate: 1, name: 'Cliente por SMS', sms_token: checked.sms_token, term: '1' },
    })
  ).json()) as TSessionResponse;
  expect(session.error_type, session.message).toBe(0);

  await signIn(page, { session, token: session.token, addressId: 0 });
  await page.goto('/profile');
  const sheet = await openDeletion(page);
  const masked = `(${digits.slice(0, 2)}) *****-${digits.slice(-4)}`;
  await expect(sheet).toContainText(common.account.deleteCodeIntro.replace('{{to}}', masked));
  await expect(sheet.getByLabel(common.account.deletePasswordLabel)).toHaveCount(0);
  await snapBoth(page, 'account-delete-code');

  // One code to a phone per codeResendSeconds, whatever it is for: another code was just sent to it.
  const sendCode = sheet.getByRole('button', { name: common.auth.sendCode });
  const otherCodeAt = Date.now();
  await request.post(customerCalls.sendCodeCheck.path, { data: { validate: 1, phone: digits } });
  await sendCode.click();
  await expect(sheet.getByRole('alert')).toHaveText(apiMessages.codeResendTooSoon);
  await page.waitForTimeout(Math.max(0, otherCodeAt + (codeResendSeconds + 1) * 1000 - Date.now()));

  const before = await lastOutboxId(request, digits);
  await sendCode.click();
  await expect(sheet.getByTestId('delete-code-sent')).toHaveText(
    apiMessages.codeSent.replace('{{destination}}', masked),
  );
  const code = await codeFromOutbox(request, digits, before);
  const confirm = sheet.getByRole('button', { name: common.account.deleteConfirm });

  await sheet.getByLabel(common.auth.codeLabel).pressSequentially(String((Number(code) + 1) % 10_000).padStart(4, '0'));
  await confirm.click();
  await expect(sheet.getByRole('alert')).toHaveText(apiMessages.codeInvalid);
  await snapBoth(page, 'account-delete-wrong-code');

  await sheet.getByLabel(common.auth.codeLabel).pressSequentially(code);
  await confirm.click();
  await expect(page.getByText(apiMessages.accountDeleted)).toBeVisible();
  await signedOut(page);
});
