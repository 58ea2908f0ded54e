import { useEffect } from 'react';
import { limits } from '@delivery/contract/constants';
import { isNativePlatform } from '../../../lib/platform.ts';
import { openSignIn } from '../auth-modal-store.ts';
import { shouldOpenStartupLogin } from '../guard.ts';
import { clearSession, readCurrentSession, saveSession } from '../session.ts';

/**
 * Once per start: the stored token is checked (a revoked or expired session signs the customer
 * out, a live one refreshes the stored Customer), and the native app opens the login modal
 * 250 ms in when nobody is signed in (SPEC.md section 2).
 */
export function useAccountStartup(): void {
  useEffect(() => {
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

    const timer = window.setTimeout(() => {
      void readCurrentSession().then((session) => {
        if (shouldOpenStartupLogin(isNativePlatform(), session !== null)) openSignIn();
      });
    }, limits.loginCheckDelayMs);

    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, []);
}
