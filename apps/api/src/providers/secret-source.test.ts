import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, secretReader } from './secret-source.ts';

describe('sealed secrets', () => {
  const reader = secretReader(randomBytes(32));

  it('are not the plaintext, differ each time, and open back to it', async () => {
    const sealed = reader.seal('client-secret-123');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('client-secret-123');
    expect(reader.seal('client-secret-123')).not.toBe(sealed);
    expect(await reader.text(sealed)).toBe('client-secret-123');
  });

  it('hold the secret itself: env: and file: inside are never read as sources', async () => {
    expect(await reader.text(reader.seal('file:/etc/hostname'))).toBe('file:/etc/hostname');
    expect(await reader.text(reader.seal('env:HOME'))).toBe('env:HOME');
  });

  it('open a PKCS#12 given in base64 as its bytes', async () => {
    const bytes = randomBytes(64);
    expect(await reader.binary(reader.seal(bytes.toString('base64')))).toEqual(bytes);
  });

  it('do not open with another key, nor with none', async () => {
    const sealed = reader.seal('segredo');
    await expect(secretReader(randomBytes(32)).text(sealed)).rejects.toThrow();
    await expect(secretReader(null).text(sealed)).rejects.toThrow(/SECRETS_KEY/);
    expect(() => secretReader(null).seal('segredo')).toThrow(/SECRETS_KEY/);
  });

  it('still read what is not sealed as a source: env:, or the value itself', async () => {
    process.env.SECRET_SOURCE_TEST = 'do-ambiente';
    expect(await reader.text('env:SECRET_SOURCE_TEST')).toBe('do-ambiente');
    expect(await reader.text('valor-direto')).toBe('valor-direto');
  });
});
