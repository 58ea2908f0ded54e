import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export type LocalServer = { url: string; close(): Promise<void> };

/** An HTTP server on loopback answering with `handle`; records nothing it is not told to. */
export async function startServer(
  handle: (req: http.IncomingMessage, body: string) => { status: number; json: unknown },
): Promise<LocalServer> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { status, json } = handle(req, body);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Google's side of sign-in: a JWKS endpoint and ID tokens signed with its key, in Google's format. */
export async function startGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const forger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = await startServer(() => ({ status: 200, json: { keys: [jwk] } }));
  const sign = (claims: JWTPayload, options: { key?: 'real' | 'forged'; expiresIn?: string | number } = {}) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer((claims.iss as string | undefined) ?? 'https://accounts.google.com')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key === 'forged' ? forger.privateKey : privateKey);
  return { jwksUrl: `${server.url}/oauth2/v3/certs`, sign, close: server.close };
}

export type FacebookUser = { id: string; name: string; email?: string; appId: string };

/** The Graph API's debug_token and /me for the user tokens it is given. */
export async function startFacebook(users: Record<string, FacebookUser>, appToken: string) {
  const server = await startServer((req) => {
    const url = new URL(req.url ?? '/', 'http://graph');
    if (url.pathname.endsWith('/debug_token')) {
      if (url.searchParams.get('access_token') !== appToken)
        return { status: 400, json: { error: { message: 'bad app token' } } };
      const user = users[url.searchParams.get('input_token') ?? ''];
      return {
        status: 200,
        json: { data: user ? { is_valid: true, app_id: user.appId, user_id: user.id } : { is_valid: false } },
      };
    }
    if (url.pathname.endsWith('/me')) {
      const user = users[url.searchParams.get('access_token') ?? ''];
      if (!user) return { status: 400, json: { error: { message: 'Invalid OAuth access token.' } } };
      return { status: 200, json: { id: user.id, name: user.name, ...(user.email ? { email: user.email } : {}) } };
    }
    return { status: 404, json: {} };
  });
  return { graphUrl: `${server.url}/v21.0`, close: server.close };
}
