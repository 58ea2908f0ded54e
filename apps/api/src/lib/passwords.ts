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
 * One of OWASP's equivalent scrypt minimums (Password Storage Cheat Sheet): N=2^15, r=8, p=3. It
 * costs the CPU of N=2^17, p=1 less a quarter, in 32 MiB instead of 128: a server on the embedded
 * database sits under 200 MB (decision 0021), and four sign-ins hash at once on libuv's threads.
 * Each hash keeps the cost it was made with (`scrypt$N$r$p$salt$key`), so an older one still
 * verifies and is made again at its next sign-in (needsRehash).
 */
const COST: Cost = { N: 32_768, r: 8, p: 3 };
const KEY_LENGTH = 32;
/** scrypt needs 128·N·r bytes (32 MiB here); Node refuses anything above maxmem, so leave room. */
const maxmem = 64 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...COST, maxmem });
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  return { cost: { N: Number(n), r: Number(r), p: Number(p) }, salt, key };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check, so timing does not tell which accounts exist.
    await hashPassword(password);
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

/** Whether a hash that verified was made with another cost than today's: its owner's next sign-in makes it again. */
export function needsRehash(stored: string): boolean {
  const hash = parse(stored);
  return !hash || hash.cost.N !== COST.N || hash.cost.r !== COST.r || hash.cost.p !== COST.p;
}
