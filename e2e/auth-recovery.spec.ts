import { expect, test } from './fixtures.ts';
import { limits } from '@delivery/contract/constants';
import {
  codeFromOutbox,
  newCustomer,
  openSignInFromProfile,
  registerViaApi,
  typeInto,
  verifyPhoneViaApi,
  welcome,
} from './auth-helpers.ts';
import { common, pausePageClock, phone, readStored, snap, snapBoth, spec } from './helpers.ts';

test.use({ viewport: phone });

test("'Enviar o código de novo' waits out the server's cooldown, counting it down", async ({ page, request }) => {
  const customer = newCustomer('reenvia');
  await registerViaApi(request, customer);
  await page.clock.install();
  const signIn = await openSignInFromProfile(page);
  await signIn.getByRole('button', { name: spec.continueWithEmail }).click();
  await signIn.getByRole('button', { name: spec.forgotPassword }).click();
  const modal = page.getByTestId('recovery-modal');
  await modal.getByLabel(spec.fieldEmail, { exact: true }).fill(customer.email);
  await modal.getByRole('button', { name: spec.continue }).click();
  const channels = page.getByTestId('channel-dialog');
  await channels.getByRole('radio', { name: new RegExp(common.auth.channel.EMAIL) }).click();
  // The page's time stands still from here: only the test moves it, so the count shown depends on
  // the jumps alone, not on how long a step or a screenshot took.
  await pausePageClock(page);
  await channels.getByRole('button', { name: common.auth.sendCode }).click();
  await expect(modal.getByLabel(common.auth.codeLabel)).toBeVisible();
  // The closing channel dialog hands the sheet back to screen readers on a timer: half a second
  // runs it, and the count still shows the whole minute.
  await page.clock.runFor(500);

  // The server sends one code a minute to an address: the modal counts that minute down.
  const resend = modal.getByRole('button', { name: common.auth.recoveryResend });
  const countdown = (count: number) =>
    (count === 1 ? common.auth.resendIn_one : common.auth.resendIn_other).replace('{{count}}', String(count));
  await expect(resend).toBeDisabled();
  await expect(modal.getByTestId('resend-countdown')).toHaveText(countdown(limits.codeResendSeconds));
  await snapBoth(page, 'auth-recovery-countdown');
  await page.clock.fastForward(30_000);
  await expect(modal.getByTestId('resend-countdown')).toHaveText(countdown(limits.codeResendSeconds - 30));

  // Back to the search and in again with 'Já tenho o código': the same minute goes on.
  await modal.getByRole('button', { name: spec.back }).click();
  await modal.getByRole('button', { name: spec.alreadyHaveCode }).click();
  await expect(modal.getByTestId('resend-countdown')).toHaveText(countdown(limits.codeResendSeconds - 30));
  await page.clock.fastForward(29_000);
  await expect(modal.getByTestId('resend-countdown')).toHaveText(countdown(1));
  await page.clock.fastForward(1_000);
  await expect(resend).toBeEnabled();
  await expect(modal.getByTestId('resend-countdown')).toHaveCount(0);
});

test('a customer recovers a forgotten password by e-mail and signs in with the new one', async ({ page, request }) => {
  const customer = newCustomer('recupera');
  const registered = await registerViaApi(request, customer);
  // Codes by SMS and call go only to a phone whose code was typed (decision 0053).
  await verifyPhoneViaApi(request, registered.token, customer.phone);
  const newPassword = 'nova-senha-456';

  const signIn = await openSignInFromProfile(page);
  await signIn.getByRole('button', { name: spec.continueWithEmail }).click();
  await signIn.getByRole('button', { name: spec.forgotPassword }).click();

  const modal = page.getByTestId('recovery-modal');
  await expect(modal.getByRole('heading', { name: spec.recoverPassword })).toBeVisible();
  await expect(modal.getByRole('button', { name: spec.close })).toBeVisible();
  await modal.getByLabel(spec.fieldEmail, { exact: true }).fill(customer.email);
  await snap(page, 'auth-recovery-search');
  await modal.getByRole('button', { name: spec.continue }).click();

  const channels = page.getByTestId('channel-dialog');
  await expect(channels.getByRole('radio')).toHaveCount(3);
  await channels.getByRole('button', { name: common.auth.sendCode }).click();
  await expect(channels.getByText(spec.selectOption)).toBeVisible();
  await channels.getByRole('radio', { name: new RegExp(common.auth.channel.EMAIL) }).click();
  await snap(page, 'auth-recovery-channel');
  await channels.getByRole('button', { name: common.auth.sendCode }).click();
  await expect(channels).toHaveCount(0);
  expect(await readStored(page, 'dataRecovery')).toMatchObject({ token: expect.any(String) });

  const code = await codeFromOutbox(request, customer.email);
  const codeField = modal.getByLabel(common.auth.codeLabel);
  await expect(codeField).toBeVisible();
  await snap(page, 'auth-recovery-code');
  // 'Voltar' returns to the search and clears the code.
  await typeInto(codeField, code.slice(0, 2));
  await modal.getByRole('button', { name: spec.back }).click();
  await expect(modal.getByLabel(spec.fieldEmail, { exact: true })).toBeVisible();
  await modal.getByRole('button', { name: spec.alreadyHaveCode }).click();
  await expect(codeField).toHaveValue('');
  await typeInto(codeField, code);
  await modal.getByRole('button', { name: spec.continue }).click();

  await modal.getByLabel(common.auth.newPassword, { exact: true }).fill(newPassword);
  await modal.getByLabel(common.auth.newPasswordRepeat).fill(newPassword);
  await snap(page, 'auth-recovery-password');
  await modal.getByRole('button', { name: common.auth.savePassword }).click();

  const goodJob = page.getByRole('alertdialog', { name: spec.goodJob });
  await expect(goodJob).toBeVisible();
  await snap(page, 'auth-recovery-good-job');
  await goodJob.getByRole('button', { name: spec.close }).click();
  await expect.poll(() => readStored(page, 'dataRecovery')).toBeNull();

  // Back at the sign-in modal, at its e-mail step with the e-mail searched by, the password field
  // ready: the old password no longer works, the new one does.
  const again = page.getByTestId('sign-in-modal');
  await expect(again.getByLabel(/e-mail/i)).toHaveValue(customer.email);
  await expect(again.getByLabel(spec.passwordLabel)).toBeFocused();
  await page.keyboard.type(customer.password);
  await again.getByRole('button', { name: spec.signIn, exact: true }).click();
  const oops = page.getByRole('alertdialog', { name: spec.oops, exact: true });
  await expect(oops).toBeVisible();
  await oops.getByRole('button', { name: spec.close }).click();
  await again.getByLabel(spec.passwordLabel).fill(newPassword);
  await again.getByRole('button', { name: spec.signIn, exact: true }).click();
  await expect(page.getByText(welcome(customer.name))).toBeVisible();
  await expect(page).toHaveURL('/address');
});
