import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/**
 * A secret kept in configuration, or where to read it: `env:NAME` (an environment variable),
 * `file:/path` (a file, e.g. a certificate the platform mounts), or else the value itself. So an
 * operator may keep a certificate, key or client secret out of the database altogether.
 */
export async function readSecret(source: string): Promise<string> {
  if (source.startsWith('env:')) {
    const value = process.env[source.slice(4)];
    if (value === undefined) throw new Error(`environment variable ${source.slice(4)} is not set`);
    return value;
  }
  if (source.startsWith('file:')) return readFile(source.slice(5), 'utf8');
  return source;
}

/** A binary secret (a PKCS#12 bundle): read from a file as it is, else given in base64. */
export async function readBinarySecret(source: string): Promise<Buffer> {
  if (source.startsWith('file:')) return readFile(source.slice(5));
  return Buffer.from(await readSecret(source), 'base64');
}

/** A value sealed by `SecretReader.seal`: AES-256-GCM, then `enc:v1:` and base64url(iv, tag, text). */
const SEALED = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const isSealed = (source: string): boolean => source.startsWith(SEALED);

/**
 * Reads secrets the way a stored column says (decision 0037): sealed with the server's key, or a
 * source as `readSecret` reads it. What a sealed value holds is the secret itself, never read as a
 * source again: an owner typing `file:/etc/…` in the panel gets those very characters sent to
 * their PSP, not a file of the server.
 */
export type SecretReader = {
  /** Whether there is a key to seal with. */
  readonly canSeal: boolean;
  seal(plain: string): string;
  text(source: string): Promise<string>;
  binary(source: string): Promise<Buffer>;
};

export function secretReader(key: Buffer | null): SecretReader {
  const open = (sealed: string): string => {
    if (!key) throw new Error('a sealed secret needs SECRETS_KEY to be read');
    const bytes = Buffer.from(sealed.slice(SEALED.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  };
  return {
    canSeal: key !== null,
    seal(plain) {
      if (!key) throw new Error('SECRETS_KEY is not set: nothing can be sealed');
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const text = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
    },
    text: async (source) => (isSealed(source) ? open(source) : readSecret(source)),
    binary: async (source) => (isSealed(source) ? Buffer.from(open(source), 'base64') : readBinarySecret(source)),
  };
}
