import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { limits } from '@delivery/contract/constants';

/** A one-time code of docs/product.md's length, uniformly drawn. */
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
