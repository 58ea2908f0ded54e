import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { socialFailureKey } from '../api-errors.ts';
import { facebookLogin, loadFacebook, loadGoogle, readyFacebook, renderGoogleButton } from '../social-sdk.ts';
import { FacebookMark, GoogleMark } from './brand-icons.tsx';
import { OptionButton } from './option-button.tsx';

type GoogleButtonProps = { clientId: string; onCredential: (idToken: string) => void };

/**
 * Google's own button once GIS has loaded; until then (or when it cannot load, e.g. offline) a
 * look-alike whose press says what went wrong instead of doing nothing.
 */
export function GoogleSignInButton({ clientId, onCredential }: GoogleButtonProps) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const credentialHandler = useRef(onCredential);

  useEffect(() => {
    credentialHandler.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let live = true;
    loadGoogle(clientId, (token) => credentialHandler.current(token))
      .then((identity) => {
        if (!live || !slot.current) return;
        renderGoogleButton(identity, slot.current);
        setState('ready');
      })
      .catch(() => {
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [clientId, attempt]);

  const pressFallback = () => {
    if (state === 'failed') {
      showToast(tSpec(socialFailureKey(null)));
      setState('loading');
      setAttempt((count) => count + 1);
    }
  };

  return (
    <div className="relative min-h-14">
      <div ref={slot} data-testid="google-slot" className="flex justify-center" />
      {state === 'ready' ? null : (
        <OptionButton icon={<GoogleMark className="size-6" />} onClick={pressFallback}>
          {t('auth.continueWithGoogle')}
        </OptionButton>
      )}
    </div>
  );
}

type FacebookButtonProps = { appId: string; onAccessToken: (token: string) => void };

/** Facebook's popup needs the SDK ready before the press, so it starts loading with the list. */
export function FacebookSignInButton({ appId, onAccessToken }: FacebookButtonProps) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');

  useEffect(() => {
    loadFacebook(appId).catch(() => undefined);
  }, [appId]);

  const press = () => {
    const sdk = readyFacebook(appId);
    if (!sdk) {
      showToast(tSpec(socialFailureKey(null)));
      loadFacebook(appId).catch(() => undefined);
      return;
    }
    facebookLogin(sdk)
      .then((token) => {
        if (token) onAccessToken(token);
      })
      .catch((error: unknown) => showToast(tSpec(socialFailureKey(error))));
  };

  return (
    <OptionButton icon={<FacebookMark className="size-6" />} onClick={press}>
      {t('auth.continueWithFacebook')}
    </OptionButton>
  );
}
