import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { sha256 } from '../../lib/tokens.ts';

/**
 * The administrators' second factor (decision 0082): RFC 6238 codes of an authenticator app (six
 * digits every 30 s, SHA-1, as every app reads them), and single-use recovery codes for a lost
 * phone.
 */

const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it turned. */
const WINDOW = 1;
const ISSUER = 'Delivery · Plataforma';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret in base32: 20 random bytes, RFC 4226's recommended length. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an authenticator app reads from a QR code. */
export const totpUri = (secret: string, email: string): string => totpOf(secret, email).toString();

/** The current code, for the CLI's and the tests' own use of a secret they hold. */
export const totpNow = (secret: string, at = Date.now()): string => totpOf(secret).generate({ timestamp: at });

/** A typed authenticator code, six digits once spaces are taken out. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''));

/**
 * The time step `code` belongs to when it is one of the secret's, within a step of now; else null.
 * The caller accepts a step only once and none before it, so a code seen over a shoulder or in a
 * log cannot be used again.
 */
export function totpStep(secret: string, code: string, at = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code.replace(/\s/g, ''), timestamp: at, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: at }) + delta;
}

/** Letters and digits no one misreads (no 0/O, 1/I/L), as recovery codes are copied by hand. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten new recovery codes, `XXXXX-XXXXX`: 50 bits each. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** What is kept of a recovery code, typed in any case, with or without its dash and spaces. */
export const recoveryCodeHash = (code: string): string => sha256(code.toUpperCase().replace(/[\s-]/g, ''));
