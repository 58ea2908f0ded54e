import { expect, test } from './fixtures.ts';
import { customerCalls } from '@delivery/contract/calls/customer';
import { limits } from '@delivery/contract/constants';
import { deviceIdHeader, deviceIdPattern } from '@delivery/contract/device';
import { codeResendSeconds } from './server-timing.ts';
import {
  codeFromOutbox,
  maskedPhone,
  newCustomer,
  openSignInFromProfile,
  registerViaApi,
  typeInto,
  uniquePhoneDigits,
  verifyPhoneViaApi,
  welcome,
} from './auth-helpers.ts';
import { common, pausePageClock, phone, readStored, snap, snapBoth, spec } from './helpers.ts';

test.use({ viewport: phone });

test('a customer signs in by SMS with the code from the outbox', async ({ page, request }) => {
  const customer = newCustomer('sms');
  const registered = await registerViaApi(request, customer);
  await verifyPhoneViaApi(request, registered.token, customer.phone);
  // The journeys' server sends one code to a phone per codeResendSeconds: the sign-in waits out the verification's.
  test.setTimeout(180_000);
  await new Promise((resolve) => setTimeout(resolve, (codeResendSeconds + 1) * 1000));

  const modal = await openSignInFromProfile(page);
  await modal.getByRole('button', { name: spec.continueWithPhone }).click();
  const phoneField = modal.getByLabel('Digite o seu celular');
  const next = modal.getByRole('button', { name: spec.continue });
  await expect(next).toBeDisabled();
  await typeInto(phoneField, customer.phone.slice(0, 10));
  await expect(phoneField).toHaveValue(maskedPhone(customer.phone).slice(0, 14));
  await expect(next).toBeDisabled();
  await phoneField.pressSequentially(customer.phone.slice(10) + '99');
  // The mask stops at 15 characters: '(99) 99999-9999'.
  await expect(phoneField).toHaveValue(maskedPhone(customer.phone));
  await expect(next).toBeEnabled();
  await snap(page, 'auth-sms-phone');
  const sent = page.waitForRequest((sending) => sending.url().endsWith(customerCalls.sendCodeCheck.path));
  await next.click();

  await expect(modal.getByText(spec.smsCodeSentTo)).toBeVisible();
  await expect(modal.getByTestId('sms-phone')).toHaveText(maskedPhone(customer.phone));
  // The code's request names this device, as kept on it, for the server's per-device limit.
  const device = (await sent).headers()[deviceIdHeader];
  expect(device).toMatch(deviceIdPattern);
  expect(await page.evaluate(() => localStorage.getItem('device-id'))).toBe(device);
  const code = await codeFromOutbox(request, customer.phone);
  const codeField = modal.getByLabel(common.auth.codeLabel);
  const confirm = modal.getByRole('button', { name: spec.continue });
  await expect(confirm).toBeDisabled();
  await typeInto(codeField, code.slice(0, 3));
  await expect(confirm).toBeDisabled();
  await codeField.pressSequentially(code.slice(3));
  await snap(page, 'auth-sms-code');
  await confirm.click();

  await expect(page.getByText(welcome(customer.name))).toBeVisible();
  await expect(page).toHaveURL('/address');
  expect(await readStored<{ email: string }>(page, 'Customer')).toMatchObject({ email: customer.email });
});

test('an unknown phone continues into SMS sign-up after a wrong code is refused', async ({ page, request }) => {
  const digits = uniquePhoneDigits();
  const modal = await openSignInFromProfile(page);
  await modal.getByRole('button', { name: spec.continueWithPhone }).click();
  await typeInto(modal.getByLabel('Digite o seu celular'), digits);
  await modal.getByRole('button', { name: spec.continue }).click();
  const code = await codeFromOutbox(request, digits);

  const codeField = modal.getByLabel(common.auth.codeLabel);
  await typeInto(codeField, code === '0000' ? '1111' : '0000');
  await modal.getByRole('button', { name: spec.continue }).click();
  const oops = page.getByRole('alertdialog', { name: spec.oops, exact: true });
  await expect(oops).toContainText(spec.invalidCode);
  await snap(page, 'auth-sms-invalid-code');
  await oops.getByRole('button', { name: spec.close }).click();
  await expect(codeField).toHaveValue('');

  await typeInto(codeField, code);
  await modal.getByRole('button', { name: spec.continue }).click();

  // SMS sign-up: phone prefilled and disabled, no e-mail or passwords, 'Registrar' once there is a name.
  const signUp = page.getByTestId('sign-up-modal');
  await expect(signUp.getByLabel(spec.fieldPhone)).toHaveValue(maskedPhone(digits));
  await expect(signUp.getByLabel(spec.fieldPhone)).toBeDisabled();
  await expect(signUp.getByLabel(spec.fieldEmail, { exact: true })).toHaveCount(0);
  await expect(signUp.getByLabel(spec.fieldPassword, { exact: true })).toHaveCount(0);
  await expect(signUp.getByLabel(spec.fieldPasswordRepeat)).toHaveCount(0);
  const register = signUp.getByRole('button', { name: spec.register });
  await expect(register).toBeDisabled();
  await signUp.getByLabel(spec.fieldName, { exact: true }).fill('Cliente SMS Novo');
  await expect(register).toBeEnabled();
  await register.click();
  await expect(signUp.getByText(spec.acceptPrivacyPolicy)).toBeVisible();
  await snap(page, 'auth-sign-up-sms');
  await signUp.getByRole('checkbox').click();
  await register.click();

  const goodJob = page.getByRole('alertdialog', { name: spec.goodJob });
  await expect(goodJob).toBeVisible();
  await goodJob.getByRole('button', { name: spec.close }).click();
  await expect(page.getByTestId('customer-name')).toHaveText('Cliente SMS Novo');
  expect(await readStored<{ cell_phone: string }>(page, 'Customer')).toMatchObject({ cell_phone: digits });
});

