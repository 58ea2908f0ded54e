import { describe, expect, it } from 'vitest';
import IMask from 'imask';
import { masks } from '@delivery/contract/constants';
import {
  applyMask,
  canSubmitPasswordLogin,
  canSubmitSingleInput,
  codeMask,
  cpfMask,
  isCompleteCode,
  isCompleteCpf,
  isCompletePhone,
  phoneMask,
  splitPhone,
  toIMaskPattern,
} from './input-rules.ts';

describe('masks', () => {
  it('turns docs/product.md masks into IMask patterns', () => {
    expect(toIMaskPattern(masks.phone)).toBe('(00) 00000-0000');
    expect(cpfMask).toBe('000.000.000-00');
    expect(codeMask).toBe('0000');
  });

  it('masks typed digits the way the inputs do', () => {
    expect(IMask.pipe('11987654321', { mask: phoneMask })).toBe('(11) 98765-4321');
    expect(IMask.pipe('52998224725', { mask: cpfMask })).toBe('529.982.247-25');
    expect(IMask.pipe('12a34567', { mask: codeMask })).toBe('1234');
  });

  it('applies a mask to prefilled values, dropping the excess', () => {
    expect(applyMask('11987654321', masks.phone)).toBe('(11) 98765-4321');
    expect(applyMask('+55 (11) 98765-4321', masks.phone)).toBe('(55) 11987-6543');
    expect(applyMask('1198', masks.phone)).toBe('(11) 98');
    expect(applyMask('', masks.phone)).toBe('');
  });
});

describe('enable rules', () => {
  it('enables SMS "Continuar" only at 15 characters', () => {
    expect(isCompletePhone('(11) 98765-432')).toBe(false);
    expect(isCompletePhone('(11) 98765-4321')).toBe(true);
  });

  it('enables the CPF button only at 14 characters', () => {
    expect(isCompleteCpf('529.982.247-2')).toBe(false);
    expect(isCompleteCpf('529.982.247-25')).toBe(true);
    expect(canSubmitSingleInput('CPF', '529.982.247-25')).toBe(true);
    expect(canSubmitSingleInput('CPF', '529.982.247')).toBe(false);
  });

  it('wants exactly 4 digits of code', () => {
    expect(isCompleteCode('123')).toBe(false);
    expect(isCompleteCode('1234')).toBe(true);
    expect(isCompleteCode('12a4')).toBe(false);
  });

  it('enables "Entrar" once identifier and password are both filled', () => {
    expect(canSubmitPasswordLogin('', 'x')).toBe(false);
    expect(canSubmitPasswordLogin('   ', 'x')).toBe(false);
    expect(canSubmitPasswordLogin('ana@example.com', '')).toBe(false);
    expect(canSubmitPasswordLogin('ana@example.com', 'x')).toBe(true);
  });

  it('takes a comanda of digits and any non-blank name', () => {
    expect(canSubmitSingleInput('NUMERO', '42')).toBe(true);
    expect(canSubmitSingleInput('NUMERO', '4a')).toBe(false);
    expect(canSubmitSingleInput('NUMERO', '')).toBe(false);
    expect(canSubmitSingleInput('TEXTO', ' Ana ')).toBe(true);
    expect(canSubmitSingleInput('TEXTO', '  ')).toBe(false);
  });
});

describe('splitPhone', () => {
  it('splits a masked phone into area code and number', () => {
    expect(splitPhone('(11) 98765-4321')).toEqual({ phone_ddd: '11', phone_number: '987654321' });
  });
});
