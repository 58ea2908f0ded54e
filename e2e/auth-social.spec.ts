import { expect, test } from './fixtures.ts';
import { openSignInFromProfile } from './auth-helpers.ts';
import { changeProfile, withLogin } from './auth-profile-mocks.ts';
import { common, phone, snap, spec } from './helpers.ts';

test.use({ viewport: phone });

const googleScript = 'https://accounts.google.com/gsi/client';
const facebookScript = /connect\.facebook\.net/;

test('Google and Facebook stay hidden, and their SDKs unloaded, without a client id', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (/accounts\.google\.com|facebook\.net/.test(request.url())) thirdParty.push(request.url());
  });
  // The demo profile's web menu allows both providers, but has no Google client id nor Facebook app id.
  const modal = await openSignInFromProfile(page);
  await expect(modal.getByRole('button', { name: spec.continueWithPhone })).toBeVisible();
  await expect(modal.getByRole('button', { name: spec.continueWithEmail })).toBeVisible();
  await expect(modal.getByRole('button', { name: common.auth.continueWithGoogle })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: common.auth.continueWithFacebook })).toHaveCount(0);
  expect(thirdParty).toEqual([]);
});

test('with client ids but no network, the social buttons say the unknown error instead of failing silently', async ({
  page,
}) => {
  await changeProfile(page, (profile) => ({
    ...profile,
    google: { clientId: 'cliente-teste.apps.googleusercontent.com' },
    facebook: { appId: '1234567890' },
  }));
  await page.route(googleScript, (route) => route.abort('internetdisconnected'));
  await page.route(facebookScript, (route) => route.abort('internetdisconnected'));

  const modal = await openSignInFromProfile(page);
  const google = modal.getByRole('button', { name: common.auth.continueWithGoogle });
  const facebook = modal.getByRole('button', { name: common.auth.continueWithFacebook });
  await expect(google).toBeVisible();
  await expect(facebook).toBeVisible();
  await snap(page, 'auth-options-social');

  await google.click();
  await expect(page.getByText(spec.unknownErrorTryAgain)).toBeVisible();
  await expect(modal.getByRole('heading', { name: spec.signInHowToContinue })).toBeVisible();
  await facebook.click();
  await expect(page.getByText(spec.unknownErrorTryAgain)).toBeVisible();
  await expect(modal).toBeVisible();
});

test.describe('with stand-in SDKs', () => {
  // The API's Content-Security-Policy allows only its own scripts so far: the stand-ins need it
  // lifted, as the real SDKs will need their hosts allowed.
  test.use({ bypassCSP: true });

  test("a blocked Facebook popup shows docs/product.md's popup message", async ({ page }) => {
    await changeProfile(page, (profile) => ({ ...profile, facebook: { appId: '1234567890' } }));
    // A stand-in SDK answering as the real one does: it opens its popup and, with none opened,
    // calls back 'unknown' without a token, as when the person closes it.
    await page.route(facebookScript, (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `window.FB = { init() {}, login(done) {
          window.open('https://www.facebook.com/dialog/oauth', 'fb');
          done({ status: 'unknown', authResponse: null });
        } };`,
      }),
    );
    // The browser's popup blocker: window.open gives nothing back.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const modal = await openSignInFromProfile(page);
    const facebook = modal.getByRole('button', { name: common.auth.continueWithFacebook });
    await expect(facebook).toBeVisible();
    await expect.poll(() => page.evaluate(() => 'FB' in window)).toBe(true);
    await facebook.click();
    await expect(page.getByText(spec.popupBlocked)).toBeVisible();
    await snap(page, 'auth-popup-blocked');
  });

  test("a Google credential the server cannot verify ends in 'Oops' with the server's message", async ({ page }) => {
    await changeProfile(page, (profile) => ({
      ...profile,
      google: { clientId: 'cliente-teste.apps.googleusercontent.com' },
    }));
    // A stand-in for Google Identity Services: its button hands back a made-up ID token.
    await page.route(googleScript, (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `window.google = { accounts: { id: {
        initialize(options) { window.__gisCallback = options.callback; },
        renderButton(parent) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Google (teste)';
          button.onclick = () => window.__gisCallback({ credential: 'header.payload.signature' });
          parent.appendChild(button);
        },
      } } };`,
      }),
    );
    const modal = await openSignInFromProfile(page);
    await modal.getByRole('button', { name: 'Google (teste)' }).click();
    const oops = page.getByRole('alertdialog', { name: spec.oops, exact: true });
    await expect(oops).toBeVisible();
    await expect(oops.getByText(/Google/)).toBeVisible();
  });
});

test('with no menu config the modal opens straight on the e-mail form', async ({ page }) => {
  await changeProfile(page, withLogin({ menu_web: null, text_email: '' }));
  const modal = await openSignInFromProfile(page);
  await expect(modal.getByLabel(spec.emailLabelDefault)).toBeVisible();
  await expect(modal.getByRole('button', { name: spec.signInLater })).toBeVisible();
  await expect(modal.getByRole('button', { name: spec.continueWithEmail })).toHaveCount(0);
  await snap(page, 'auth-email-no-menu');
});
