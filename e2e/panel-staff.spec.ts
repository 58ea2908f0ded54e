import { randomUUID } from 'node:crypto';
import { staffCalls } from '@delivery/contract/calls/staff';
import { expect, test } from './fixtures.ts';
import { desktop, phone } from './helpers.ts';
import { demoPassword, ownerOf, panel, panelLinkFromOutbox, signInToPanel } from './panel-helpers.ts';

test.use({ viewport: desktop });

test('a staff member signs in to the panel, is told a wrong password plainly, and signs out', async ({
  page,
  request,
}) => {
  await page.goto('/painel/');
  await expect(page).toHaveURL(/\/painel\/entrar$/);
  await expect(page).toHaveTitle(`${panel.auth.signInTitle} · ${panel.app.title}`);
  const submit = page.getByRole('button', { name: panel.auth.signIn, exact: true });
  await expect(submit).toBeDisabled();

  await page.getByLabel(panel.auth.email).fill(ownerOf('forno-da-nonna'));
  await page.getByLabel(panel.auth.password, { exact: true }).fill('nao-e-esta');
  await submit.click();
  // The server's own message, from the envelope.
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos');

  await page.getByLabel(panel.auth.password, { exact: true }).fill(demoPassword);
  await submit.click();
  await expect(page).toHaveURL(/\/painel\/?$/);
  await expect(page.getByRole('banner')).toContainText('Forno da Nonna');
  await expect(page.getByRole('link', { name: panel.nav.team })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('painel.token'));
  expect(token).toBeTruthy();

  // A reload keeps the session; signing out ends it on the server too.
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('Forno da Nonna');
  await page.getByRole('button', { name: panel.nav.signOut }).click();
  await expect(page).toHaveURL(/\/painel\/entrar$/);
  expect(await page.evaluate(() => localStorage.getItem('painel.token'))).toBeNull();
  const after = await request.post(staffCalls.staffMe.path, {
    data: { validate: 1 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});

test('an owner invites an attendant, who joins from the e-mail link with a new password', async ({
  page,
  browser,
  request,
}) => {
  const email = `atendente-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  await signInToPanel(page, ownerOf('brasa-burger'));
  await page.getByRole('link', { name: panel.nav.team }).click();
  await expect(page.getByRole('heading', { name: panel.team.title, level: 1 })).toBeVisible();

  const form = page.getByRole('region', { name: panel.team.inviteTitle });
  await form.getByLabel(panel.team.name).fill('Joana Lima');
  await form.getByLabel(panel.team.email).fill('nao-e-email');
  await form.getByRole('button', { name: panel.team.invite }).click();
  await expect(form.getByRole('alert')).toHaveText(panel.auth.invalidEmail);
  await form.getByLabel(panel.team.email).fill(email);
  await form.getByLabel(panel.team.role).selectOption({ label: panel.roles.attendant });
  await form.getByRole('button', { name: panel.team.invite }).click();
  await expect(page.getByTestId('toast')).toContainText(email);
  const invited = page.getByTestId('team-member').filter({ hasText: email });
  await expect(invited).toContainText(panel.team.pending);
  await expect(invited).toContainText(panel.roles.attendant);

  // The invited person, on another device, from the e-mail.
  const link = await panelLinkFromOutbox(request, email, 'convite');
  const other = await browser.newContext({ viewport: phone, locale: 'pt-BR' });
  const invitee = await other.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: panel.auth.inviteTitle })).toBeVisible();
  await invitee.getByLabel(panel.auth.newPassword).fill('senha-nova-1');
  await invitee.getByLabel(panel.auth.repeatPassword).fill('senha-nova-2');
  await invitee.getByRole('button', { name: panel.auth.acceptInvite }).click();
  await expect(invitee.getByRole('alert')).toHaveText(panel.auth.passwordsDoNotMatch);
  await invitee.getByLabel(panel.auth.repeatPassword).fill('senha-nova-1');
  await invitee.getByRole('button', { name: panel.auth.acceptInvite }).click();
  await expect(invitee).toHaveURL(/\/painel\/?$/);
  await expect(invitee.getByRole('banner')).toContainText('Brasa Burger');
  // An attendant runs orders but not the team, nor sees the sales.
  await expect(invitee.getByRole('link', { name: panel.nav.team })).toHaveCount(0);
  await expect(invitee.getByRole('link', { name: panel.nav.sales })).toHaveCount(0);

  await page.reload();
  await expect(invited).not.toContainText(panel.team.pending);
  // The owner takes the access away again.
  await invited.getByRole('button', { name: panel.team.remove }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: panel.team.remove }).click();
  await expect(invited).toHaveCount(0);
  await other.close();
});

test('a forgotten password is reset from the e-mail link, which signs in', async ({ page, request }) => {
  const email = ownerOf('hanami-culinaria-japonesa');
  await page.setViewportSize(phone);
  await page.goto('/painel/entrar');
  await page.getByRole('link', { name: panel.auth.forgot }).click();
  await expect(page).toHaveURL(/\/painel\/esqueci-senha$/);
  // The address changes before the page does: the sign-in form's own e-mail field is still there
  // for a moment, and typing into it would leave the reset form empty.
  await expect(page.getByRole('heading', { name: panel.auth.resetTitle })).toBeVisible();
  await page.getByLabel(panel.auth.email).fill(email);
  await page.getByRole('button', { name: panel.auth.sendLink }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se este e-mail tiver acesso' })).toBeVisible();

  const link = await panelLinkFromOutbox(request, email, 'nova-senha');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: panel.auth.newPasswordTitle })).toBeVisible();
  // The demo's password again, so the other journeys still sign in with it.
  await page.getByLabel(panel.auth.newPassword).fill(demoPassword);
  await page.getByLabel(panel.auth.repeatPassword).fill(demoPassword);
  await page.getByRole('button', { name: panel.auth.savePassword }).click();
  await expect(page).toHaveURL(/\/painel\/?$/);
  await expect(page.getByRole('banner')).toContainText('Hanami');

  // The link was used once.
  await page.goto(link);
  await page.getByLabel(panel.auth.newPassword).fill(demoPassword);
  await page.getByLabel(panel.auth.repeatPassword).fill(demoPassword);
  await page.getByRole('button', { name: panel.auth.savePassword }).click();
  await expect(page.getByRole('alert')).toContainText('Este link não vale mais');
});
