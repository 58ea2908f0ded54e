import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it("are made at OWASP's scrypt minimum, and verify only the password they were made from", async () => {
    const stored = await hashPassword('senha-forte-1', 'owasp');
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('senha-forte-1', stored, 'owasp')).toBe(true);
    expect(await verifyPassword('senha-forte-2', stored, 'owasp')).toBe(false);
    expect(needsRehash(stored, 'owasp')).toBe(false);
  });

  it('keep their own cost: a light one verifies on an OWASP server, which makes it again', async () => {
    const light = await hashPassword('senha-forte-1', 'light');
    expect(light).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('senha-forte-1', light, 'owasp')).toBe(true);
    expect(needsRehash(light, 'owasp')).toBe(true);
    expect(needsRehash(light, 'light')).toBe(false);
  });

  it('refuse a missing or foreign hash', async () => {
    expect(await verifyPassword('senha-forte-1', null, 'light')).toBe(false);
    expect(await verifyPassword('senha-forte-1', '$2b$10$bcrypt', 'light')).toBe(false);
    expect(needsRehash('$2b$10$bcrypt', 'light')).toBe(true);
  });
});
