import { shopPaymentMethods } from '@delivery/contract/catalog-constants';
import type { TShopPayments } from '@delivery/contract/shop-payments';
import { describe, expect, it } from 'vitest';
import {
  base64Of,
  formOf,
  inputOf,
  isChanged,
  paymentsIssues,
  toggledFlag,
  type PaymentsForm,
} from './payments-form.ts';

const saved: TShopPayments = {
  payment_methods: ['cash', 'card_on_delivery', 'pix'],
  cash_change: true,
  card_flags: [3, 1, 2],
  pix_key: 'pedidos@loja.com.br',
  provider: {
    base_url: 'https://pix.banco.com.br/api/v2',
    token_url: 'https://pix.banco.com.br/oauth/token',
    client_id: 'loja-123',
    tls: 'pem',
    pix_key: '11222333000181',
    secrets_set: { client_secret: true, tls_cert: true, tls_key: true, tls_pfx: false, tls_passphrase: false },
  },
};

const withProvider = (form: PaymentsForm, fields: Partial<PaymentsForm['provider']>): PaymentsForm => ({
  ...form,
  provider: { ...form.provider, ...fields },
});

describe('the payments form', () => {
  it('sends back what it was filled with, the stored secrets as empty (kept)', () => {
    const form = formOf(saved);
    expect(inputOf(form)).toEqual({
      payment_methods: ['cash', 'card_on_delivery', 'pix'],
      cash_change: true,
      card_flags: [1, 2, 3],
      pix_key: 'pedidos@loja.com.br',
      provider: {
        base_url: 'https://pix.banco.com.br/api/v2',
        token_url: 'https://pix.banco.com.br/oauth/token',
        client_id: 'loja-123',
        client_secret: '',
        tls: 'pem',
        tls_cert: '',
        tls_key: '',
        tls_pfx: '',
        tls_passphrase: '',
        pix_key: '11222333000181',
      },
    });
    expect(isChanged(formOf(saved), form)).toBe(false);
    expect(paymentsIssues(form, false)).toBeNull();
  });

  it('changes when a method is turned off or a secret is typed, and sends only the TLS mode’s files', () => {
    const base = formOf(saved);
    const noCash = { ...base, methods: { ...base.methods, cash: false } };
    expect(isChanged(noCash, base)).toBe(true);
    expect(inputOf(noCash).payment_methods).toEqual(['card_on_delivery', 'pix']);
    const typed = withProvider(base, { secrets: { ...base.provider.secrets, client_secret: 'novo', tls_pfx: 'QUJD' } });
    expect(isChanged(typed, base)).toBe(true);
    expect(inputOf(typed).provider).toMatchObject({ client_secret: 'novo', tls_pfx: '' });
    expect(inputOf({ ...base, ownProvider: false }).provider).toBeNull();
  });

  it('switches only the methods a shop turns on itself, never the card paid in the app', () => {
    const base = formOf(saved);
    expect(Object.keys(base.methods).sort()).toEqual([...shopPaymentMethods].sort());
    expect(Object.keys(base.methods)).not.toContain('card_online');
    // Held in another order, sent in the contract's.
    const pixThenCash = { ...base, methods: { pix: true, card_on_delivery: false, cash: true } };
    expect(inputOf(pixThenCash).payment_methods).toEqual(['cash', 'pix']);
  });

  it('ticks flags in one order and unticks them', () => {
    expect(toggledFlag([1, 3], 2, true)).toEqual([1, 2, 3]);
    expect(toggledFlag([1, 2, 3], 2, true)).toEqual([1, 2, 3]);
    expect(toggledFlag([1, 2, 3], 2, false)).toEqual([1, 3]);
  });

  it('says what the contract refuses, where it shows', () => {
    const base = formOf(saved);
    const none = { ...base, methods: { cash: false, card_on_delivery: false, pix: false } };
    expect(paymentsIssues(none, false)).toMatchObject({ methods: 'Deixe ao menos uma forma de pagamento ligada' });
    expect(paymentsIssues({ ...base, cardFlags: [] }, false)).toMatchObject({
      cardFlags: 'Marque ao menos uma bandeira de cartão',
    });
    expect(paymentsIssues({ ...base, pixKey: '123' }, false)).toMatchObject({
      pixKey: 'Chave Pix inválida: use CPF, CNPJ, e-mail, celular ou chave aleatória',
    });
    expect(paymentsIssues(withProvider(base, { baseUrl: 'http://pix.banco.com.br' }), false)).toMatchObject({
      provider: { baseUrl: 'Use um endereço https://' },
    });
  });

  it('needs a key or a provider for Pix, the profile’s provider counting', () => {
    const keyless = { ...formOf(saved), pixKey: '', ownProvider: false };
    expect(paymentsIssues(keyless, false)).toMatchObject({
      pixKey: 'Para aceitar Pix, informe a chave Pix da loja ou um provedor Pix',
    });
    expect(paymentsIssues(keyless, true)).toBeNull();
  });

  it('needs each secret of a new provider, or of a new TLS mode, typed or stored', () => {
    const fresh = formOf({ ...saved, provider: null });
    const typedIn = withProvider(
      { ...fresh, ownProvider: true },
      {
        baseUrl: 'https://psp.com.br/v2',
        tokenUrl: 'https://psp.com.br/token',
        clientId: 'id',
        pixKey: '+5511987654321',
      },
    );
    expect(paymentsIssues(typedIn, false)?.provider).toEqual({ client_secret: 'Informe o client secret.' });
    const pfx = withProvider(formOf(saved), { tls: 'pfx' });
    expect(paymentsIssues(pfx, false)?.provider).toEqual({
      tls_pfx: 'Escolha o arquivo PKCS#12.',
    });
    const pfxGiven = withProvider(pfx, { secrets: { ...pfx.provider.secrets, tls_pfx: 'QUJD' } });
    expect(paymentsIssues(pfxGiven, false)).toBeNull();
  });

  it('turns a file’s bytes into base64', () => {
    expect(base64Of(new TextEncoder().encode('PKCS#12'))).toBe(btoa('PKCS#12'));
    const large = new Uint8Array(100_000).fill(65);
    expect(base64Of(large)).toBe(btoa('A'.repeat(100_000)));
  });
});
