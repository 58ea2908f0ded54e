import { createHash, randomBytes } from 'node:crypto';

/** A secret handed to the client once (a session, an SMS sign-up, a recovery request): 32 random bytes. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a secret the client holds: never the secret itself. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');
