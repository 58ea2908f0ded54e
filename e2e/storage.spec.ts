import { profileCalls } from '@delivery/contract/calls/profile';
import { expect, test } from '@playwright/test';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { newCustomer, registerViaApi } from './auth-helpers.ts';
import { common, phone, readStored } from './helpers.ts';

test.use({ viewport: phone });

test('a customer stored by the localforage build is still signed in, in the same place', async ({ page, request }) => {
  const session = await registerViaApi(request, newCustomer('storage'));
  const profile = (await (
    await request.post(profileCalls.getProfile.path, { data: { domain: 'localhost' } })
  ).json()) as TGetProfileResponse;
  expect(profile.error_type).toBe(0);
  // The database as localforage 1.10 made it: version 1, the app's store beside its blob-support probe.
  await page.goto('/health');
  await page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('delivery-web', 1);
        open.onupgradeneeded = () => {
          open.result.createObjectStore('app');
          open.result.createObjectStore('local-forage-detect-blob-support');
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('app', 'readwrite');
          for (const [key, value] of Object.entries(entries)) transaction.objectStore('app').put(value, key);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    {
      Customer: session.customer[0],
      token: session.token,
      Address: { city_id: 2, city: 'Valinhos' },
      profile_id: profile.profile_id,
      profile: { date: new Date().toISOString(), cache: profile.cache, data: profile },
    },
  );

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /Valinhos/ })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: common.catalog.home.emptyCityTitle.replace('{{city}}', 'Valinhos') }),
  ).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByTestId('customer-name')).toHaveText(session.customer[0]!.name);
  expect(await readStored(page, 'token')).toBe(session.token);
});

test('where IndexedDB cannot open, the app keeps its data in localStorage across visits', async ({ page }) => {
  // As in private modes that have IndexedDB but refuse to open a database.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.');
    };
  });
  const stored = (key: string) => page.evaluate((k) => localStorage.getItem(`delivery-web/app/${k}`), key);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: common.catalog.home.title })).toBeVisible();
  await expect.poll(() => stored('Address')).toBe(JSON.stringify({ city_id: 1, city: 'Campinas' }));
  expect(JSON.parse((await stored('profile'))!)).toMatchObject({ data: { error_type: 0 } });

  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(common.header.deliverTo) })
    .click();
  await page
    .getByTestId('delivery-place-sheet')
    .getByRole('button', { name: /Valinhos/ })
    .click();
  await expect.poll(() => stored('Address')).toBe(JSON.stringify({ city_id: 2, city: 'Valinhos' }));
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /Valinhos/ })).toBeVisible();
});
