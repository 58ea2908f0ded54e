import { profileCalls } from '@delivery/contract/calls/profile';
import { expect, test } from './fixtures.ts';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { newCustomer, registerViaApi } from './auth-helpers.ts';
import { buyerWithAddress, signInAs } from './checkout-helpers.ts';
import { common, phone, readStored, spec, writeStored } from './helpers.ts';

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

test("a bag of an older app's bare shape is dropped with a word, never a broken page", async ({ page, request }) => {
  // A signed-in customer: a visitor sent from checkout to sign in is told so by a toast of its own,
  // which may come after the bag's and take its place (one toast at a time).
  await signInAs(page, await buyerWithAddress(request, 'sacola-antiga'));
  // docs/product.md's Order: items of a product id and a count alone, with nothing to show them by.
  await writeStored(page, {
    Order: {
      shop_name: 'Forno da Nonna',
      order: {
        total_order: 0,
        schedule_id: null,
        shop_id: 1000,
        total_delivery: 0,
        total_products: 0,
        address_id: null,
        items: [{ product_id: 1, quantity: 2 }],
      },
    },
    cart_expired: { init: Math.floor(Date.now() / 1000), end: Math.floor(Date.now() / 1000) + 3600 },
  });
  await page.goto('/checkout');
  await expect(page.getByText(common.cart.expired)).toBeVisible();
  await expect(page.getByText(spec.unknownError)).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  expect(await readStored(page, 'Order')).toBeNull();
});
