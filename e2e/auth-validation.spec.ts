import { customerCalls } from '@delivery/contract/calls/customer';
import { expect, test } from './fixtures.ts';
import {
  codeFromOutbox,
  maskedPhone,
  newCustomer,
  openSignInFromProfile,
  registerViaApi,
  typeInto,
  uniqueCpf,
  verifyPhoneViaApi,
} from './auth-helpers.ts';
import { changeProfile, withLogin } from './auth-profile-mocks.ts';
import { common, phone, snap, spec } from './helpers.ts';

test.use({ viewport: phone });

/** docs/product.md section 5, message by message, where each one belongs. */

test("e-mail/CPF form: 'Entrar' stays disabled until both fields are filled", async ({ page }) => {
  const modal = await openSignInFromProfile(page);
  await modal.getByRole('button', { name: spec.continueWithEmail }).click();
  const enter = modal.getByRole('button', { name: spec.signIn, exact: true });
  await expect(enter).toBeDisabled();
  await modal.getByLabel(/e-mail/i).fill('alguem@example.com');
  await expect(enter).toBeDisabled();
  await modal.getByLabel(spec.passwordLabel).fill('x');
  await expect(enter).toBeEnabled();
  await modal.getByLabel(/e-mail/i).fill('');
  await expect(enter).toBeDisabled();
});

test('single-input CPF login: labels from the profile, button enabled only at 14 characters', async ({ page }) => {
  await changeProfile(
    page,
    withLogin({
      by_input: '1',
      input_type: 'CPF',
      label_generic_top: 'Identifique-se com seu CPF',
      internal_label: 'CPF do titular',
      text_button_next: 'Avançar',
    }),
  );
  const modal = await openSignInFromProfile(page);
  await expect(modal.getByRole('heading', { name: 'Identifique-se com seu CPF' })).toBeVisible();
  await expect(modal.getByRole('button', { name: spec.signInLater })).toBeVisible();
  const field = modal.getByLabel('CPF do titular');
  const next = modal.getByRole('button', { name: 'Avançar' });
  const cpf = uniqueCpf();
  await typeInto(field, cpf.replace(/\D/g, '').slice(0, 10));
  await expect(field).toHaveValue(cpf.slice(0, 13));
  await expect(next).toBeDisabled();
  await field.pressSequentially(cpf.slice(-1));
  await expect(field).toHaveValue(cpf);
  await expect(next).toBeEnabled();
  await snap(page, 'auth-single-cpf');
});

test('single-input comanda and name logins take their own input', async ({ page }) => {
  await changeProfile(page, withLogin({ by_input: '1', input_type: 'NUMERO', internal_label: 'Nº da comanda' }));
  let modal = await openSignInFromProfile(page);
  const comanda = modal.getByLabel('Nº da comanda');
  const next = modal.getByRole('button', { name: spec.continue });
  await expect(next).toBeDisabled();
  await typeInto(comanda, 'a1b2');
  await expect(comanda).toHaveValue('12');
  await expect(next).toBeEnabled();
  await snap(page, 'auth-single-numero');

  await page.unrouteAll({ behavior: 'wait' });
  await changeProfile(page, withLogin({ by_input: '1', input_type: 'TEXTO', internal_label: '' }));
  modal = await openSignInFromProfile(page);
  const name = modal.getByLabel(common.auth.singleLabel.TEXTO);
  await expect(modal.getByRole('button', { name: spec.continue })).toBeDisabled();
  await name.fill('Mesa da Ana');
  await expect(modal.getByRole('button', { name: spec.continue })).toBeEnabled();
});

