import { deviceIdHeader } from '@delivery/contract/device';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** How long a browser may keep a preflight's answer: the app's calls are few and always alike. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for the native shell's pages only (CORS_ORIGINS, decision 0044): the app calls the API of
 * its tenant's host from capacitor://localhost (iOS) or https://localhost (Android). Any other
 * origin gets no CORS header, so a site elsewhere can neither read an answer nor send JSON. The
 * session travels as a token in the body or `Authorization`, never a cookie: no credentials.
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (!origins.length) return;
  const allowed = new Set(origins);
  await app.register(fastifyCors, {
    // false, not a list: an origin not listed then gets no CORS header at all, not even a preflight's.
    origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'authorization', deviceIdHeader],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
}
