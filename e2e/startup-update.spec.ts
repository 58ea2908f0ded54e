import { appInfoCalls } from '@delivery/contract/calls/app-info';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { common, phone, snapBoth, spec } from './helpers.ts';

/*
 * docs/product.md section 8: getInfoApp on start; an update URL opens 'Aviso' with 'Mais tarde' and
 * 'Atualizar'. The API only answers a URL to an older native app, so the journey answers that one
 * call itself to show the dialog, after checking what the real call sends.
 */

test.use({ viewport: phone });

const storeUrl = 'https://play.google.com/store/apps/details?id=br.com.pedeja';
const updateMessage = 'Uma nova versão do Pede Já está disponível. Atualize para continuar pedindo.';
const appInfoPath = `**${appInfoCalls.getInfoApp.path}`;

/** Answers getInfoApp with an update for this page. */
async function offerUpdate(page: Page): Promise<() => number> {
  let calls = 0;
  await page.route(appInfoPath, (route) => {
    calls += 1;
    return route.fulfill({
      json: { error_type: 0, message: 'ok', url_update_app: storeUrl, message_update: updateMessage, profile_id: 200 },
    });
  });
  return () => calls;
}

test('the start asks getInfoApp with the fields docs/product.md names, and a current app shows no dialog', async ({
  page,
}) => {
  const request = page.waitForRequest((r) => r.url().endsWith(appInfoCalls.getInfoApp.path));
  const response = page.waitForResponse((r) => r.url().endsWith(appInfoCalls.getInfoApp.path));
  await page.goto('/');
  const body = (await request).postDataJSON() as Record<string, unknown>;
  expect(body).toEqual({
    validate: 1,
    profile_id: 200,
    ambiente: 'web',
    app_name: 'Pede Já',
    versao: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    sistema: 'web',
  });
  expect(await (await response).json()).toMatchObject({ error_type: 0, url_update_app: '' });
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: spec.notice })).toHaveCount(0);
});

test("an update URL opens 'Aviso': 'Atualizar' opens the store, 'Mais tarde' holds for the session", async ({
  page,
  context,
}) => {
  await context.route('https://play.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Loja</title>' }),
  );
  const calls = await offerUpdate(page);
  await page.goto('/');
  const dialog = page.getByRole('alertdialog', { name: spec.notice });
  await expect(dialog).toContainText(updateMessage);
  await snapBoth(page, 'startup-update');

  const popup = context.waitForEvent('page');
  await dialog.getByRole('button', { name: spec.update }).click();
  expect((await popup).url()).toBe(storeUrl);
  await expect(dialog).toBeHidden();

  // A new visit (a new tab session) asks again; 'Mais tarde' closes it for the rest of the session.
  const fresh = await context.newPage();
  await offerUpdate(fresh);
  await fresh.goto('/');
  const again = fresh.getByRole('alertdialog', { name: spec.notice });
  await again.getByRole('button', { name: spec.updateLater }).click();
  await expect(again).toBeHidden();
  await expect(fresh.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await fresh.reload();
  await expect(fresh.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await fresh.waitForTimeout(1_000);
  await expect(fresh.getByRole('alertdialog', { name: spec.notice })).toHaveCount(0);
  expect(calls()).toBe(1);
});