test("sign-up: 'Senhas não conferem' and the privacy policy message", async ({ page }) => {
  const customer = newCustomer('validacao');
  const modal = await openSignInFromProfile(page);
  await modal.getByRole('button', { name: spec.continueWithEmail }).click();
  await modal.getByRole('button', { name: spec.signUp, exact: true }).click();
  const signUp = page.getByTestId('sign-up-modal');
  await signUp.getByLabel(spec.fieldName, { exact: true }).fill(customer.name);
  await signUp.getByLabel(spec.fieldEmail, { exact: true }).fill('sem-arroba');
  await typeInto(signUp.getByLabel(spec.fieldPhone), customer.phone);
  await signUp.getByLabel(spec.fieldPassword, { exact: true }).fill('segredo123');
  await signUp.getByLabel(spec.fieldPasswordRepeat).fill('segredo124');
  await signUp.getByRole('button', { name: spec.register }).click();
  await expect(signUp.getByText(common.auth.invalidEmail)).toBeVisible();
  await expect(signUp.getByText(spec.passwordsDoNotMatch, { exact: true })).toBeVisible();
  await expect(signUp.getByText(spec.acceptPrivacyPolicy)).toBeVisible();
  await snap(page, 'auth-sign-up-errors');

  await signUp.getByLabel(spec.fieldEmail, { exact: true }).fill(customer.email);
  await signUp.getByLabel(spec.fieldPasswordRepeat).fill('segredo123');
  await signUp.getByRole('button', { name: spec.register }).click();
  await expect(signUp.getByText(spec.passwordsDoNotMatch, { exact: true })).toHaveCount(0);
  await expect(signUp.getByText(spec.acceptPrivacyPolicy)).toBeVisible();

  // 'Voltar' returns to the sign-in modal it came from.
  await signUp.getByRole('button', { name: spec.back }).click();
  await expect(page.getByTestId('sign-in-modal')).toBeVisible();
});

test('recovery: every message of the search, channel, code and new-password steps', async ({ page, request }) => {
  const customer = newCustomer('mensagens');
  const registered = await registerViaApi(request, customer);
  // Recovery finds an account by a phone whose code was typed, never by one only written (0053).
  await verifyPhoneViaApi(request, registered.token, customer.phone);

  await page.goto('/recover-password');
  const modal = page.getByTestId('recovery-modal');
  await expect(modal.getByRole('heading', { name: spec.recoverPassword })).toBeVisible();
  await modal.getByRole('button', { name: spec.continue }).click();
  await expect(modal.getByText(spec.fillOneField)).toBeVisible();
  await snap(page, 'auth-recovery-fill-one');

  await modal.getByRole('button', { name: spec.alreadyHaveCode }).click();
  await expect(modal.getByText(spec.noCodeRequested)).toBeVisible();

  await modal.getByLabel(spec.fieldEmail, { exact: true }).fill('ana@');
  await modal.getByRole('button', { name: spec.continue }).click();
  await expect(modal.getByText(common.auth.invalidEmail)).toBeVisible();
  await modal.getByLabel(spec.fieldEmail, { exact: true }).fill('');

  // The phone goes as area code and number.
  await typeInto(modal.getByLabel(spec.fieldPhone), customer.phone);
  await expect(modal.getByLabel(spec.fieldPhone)).toHaveValue(maskedPhone(customer.phone));
  const find = page.waitForRequest((call) => call.url().endsWith(customerCalls.findCustomer.path));
  await modal.getByRole('button', { name: spec.continue }).click();
  expect((await find).postDataJSON()).toMatchObject({
    phone_ddd: customer.phone.slice(0, 2),
    phone_number: customer.phone.slice(2),
  });

  const channels = page.getByTestId('channel-dialog');
  await channels.getByRole('button', { name: common.auth.sendCode }).click();
  await expect(channels.getByText(spec.selectOption)).toBeVisible();
  // By e-mail: the phone had its code a moment ago, and one code a minute goes to a destination.
  await channels.getByRole('radio', { name: new RegExp(common.auth.channel.EMAIL) }).click();
  await channels.getByRole('button', { name: common.auth.sendCode }).click();

  const code = await codeFromOutbox(request, customer.email);
  await typeInto(modal.getByLabel(common.auth.codeLabel), code);
  await modal.getByRole('button', { name: spec.continue }).click();

  const save = modal.getByRole('button', { name: common.auth.savePassword });
  await modal.getByLabel(common.auth.newPassword, { exact: true }).fill('nova-senha-1');
  await save.click();
  await expect(modal.getByText(spec.fillAllFields)).toBeVisible();
  await modal.getByLabel(common.auth.newPasswordRepeat).fill('nova-senha-2');
  await save.click();
  await expect(modal.getByText(spec.passwordsDoNotMatchRecovery)).toBeVisible();
  await snap(page, 'auth-recovery-mismatch');

  // 'Voltar' returns to the code step with the code cleared.
  await modal.getByRole('button', { name: spec.back }).click();
  await expect(modal.getByLabel(common.auth.codeLabel)).toHaveValue('');

  // The close icon dismisses the modal; the entry route then leaves for the root.
  await modal.getByRole('button', { name: spec.close }).click();
  await expect(page).toHaveURL('/');
});
