import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/** Password hashing for every account kind (customers and staff): one rule, one place. */

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

type Cost = { N: number; r: number; p: number };

/**
 * `owasp` is one of OWASP's equivalent scrypt minimums (Password Storage Cheat Sheet): N=2^15,
 * r=8, p=3. It costs the CPU of N=2^17, p=1 less a quarter, in 32 MiB instead of 128: a server on
 * the embedded database sits under 200 MB (decision 0021), and four sign-ins hash at once on
 * libuv's threads. `light` is a hundredth of it, for the tests and journeys of a 2-core machine,
 * which sign in thousands of times; only a sandbox takes it (decision 0078).
 * Each hash keeps the cost it was made with (`scrypt$N$r$p$salt$key`), so another one still
 * verifies and is made again at its next sign-in (needsRehash).
 */
export const passwordCosts = {
  owasp: { N: 32_768, r: 8, p: 3 },
  light: { N: 1024, r: 8, p: 1 },
} as const satisfies Record<string, Cost>;

export type PasswordCost = keyof typeof passwordCosts;
const KEY_LENGTH = 32;
/** scrypt needs 128·N·r bytes (32 MiB here); Node refuses anything above maxmem, so leave room. */
const maxmem = 64 * 1024 * 1024;

export async function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = passwordCosts[cost];
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N, r, p, maxmem });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  return { cost: { N: Number(n), r: Number(r), p: Number(p) }, salt, key };
}

export async function verifyPassword(password: string, stored: string | null, cost: PasswordCost): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check, so timing does not tell which accounts exist.
    await hashPassword(password, cost);
    return false;
  }
  const hash = parse(stored);
  if (!hash) return false;
  const expected = Buffer.from(hash.key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(hash.salt, 'base64url'), expected.length, {
    ...hash.cost,
    maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** Whether a hash that verified was made with another cost than `cost`: its owner's next sign-in makes it again. */
export function needsRehash(stored: string, cost: PasswordCost): boolean {
  const hash = parse(stored);
  const { N, r, p } = passwordCosts[cost];
  return !hash || hash.cost.N !== N || hash.cost.r !== r || hash.cost.p !== p;
}
