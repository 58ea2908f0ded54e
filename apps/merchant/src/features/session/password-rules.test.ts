import { describe, expect, it } from 'vitest';
import { newPasswordError } from './password-rules.ts';

describe('newPasswordError', () => {
  it('asks for both fields, eight characters, and the same text twice', () => {
    expect(newPasswordError('', '')).toBe('Por favor preencha todos os campos');
    expect(newPasswordError('abcdef', '')).toBe('Por favor preencha todos os campos');
    expect(newPasswordError('abcdefg', 'abcdefg')).toBe('A senha precisa de ao menos 8 caracteres');
    expect(newPasswordError('abcdefgh', 'abcdefgi')).toBe('As senhas não conferem');
    expect(newPasswordError('abcdefgh', 'abcdefgh')).toBeNull();
  });

  it('lets an invitation go without a password, but not with half of one', () => {
    expect(newPasswordError('', '', true)).toBeNull();
    expect(newPasswordError('abcdef', '', true)).toBe('Por favor preencha todos os campos');
  });
});