test("the code fills itself on a phone that reads the SMS's last line for this host (WebOTP)", async ({
  page,
  request,
}) => {
  // Chrome on Android, as far as the page sees it: the SMS handed over once it arrives, its code
  // given only when its origin-bound line names this page's host (Chromium's own pattern).
  await page.addInitScript(() => {
    let deliverSms: (text: string) => void = () => undefined;
    const sms = new Promise<string>((resolve) => (deliverSms = resolve));
    Object.assign(window, { OTPCredential: class {}, deliverSms });
    Object.defineProperty(navigator, 'credentials', {
      value: {
        get: async () => {
          const [, host, code] = /(?:^|\s)@([a-zA-Z0-9.-]+) #([^#\s]+)/.exec(await sms) ?? [];
          return host === location.hostname ? { type: 'otp', id: '', code } : null;
        },
      },
    });
  });
  const digits = uniquePhoneDigits();
  const modal = await openSignInFromProfile(page);
  await modal.getByRole('button', { name: spec.continueWithPhone }).click();
  await typeInto(modal.getByLabel('Digite o seu celular'), digits);
  await modal.getByRole('button', { name: spec.continue }).click();
  const codeField = modal.getByLabel(common.auth.codeLabel);
  await expect(codeField).toHaveValue('');

  const code = await codeFromOutbox(request, digits);
  const response = await request.get(`/dev/outbox?to=${digits}`);
  const [sms] = ((await response.json()) as { messages: Array<{ text: string }> }).messages;
  expect(sms!.text.split('\n').at(-1)).toBe(`@localhost #${code}`);
  await page.evaluate(
    (text) => (window as unknown as { deliverSms: (text: string) => void }).deliverSms(text),
    sms!.text,
  );
  await expect(codeField).toHaveValue(code);
  await expect(modal.getByRole('button', { name: spec.continue })).toBeEnabled();
  await snap(page, 'auth-sms-code-filled');
});

test("'Não recebi o meu código' waits out the server's cooldown, then returns to the phone step", async ({ page }) => {
  const digits = uniquePhoneDigits();
  await page.clock.install();
  const modal = await openSignInFromProfile(page);
  await modal.getByRole('button', { name: spec.continueWithPhone }).click();
  await typeInto(modal.getByLabel('Digite o seu celular'), digits);
  // The page's time stands still from here: only the test moves it, so the count shown depends on
  // the jumps alone, not on how long a step or a screenshot took.
  await pausePageClock(page);
  await modal.getByRole('button', { name: spec.continue }).click();
  await expect(modal.getByText(spec.smsCodeSentTo)).toBeVisible();

  // The server sends one code a minute to a phone: the app counts that minute down.
  const notReceived = modal.getByRole('button', { name: spec.smsCodeNotReceived });
  const countdown = (count: number) =>
    (count === 1 ? common.auth.resendIn_one : common.auth.resendIn_other).replace('{{count}}', String(count));
  await expect(notReceived).toBeDisabled();
  await expect(modal.getByTestId('resend-countdown')).toHaveText(countdown(limits.codeResendSeconds));
  await snapBoth(page, 'auth-sms-countdown');
  await page.clock.fastForward(30_000);
  await expect(modal.getByTestId('resend-countdown')).toHaveText(countdown(limits.codeResendSeconds - 30));

  // Back at the phone step through 'VOLTAR', the same phone still waits.
  await modal.getByRole('button', { name: spec.signInBack }).click();
  await modal.getByRole('button', { name: spec.continueWithPhone }).click();
  await expect(modal.getByLabel('Digite o seu celular')).toHaveValue(maskedPhone(digits));
  await expect(modal.getByRole('button', { name: spec.continue })).toBeDisabled();
  await expect(modal.getByText(countdown(limits.codeResendSeconds - 30))).toBeVisible();
  await page.clock.fastForward(29_000);
  await expect(modal.getByText(countdown(1))).toBeVisible();
  await page.clock.fastForward(1_000);
  await expect(modal.getByRole('button', { name: spec.continue })).toBeEnabled();
  await expect(modal.getByText(common.auth.smsHint)).toBeVisible();

  // 'VOLTAR' leads back to the options, where 'ENTRAR DEPOIS' dismisses the modal.
  await modal.getByRole('button', { name: spec.signInBack }).click();
  await expect(modal.getByRole('heading', { name: spec.signInHowToContinue })).toBeVisible();
  await modal.getByRole('button', { name: spec.signInLater }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL('/profile');
});

test("'Não recebi o meu código' returns to the phone step with the number kept once a code may go again", async ({
  page,
}) => {
  const digits = uniquePhoneDigits();
  await page.clock.install();
  const modal = await openSignInFromProfile(page);
  await modal.getByRole('button', { name: spec.continueWithPhone }).click();
  await typeInto(modal.getByLabel('Digite o seu celular'), digits);
  await modal.getByRole('button', { name: spec.continue }).click();
  await expect(modal.getByText(spec.smsCodeSentTo)).toBeVisible();
  await page.clock.fastForward(limits.codeResendSeconds * 1000);

  await modal.getByRole('button', { name: spec.smsCodeNotReceived }).click();
  await expect(modal.getByLabel('Digite o seu celular')).toHaveValue(maskedPhone(digits));
  await expect(modal.getByRole('button', { name: spec.continue })).toBeEnabled();
});
