import { describe, expect, it } from 'vitest';
import { cardFailed, cardName, challengeOrigin, isChallengeEnd } from './card-payment.ts';

describe('a card paid in the app on its order’s page', () => {
  it('is named by brand and last digits', () => {
    expect(cardName({ brand: 'Visa', last_four: '4242' })).toBe('Visa\u00a0••••\u00a04242');
    expect(cardName({ brand: 'Elo', last_four: null })).toBe('Elo');
  });

  it('hears the end of the bank’s page only from that page’s origin', () => {
    const origin = challengeOrigin('/dev/mercadopago/3ds/challenge', 'https://loja.exemplo.com.br/orders/1');
    expect(origin).toBe('https://loja.exemplo.com.br');
    const end = { type: 'mercadopago-3ds', status: 'approved' };
    expect(isChallengeEnd({ origin, data: end }, origin)).toBe(true);
    expect(isChallengeEnd({ origin: 'https://outro.example', data: end }, origin)).toBe(false);
    expect(isChallengeEnd({ origin, data: { type: 'other' } }, origin)).toBe(false);
    expect(isChallengeEnd({ origin, data: 'mercadopago-3ds' }, origin)).toBe(false);
    expect(isChallengeEnd({ origin, data: null }, origin)).toBe(false);
  });

  it('failed when refused or cancelled, not while pending or once approved', () => {
    const card = { brand: 'Visa', last_four: '4242', message: '', challenge: null };
    expect(cardFailed({ ...card, outcome: 'refused' })).toBe(true);
    expect(cardFailed({ ...card, outcome: 'cancelled' })).toBe(true);
    expect(cardFailed({ ...card, outcome: 'in_review' })).toBe(false);
    expect(cardFailed({ ...card, outcome: 'approved' })).toBe(false);
    expect(cardFailed(null)).toBe(false);
  });
});
