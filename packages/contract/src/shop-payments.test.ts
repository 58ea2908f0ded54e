import { describe, expect, it } from 'vitest';
import { parsePixKey, ZPixProviderInput } from './shop-payments.ts';

describe('a Pix key', () => {
  it('is read as DICT holds it, of each kind', () => {
    expect(parsePixKey('529.982.247-25')).toEqual({ kind: 'cpf', key: '52998224725' });
    expect(parsePixKey('11222333000181')).toEqual({ kind: 'cnpj', key: '11222333000181' });
    expect(parsePixKey('Loja@Exemplo.com.br')).toEqual({ kind: 'email', key: 'loja@exemplo.com.br' });
    expect(parsePixKey('+55 (11) 98765-4321')).toEqual({ kind: 'phone', key: '+5511987654321' });
    expect(parsePixKey('+55 11 3333-4444')).toEqual({ kind: 'phone', key: '+551133334444' });
    expect(parsePixKey('123E4567-E89B-12D3-A456-426614174000')).toEqual({
      kind: 'evp',
      key: '123e4567-e89b-12d3-a456-426614174000',
    });
  });

  it('is a phone as people type it without +55, and a valid CPF stays a CPF', () => {
    expect(parsePixKey('(19) 99876-5432')).toEqual({ kind: 'phone', key: '+5519998765432' });
    expect(parsePixKey('19 3232-4444')).toEqual({ kind: 'phone', key: '+551932324444' });
    expect(parsePixKey('11987654321')).toEqual({ kind: 'phone', key: '+5511987654321' });
    expect(parsePixKey('52998224725')).toEqual({ kind: 'cpf', key: '52998224725' });
    expect(parsePixKey('(19) 0876-5432')).toBeNull();
  });

  it('is none when its check digits, country or shape are wrong', () => {
    for (const wrong of ['529.982.247-26', '11222333000182', '119876543', '+1 415 555 0100', '+55 11', 'loja', '']) {
      expect(parsePixKey(wrong), wrong).toBeNull();
    }
    expect(parsePixKey(`${'a'.repeat(70)}@loja.com.br`)).toBeNull();
  });
});

describe('a provider as typed', () => {
  const provider = {
    base_url: 'https://pix.banco.com.br/api/v2',
    token_url: 'https://pix.banco.com.br/oauth/token',
    client_id: 'id',
    client_secret: '',
    tls: 'pem',
    tls_cert: '',
    tls_key: '',
    tls_pfx: '',
    tls_passphrase: '',
    pix_key: 'loja@exemplo.com.br',
  };

  it('takes https addresses, or a path (the sandbox PSP), and no other', () => {
    expect(ZPixProviderInput.safeParse(provider).success).toBe(true);
    expect(ZPixProviderInput.safeParse({ ...provider, base_url: '/dev/pix/api/v2' }).success).toBe(true);
    for (const url of ['http://pix.banco.com.br', 'https://user@pix.banco.com.br', 'pix.banco.com.br']) {
      expect(ZPixProviderInput.safeParse({ ...provider, base_url: url }).success, url).toBe(false);
    }
  });

  it('takes PEM files only as PEM, and a PKCS#12 only in base64', () => {
    expect(ZPixProviderInput.safeParse({ ...provider, tls_cert: 'not a pem' }).success).toBe(false);
    expect(ZPixProviderInput.safeParse({ ...provider, tls_key: '-----BEGIN CERTIFICATE-----' }).success).toBe(false);
    expect(ZPixProviderInput.safeParse({ ...provider, tls_pfx: 'não é base64!' }).success).toBe(false);
    expect(ZPixProviderInput.safeParse({ ...provider, tls_pfx: 'QUJD\nREVG' }).success).toBe(true);
  });
});
