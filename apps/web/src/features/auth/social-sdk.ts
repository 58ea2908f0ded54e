import { loadScript } from '../../lib/load-script.ts';

/**
 * Google Identity Services and the Facebook JS SDK, loaded only when the profile offers them.
 * Both answer with a credential the server verifies (docs/architecture.md section 3); no identity is taken
 * on the browser's word.
 */
export const googleScriptSrc = 'https://accounts.google.com/gsi/client';
export const facebookScriptSrc = 'https://connect.facebook.net/pt_BR/sdk.js';
const facebookApiVersion = 'v21.0';

type GoogleButtonOptions = {
  type: 'standard';
  theme: 'outline';
  size: 'large';
  text: 'continue_with';
  shape: 'pill';
  logo_alignment: 'left';
  width: number;
  locale: string;
};

export type GoogleIdentity = {
  initialize: (options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode: 'popup';
    auto_select: boolean;
    context: 'signin';
  }) => void;
  renderButton: (parent: HTMLElement, options: GoogleButtonOptions) => void;
};

type FacebookAuthResponse = { authResponse?: { accessToken?: string } | null; status?: string };

export type FacebookSdk = {
  init: (options: { appId: string; cookie: boolean; xfbml: boolean; version: string }) => void;
  login: (callback: (response: FacebookAuthResponse) => void, options: { scope: string }) => void;
};

type SdkWindow = { google?: { accounts?: { id?: GoogleIdentity } }; FB?: FacebookSdk };
const sdkWindow = () => window as unknown as SdkWindow;

/** Loads GIS and readies it for this client id; `onCredential` gets each Google ID token. */
export async function loadGoogle(clientId: string, onCredential: (idToken: string) => void): Promise<GoogleIdentity> {
  await loadScript(googleScriptSrc);
  const identity = sdkWindow().google?.accounts?.id;
  if (!identity) throw new Error('Google Identity Services did not start');
  identity.initialize({
    client_id: clientId,
    callback: (response) => {
      if (response.credential) onCredential(response.credential);
    },
    ux_mode: 'popup',
    auto_select: false,
    context: 'signin',
  });
  return identity;
}

export function renderGoogleButton(identity: GoogleIdentity, parent: HTMLElement): void {
  identity.renderButton(parent, {
    type: 'standard',
    theme: 'outline',
    size: 'large',
    text: 'continue_with',
    shape: 'pill',
    logo_alignment: 'left',
    // GIS takes 200 to 400 px.
    width: Math.min(400, Math.max(200, Math.round(parent.clientWidth))),
    locale: 'pt-BR',
  });
}

const initialised = new Set<string>();

export async function loadFacebook(appId: string): Promise<FacebookSdk> {
  await loadScript(facebookScriptSrc);
  const sdk = sdkWindow().FB;
  if (!sdk) throw new Error('Facebook SDK did not start');
  if (!initialised.has(appId)) {
    sdk.init({ appId, cookie: false, xfbml: false, version: facebookApiVersion });
    initialised.add(appId);
  }
  return sdk;
}

/** What the SDK's popup answers when the browser would not open it (decision 0071). */
const popupBlocked = { error: 'popup_blocked_by_browser' } as const;

/**
 * The SDK's popup; must run inside the click that asked for it. Null when the person gave up.
 * A popup the browser blocked and one the person closed both answer without a token: only
 * `window.open` giving nothing back tells them apart, so it is watched while the SDK opens it.
 */
export function facebookLogin(sdk: FacebookSdk): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let blocked = false;
    const open = window.open;
    window.open = (...args: Parameters<typeof window.open>) => {
      const popup = open.apply(window, args);
      if (!popup) blocked = true;
      return popup;
    };
    try {
      sdk.login(
        (response) => {
          const token = response.authResponse?.accessToken ?? null;
          if (!token && blocked) reject(popupBlocked);
          else resolve(token);
        },
        { scope: 'public_profile,email' },
      );
    } finally {
      window.open = open;
    }
  });
}

/** The SDK already loaded and ready, without waiting: popups opened after an await are blocked. */
export const readyFacebook = (appId: string): FacebookSdk | null =>
  initialised.has(appId) ? (sdkWindow().FB ?? null) : null;
