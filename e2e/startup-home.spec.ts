import { appInfoCalls } from '@delivery/contract/calls/app-info';
import { limits } from '@delivery/contract/constants';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { common, desktop, phone, readStored, snapBoth, withoutPageAnswers, writeStored } from './helpers.ts';

/*
 * The home's smart app banner (docs/product.md section 2) and its slider from getInfoSlider, with both demo
 * tenants: the MARKETPLACE on localhost and the SINGLE pizzeria, whose home is its shop's page.
 */

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const links = {
  ios: 'https://apps.apple.com/br/app/pede-ja/id000000000',
  android: 'https://play.google.com/store/apps/details?id=br.com.pedeja',
  pizzariaIos: 'https://apps.apple.com/br/app/bella-napoli/id000000001',
};

async function phonePage(browser: Browser, userAgent: string): Promise<Page> {
  const context = await browser.newContext({ userAgent, viewport: phone, isMobile: true, hasTouch: true });
  return context.newPage();
}

const banner = (page: Page) => page.getByRole('complementary', { name: common.smartBanner.label });
const slider = (page: Page) => page.getByRole('region', { name: common.slider.label });

test('the smart banner offers the device its store: iPhone and Android their own, a desktop none', async ({
  browser,
  page,
  baseURL,
}) => {
  const iphonePage = await phonePage(browser, iPhone);
  await iphonePage.goto('/');
  const ios = banner(iphonePage);
  await expect(ios.getByRole('link', { name: 'Baixar o app' })).toHaveAttribute('href', links.ios);
  await expect(ios.getByText('Pede Já', { exact: true })).toBeVisible();
  await expect(ios.getByText(common.smartBanner.ios)).toBeVisible();
  // A slim bar at the very top, above the header.
  const box = await ios.boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBeLessThan(72);
  await snapBoth(iphonePage, 'startup-smart-banner');

  // The SINGLE tenant's home is its shop: the banner comes with it, with its own link.
  await iphonePage.goto((baseURL ?? '').replace('//localhost', '//pizzaria.localhost') + '/');
  await expect(iphonePage).toHaveURL(/restaurante|pizzaria/);
  await expect(banner(iphonePage).getByRole('link', { name: 'Baixar o app' })).toHaveAttribute(
    'href',
    links.pizzariaIos,
  );
  await snapBoth(iphonePage, 'startup-smart-banner-single');
  await iphonePage.context().close();

  const androidPage = await phonePage(browser, android);
  await androidPage.goto('/');
  await expect(banner(androidPage).getByRole('link', { name: 'Baixar o app' })).toHaveAttribute('href', links.android);
  await androidPage.context().close();

  await page.setViewportSize(phone);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await expect(slider(page)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('closed, the banner stays hidden for a day; other pages never show it', async ({ browser }) => {
  const page = await phonePage(browser, iPhone);
  await page.goto('/');
  await banner(page).getByRole('button', { name: common.smartBanner.close }).click();
  await expect(banner(page)).toHaveCount(0);
  const until = await readStored<number>(page, 'smart_banner_hidden_until');
  const dayMs = limits.smartBannerDaysHidden * 86_400_000;
  expect(until).toBeGreaterThan(Date.now() + dayMs - 60_000);
  expect(until).toBeLessThanOrEqual(Date.now() + dayMs);

  await page.reload();
  await expect(slider(page)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // A day later it comes back, on the home only.
  await writeStored(page, { smart_banner_hidden_until: Date.now() - 1 });
  await page.goto('/profile');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(banner(page)).toHaveCount(0);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page.context().close();
});

test('a profile without store links shows no banner', async ({ browser }) => {
  const page = await phonePage(browser, android);
  await withoutPageAnswers(page);
  await page.route('**/api/profile4api/getProfile', async (route) => {
    const response = await route.fetch();
    const profile = (await response.json()) as { app: Record<string, string> };
    await route.fulfill({ response, json: { ...profile, app: { ...profile.app, link_url_android: '' } } });
  });
  await page.goto('/');
  await expect(slider(page)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.context().close();
});

test('the home slider shows the profile slides, swipes and steps, and is absent without slides', async ({ page }) => {
  await page.setViewportSize(phone);
  await withoutPageAnswers(page);
  await page.goto('/');
  const carousel = slider(page);
  const slides = carousel.getByRole('listitem');
  await expect(slides).toHaveCount(2);
  await expect(slides.first()).toHaveAccessibleName(
    common.slider.position.replace('{{index}}', '1').replace('{{count}}', '2'),
  );
  await expect(slides.first()).toContainText('Pizza em dobro às terças');
  await expect(slides.nth(1)).toContainText('Sushi fresquinho no almoço');
  // Lazy images with their size set, so nothing below moves when they arrive.
  for (const image of await carousel.getByRole('img').all()) {
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '500');
  }
  const heading = page.getByRole('heading', { name: common.catalog.home.title });
  const headingTop = (await heading.boundingBox())?.y;
  await snapBoth(page, 'startup-slider');
  expect((await heading.boundingBox())?.y).toBe(headingTop);

  // A swipe (the row scrolls) moves the dots to the second slide.
  const dots = carousel.getByRole('button', { name: /^Ver o destaque/ });
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('list').evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await dots.first().click();
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');

  // On a wide screen both slides fit: no dots and no arrows.
  await page.setViewportSize(desktop);
  await expect(dots).toHaveCount(0);
  await expect(carousel.getByRole('button', { name: common.slider.next })).toHaveCount(0);

  // Three slides on a wide screen: the arrows step through them.
  await page.setViewportSize(desktop);
  await page.route(`**${appInfoCalls.getInfoSlider.path}`, (route) =>
    route.fulfill({
      json: {
        error_type: 0,
        message: 'ok',
        sliders: [
          { slider_id: 1, title: 'Primeiro', image: '/banners/pizza.svg', link: 'restaurante/1' },
          { slider_id: 2, title: 'Segundo', image: '/banners/sushi.svg', link: 'https://pedeja.com.br/promo' },
          { slider_id: 3, title: 'Terceiro', image: '/banners/pizza.svg', link: '' },
        ],
      },
    }),
  );
  await page.reload();
  await expect(slides).toHaveCount(3);
  await expect(slides.first().getByRole('link')).toHaveAttribute('href', '/restaurante/1');
  await expect(slides.nth(1).getByRole('link')).toHaveAttribute('href', 'https://pedeja.com.br/promo');
  await expect(slides.nth(2).getByRole('link')).toHaveCount(0);
  const next = carousel.getByRole('button', { name: common.slider.next });
  await next.click();
  await expect(carousel.getByRole('button', { name: /^Ver o destaque/ }).nth(1)).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(next).toBeDisabled();
  await carousel.getByRole('button', { name: common.slider.previous }).click();
  await expect(carousel.getByRole('button', { name: /^Ver o destaque/ }).first()).toHaveAttribute(
    'aria-current',
    'true',
  );

  await page.unroute(`**${appInfoCalls.getInfoSlider.path}`);
  await page.route(`**${appInfoCalls.getInfoSlider.path}`, (route) =>
    route.fulfill({ json: { error_type: 0, message: 'ok', sliders: [] } }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: common.catalog.home.title })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(slider(page)).toHaveCount(0);
});

test('the SINGLE tenant shows its slides atop its shop, its home', async ({ page, baseURL }) => {
  await page.setViewportSize(phone);
  await page.goto((baseURL ?? '').replace('//localhost', '//pizzaria.localhost') + '/');
  const carousel = slider(page);
  await expect(carousel.getByRole('listitem')).toHaveCount(1);
  await expect(carousel).toContainText('Meio a meio sem pagar a mais');
  await expect(carousel.getByRole('button')).toHaveCount(0);
  await snapBoth(page, 'startup-slider-single');
});
