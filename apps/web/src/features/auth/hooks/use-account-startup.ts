import { useEffect } from 'react';
import { limits } from '@delivery/contract/constants';
import { isNativePlatform } from '../../../lib/platform.ts';
import { openSignIn } from '../auth-modal-store.ts';
import { shouldOpenStartupLogin } from '../guard.ts';
import { clearSession, readCurrentSession, saveSession } from '../session.ts';

/**
 * Once per start: the native app opens the login modal 250 ms in when nobody is signed in
 * (docs/product.md section 2), and the stored token is checked once `checkNow` (a revoked or expired session
 * signs the customer out, a live one refreshes the stored Customer): the app shell holds the check
 * until the first page has its data, which it does not need.
 */
export function useAccountStartup(checkNow: boolean): void {
  useEffect(() => {
    if (!checkNow) return;
    const controller = new AbortController();
    (async () => {
      const session = await readCurrentSession();
      if (!session) return;
      // The check's code is fetched with it: nothing of it is needed for the first render.
      const { checkSession } = await import('../api/login.ts');
      const check = await checkSession(session.token, controller.signal);
      if (controller.signal.aborted) return;
      if (check.status === 'invalid') await clearSession();
      if (check.status === 'valid') await saveSession(check.session);
    })().catch(() => {
      // Offline (the check's code not downloaded) or storage refused: the stored session stays
      // as it is, and the next start checks again.
    });
    return () => controller.abort();
  }, [checkNow]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      void readCurrentSession().then((session) => {
        if (shouldOpenStartupLogin(isNativePlatform(), session !== null)) openSignIn();
      });
    }, limits.loginCheckDelayMs);

    return () => window.clearTimeout(timer);
  }, []);
}
