import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { common, phone, readStored, snapBoth, spec, withoutPageAnswers, writeStored } from './helpers.ts';

test.use({ viewport: phone });
// These journeys hold or fail the start-up calls: the page must not come with their answers.
test.beforeEach(({ page }) => withoutPageAnswers(page));

type StoredProfile = { date: string; cache: TGetProfileResponse['cache']; data: TGetProfileResponse };

const getProfilePath = '**/api/profile4api/getProfile';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** Opens the app once so it resolves its profile and creates its storage; returns what it stored. */
async function firstVisit(page: Page): Promise<StoredProfile> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await expect.poll(() => readStored(page, 'profile')).not.toBeNull();
  const stored = await readStored<StoredProfile>(page, 'profile');
  if (!stored) throw new Error('the app stored no profile');
  return stored;
}

test('the web start re-resolves the profile and replaces one of another tenant', async ({ page }) => {
  const { data } = await firstVisit(page);
  const other: TGetProfileResponse = { ...data, profile_id: 999, app: { ...data.app, title: 'Loja Antiga' } };
  await writeStored(page, {
    profile: { date: hoursAgo(0), cache: other.cache, data: other },
    profile_id: 999,
    Address: { city_id: 99, city: 'Cidade Antiga' },
  });

  // Hold the server's answer: the fresh stored profile must already be on screen meanwhile.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let profileCalls = 0;
  await page.route(getProfilePath, async (route) => {
    profileCalls += 1;
    await released;
    await route.continue();
  });

  await page.reload();
  const header = page.getByRole('banner');
  await expect(header.getByText('Loja Antiga', { exact: true })).toBeVisible();
  expect(profileCalls).toBe(1);

  release();
  await expect(header.getByText('Pede Já', { exact: true })).toBeVisible();
  await expect.poll(() => readStored(page, 'profile_id')).toBe(200);
  await expect.poll(async () => (await readStored<StoredProfile>(page, 'profile'))?.data.profile_id).toBe(200);
  await expect.poll(() => readStored(page, 'Address')).toEqual({ city_id: 1, city: 'Campinas' });
  await expect(page.getByRole('heading', { name: 'Lojas em Campinas' })).toBeVisible();
});

test('the same tenant keeps the chosen city across starts', async ({ page }) => {
  await firstVisit(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(common.header.deliverTo) })
    .click();
  await page
    .getByTestId('delivery-place-sheet')
    .getByRole('button', { name: /Valinhos/ })
    .click();
  await expect.poll(() => readStored(page, 'Address')).toEqual({ city_id: 2, city: 'Valinhos' });

  const profileCall = page.waitForRequest((request) => request.url().endsWith('/api/profile4api/getProfile'));
  await page.reload();
  await profileCall;
  await expect(page.getByRole('heading', { name: 'Lojas em Valinhos' })).toBeVisible();
  expect(await readStored(page, 'Address')).toEqual({ city_id: 2, city: 'Valinhos' });
});

test('with a stored profile, even a stale one, the app keeps working when the server is unreachable', async ({
  page,
}) => {
  const { data } = await firstVisit(page);
  const cached: TGetProfileResponse = { ...data, app: { ...data.app, title: 'Pede Já (guardado)' } };
  await writeStored(page, { profile: { date: hoursAgo(10), cache: cached.cache, data: cached } });

  await page.route(getProfilePath, (route) => route.abort('internetdisconnected'));
  await page.reload();

  await expect(page.getByRole('banner').getByText('Pede Já (guardado)', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Campinas/ })).toBeVisible();
  await expect(page.getByText(spec.startupError)).toHaveCount(0);
});

test('a failed start with nothing stored shows the start-up toast and an error with retry', async ({ page }) => {
  await page.route(getProfilePath, (route) => route.abort('internetdisconnected'));
  await page.goto('/');

  const toast = page.getByText(spec.startupError);
  await expect(toast).toBeVisible();
  await expect(page.getByRole('heading', { name: common.startup.errorTitle })).toBeVisible();
  await expect(page.getByText(spec.sandboxBadge)).toBeVisible();
  await snapBoth(page, 'startup-error');
  // docs/product.md section 9: start-up toasts last 3 s.
  await expect(toast).toBeHidden({ timeout: 4_000 });

  await page.unroute(getProfilePath);
  await page.getByRole('button', { name: common.states.retry }).click();
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Campinas/ })).toBeVisible();
});
