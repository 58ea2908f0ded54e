import { createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { limits } from '@delivery/contract/constants';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

/** scrypt parameters: N=2^15, r=8, p=1 (about 32 MiB, tens of ms): slow for guessers, fine for sign-ins. */
const N = 32_768;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;
const maxmem = 64 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N, r, p, maxmem });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check, so timing does not tell which accounts exist.
    await hashPassword(password);
    return false;
  }
  const [scheme, n, rr, pp, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !rr || !pp || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** A one-time code of SPEC.md's length, uniformly drawn. */
export const newCode = (): string => String(randomInt(0, 10 ** limits.codeLength)).padStart(limits.codeLength, '0');

/**
 * Codes have only 10,000 values, so a plain hash would be no protection: they are keyed with the
 * server's secret and bound to their request id.
 */
export const hashCode = (key: string, requestId: string, code: string): string =>
  createHmac('sha256', key).update(`${requestId}:${code}`).digest('base64url');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
