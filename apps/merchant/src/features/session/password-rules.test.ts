import { describe, expect, it } from 'vitest';
import { newPasswordError } from './password-rules.ts';

describe('newPasswordError', () => {
  it('asks for both fields, six characters, and the same text twice', () => {
    expect(newPasswordError('', '')).toBe('Por favor preencha todos os campos');
    expect(newPasswordError('abcdef', '')).toBe('Por favor preencha todos os campos');
    expect(newPasswordError('abc', 'abc')).toBe('A senha precisa de ao menos 6 caracteres');
    expect(newPasswordError('abcdef', 'abcdeg')).toBe('As senhas não conferem');
    expect(newPasswordError('abcdef', 'abcdef')).toBeNull();
  });

  it('lets an invitation go without a password, but not with half of one', () => {
    expect(newPasswordError('', '', true)).toBeNull();
    expect(newPasswordError('abcdef', '', true)).toBe('Por favor preencha todos os campos');
  });
});
