import { afterEach, describe, expect, it, vi } from 'vitest';
import { socialFailureKey } from './api-errors.ts';
import { facebookLogin, type FacebookSdk } from './social-sdk.ts';

/** The real SDK's shape: it opens its popup, and answers 'unknown' with no token when none came back. */
const sdkAnswering = (authResponse: { accessToken: string } | null): FacebookSdk => ({
  init: () => undefined,
  login: (callback) => {
    window.open('https://www.facebook.com/v23.0/dialog/oauth', '_blank');
    callback({ status: authResponse ? 'connected' : 'unknown', authResponse });
  },
});

const browserWhosePopups = (opened: boolean) => {
  const open = vi.fn(() => (opened ? ({} as Window) : null));
  vi.stubGlobal('window', { open });
  return open;
};

afterEach(() => vi.unstubAllGlobals());

describe('facebookLogin', () => {
  it('says a popup the browser blocked is blocked, with the text of docs/product.md section 8', async () => {
    const open = browserWhosePopups(false);
    const failure = await facebookLogin(sdkAnswering(null)).catch((error: unknown) => error);
    expect(socialFailureKey(failure)).toBe('popupBlocked');
    expect(open).toHaveBeenCalledOnce();
    // The browser's own window.open is back once the SDK is done.
    expect(window.open).toBe(open);
  });

  it('answers null when the person closed the popup, and the token when they signed in', async () => {
    browserWhosePopups(true);
    await expect(facebookLogin(sdkAnswering(null))).resolves.toBeNull();
    await expect(facebookLogin(sdkAnswering({ accessToken: 'token-do-facebook' }))).resolves.toBe('token-do-facebook');
  });
});
