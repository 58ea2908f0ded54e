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
