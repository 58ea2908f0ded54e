import { expect, test } from './fixtures.ts';
import { codeResendSeconds } from './server-timing.ts';
import {
  codeFromOutbox,
  lastOutboxId,
  maskedPhone,
  newCustomer,
  openSignInFromProfile,
  signOut,
  typeInto,
  uniquePhoneDigits,
  welcome,
} from './auth-helpers.ts';
import { common, phone, readStored, snap, snapBoth, spec } from './helpers.ts';

test.use({ viewport: phone });

/** Decision 0053: a phone typed at e-mail sign-up is the account's only once its code is typed back. */
test('a customer signs up by e-mail, verifies the phone in the profile, then signs in by SMS with it', async ({
  page,
  request,
}) => {
  // The journeys' server sends one code to a phone per codeResendSeconds: the SMS sign-in waits out the verification's.
  test.setTimeout(180_000);
  const customer = newCustomer('verifica');
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
  await signUp.getByRole('button', { name: spec.register }).click();
  const goodJob = page.getByRole('alertdialog', { name: spec.goodJob });
  await goodJob.getByRole('button', { name: spec.close }).click();
  expect(await readStored<{ phone_verified: string }>(page, 'Customer')).toMatchObject({ phone_verified: '0' });

  // The profile says the phone typed at sign-up is not verified, and offers to verify it.
  await page.getByRole('link', { name: common.pages.profileEdit }).click();
  const phoneField = page.getByLabel(spec.fieldPhone);
  await expect(phoneField).toHaveValue(maskedPhone(customer.phone));
  const status = page.getByTestId('phone-status');
  await expect(status).toHaveText(common.account.phoneUnverified);
  const verify = page.getByRole('button', { name: common.account.verifyPhone, exact: true });
  await snapBoth(page, 'profile-phone-unverified');

  await verify.click();
  const sheet = page.getByRole('dialog', { name: common.account.verifyPhoneTitle });
  await expect(sheet.getByText(spec.smsCodeSentTo)).toBeVisible();
  await expect(sheet.getByTestId('sms-phone')).toHaveText(maskedPhone(customer.phone));
  await expect(sheet.getByRole('button', { name: spec.smsCodeNotReceived })).toBeDisabled();
  const code = await codeFromOutbox(request, customer.phone);
  const codeField = sheet.getByLabel(common.auth.codeLabel);
  await typeInto(codeField, code === '0000' ? '1111' : '0000');
  await sheet.getByRole('button', { name: spec.continue }).click();
  const oops = page.getByRole('alertdialog', { name: spec.oops, exact: true });
  await expect(oops).toContainText(spec.invalidCode);
  await oops.getByRole('button', { name: spec.close }).click();
  await expect(codeField).toHaveValue('');
  await typeInto(codeField, code);
  await snap(page, 'profile-phone-verify-code');
  await sheet.getByRole('button', { name: spec.continue }).click();

  await expect(sheet).toBeHidden();
  await expect(page.getByText(common.account.phoneVerifiedToast)).toBeVisible();
  await expect(status).toHaveText(common.account.phoneVerified);
  await expect(verify).toHaveCount(0);
  // Still on the profile: the code's form did not save the rest of it.
  await expect(page).toHaveURL('/profile-edit');
  await expect
    .poll(() => readStored<{ cell_phone: string; phone_verified: string }>(page, 'Customer'))
    .toMatchObject({ cell_phone: customer.phone, phone_verified: '1' });
  await snapBoth(page, 'profile-phone-verified');

  // Another number typed there is unverified until its own code is typed.
  await phoneField.fill('');
  await typeInto(phoneField, uniquePhoneDigits());
  await expect(status).toHaveText(common.account.phoneUnverified);
  await phoneField.fill('');
  await typeInto(phoneField, customer.phone);
  await expect(status).toHaveText(common.account.phoneVerified);

  // The verified phone now signs its owner in by SMS.
  await signOut(page);
  await new Promise((resolve) => setTimeout(resolve, (codeResendSeconds + 1) * 1000));
  const signIn = await openSignInFromProfile(page);
  await signIn.getByRole('button', { name: spec.continueWithPhone }).click();
  await typeInto(signIn.getByLabel('Digite o seu celular'), customer.phone);
  const after = await lastOutboxId(request, customer.phone);
  await signIn.getByRole('button', { name: spec.continue }).click();
  const smsCode = await codeFromOutbox(request, customer.phone, after);
  await typeInto(signIn.getByLabel(common.auth.codeLabel), smsCode);
  await signIn.getByRole('button', { name: spec.continue }).click();
  await expect(page.getByText(welcome(customer.name))).toBeVisible();
  expect(await readStored<{ email: string }>(page, 'Customer')).toMatchObject({ email: customer.email });
});
