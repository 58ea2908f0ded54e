import { createRemoteJWKSet, jwtVerify } from 'jose';

/** What a provider vouches for, once its credential has been checked. */
export type SocialIdentity = { id: string; email: string | null; emailVerified: boolean; name: string };

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Google ID tokens (Google Identity Services' credential): signature against the JWKS, issuer,
 * audience (the profile's client id) and expiry, all checked by jose.
 */
export function createGoogleVerifier(jwksUrl: string) {
  const jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000 });
  return async (idToken: string, clientId: string): Promise<SocialIdentity | null> => {
    try {
      const { payload } = await jwtVerify(idToken, jwks, { issuer: GOOGLE_ISSUERS, audience: clientId });
      if (typeof payload.sub !== 'string' || !payload.sub) return null;
      return {
        id: payload.sub,
        email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : '',
      };
    } catch {
      return null;
    }
  };
}

type DebugToken = { data?: { is_valid?: boolean; app_id?: string; user_id?: string } };
type Me = { id?: string; name?: string; email?: string };

/**
 * Facebook user access tokens: the Graph API's debug_token (with the app's own token) says whether
 * it is valid and for which app; /me then gives the identity.
 */
export function createFacebookVerifier(graphUrl: string) {
  const base = graphUrl.replace(/\/$/, '');
  const get = async <T>(path: string, params: Record<string, string>): Promise<T | null> => {
    const response = await fetch(`${base}${path}?${new URLSearchParams(params)}`, {
      signal: AbortSignal.timeout(5_000),
    }).catch(() => null);
    if (!response?.ok) return null;
    return (await response.json().catch(() => null)) as T | null;
  };
  return async (accessToken: string, appId: string, appSecret: string): Promise<SocialIdentity | null> => {
    const debug = await get<DebugToken>('/debug_token', {
      input_token: accessToken,
      access_token: `${appId}|${appSecret}`,
    });
    if (!debug?.data?.is_valid || debug.data.app_id !== appId || !debug.data.user_id) return null;
    const me = await get<Me>('/me', { fields: 'id,name,email', access_token: accessToken });
    if (!me?.id || me.id !== debug.data.user_id) return null;
    return { id: me.id, email: me.email?.toLowerCase() ?? null, emailVerified: Boolean(me.email), name: me.name ?? '' };
  };
}

export type SocialVerifiers = {
  google: ReturnType<typeof createGoogleVerifier>;
  facebook: ReturnType<typeof createFacebookVerifier>;
};
