import { useEffect } from 'react';
import { isCompleteCode } from '../input-rules.ts';

/** What WebOTP answers: the code of the SMS whose last line names this page's host (`@host #code`). */
type OtpCredential = Credential & { code: string };

/**
 * While `listening`, asks the browser for the code of the SMS on its way (WebOTP: Chrome on
 * Android reads it, once the person allows, from the message's origin-bound line) and hands it to
 * `onCode` (a state setter: a new function would ask again). Elsewhere nothing happens and the person types it, or taps what iOS offers from the
 * same line. Leaving the screen stops the wait.
 */
export function useSmsCode(listening: boolean, onCode: (code: string) => void): void {
  useEffect(() => {
    if (!listening || !('OTPCredential' in window)) return;
    const stop = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: stop.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code ?? '';
        if (isCompleteCode(code)) onCode(code);
      })
      // Stopped, refused by the person, or no SMS came: the field is still there to type in.
      .catch(() => undefined);
    return () => stop.abort();
  }, [listening, onCode]);
}
