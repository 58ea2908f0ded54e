import { describe, expect, it } from 'vitest';
import { parseProductsList } from '@delivery/contract/checkout';
import {
  buildDraft,
  buildSaveBody,
  cardTypesOf,
  changeProblem,
  cpfProblem,
  guardStep,
  parseMoneyInput,
  placeBlocker,
  type CheckoutCart,
  type Payment,
} from './order-draft.ts';

const cart: CheckoutCart = {
  shop_id: 1000,
  shop_name: 'Forno da Nonna',
  lines: [
    {
      product_id: 10,
      quantity: 2,
      options: { 30: [301, 305], 40: [401] },
      option_names: ['1/2 Calabresa', '1/2 Mussarela', 'Borda Catupiry'],
      notes: 'Bem assada',
      name: 'Pizza meio a meio',
      unit_price: 0.1,
    },
    { product_id: 11, quantity: 1, options: {}, option_names: [], notes: '', name: 'Água', unit_price: 0.2 },
  ],
};

const base = { profileId: 1, token: 'tok', cart };
const totals = { total_products: 60.8, delivery_price: 6.99, discount: 5, cashback: 1.5, order_total: 61.29 };

describe('buildDraft', () => {
  it('sends the lines with their option ids in one list, and the bag’s own sums before the server has answered', () => {
    const draft = buildDraft({
      ...base,
      choices: { delivery: { kind: 'delivery', addressId: 7 }, scheduleId: null, couponCode: null, useCashback: false },
      totals: null,
    });
    expect(parseProductsList(draft.products_list)).toEqual([
      { productId: 10, quantity: 2, optionIds: [301, 305, 401] },
      { productId: 11, quantity: 1, optionIds: [] },
    ]);
    // 2 × 0,10 + 0,20 in cents, not 0.30000000000000004.
    expect(draft).toMatchObject({
      profile_id: 1,
      token: 'tok',
      shop_id: 1000,
      total_products: 0.4,
      delivery_price_shop: 0,
      order_total: 0.4,
      address_id: 7,
      schedule_id: null,
    });
    expect(draft).not.toHaveProperty('coupon_code');
    expect(draft).not.toHaveProperty('use_cashback');
  });

  it('sends the totals the server gave, pickup as a null address, the slot, the coupon and the cashback', () => {
    const draft = buildDraft({
      ...base,
      choices: {
        delivery: { kind: 'pickup' },
        scheduleId: '2026-11-21T19:30',
        couponCode: 'PEDEJA5',
        useCashback: true,
      },
      totals,
    });
    expect(draft).toMatchObject({
      total_products: 60.8,
      delivery_price_shop: 6.99,
      order_total: 61.29,
      address_id: null,
      schedule_id: '2026-11-21T19:30',
      coupon_code: 'PEDEJA5',
      use_cashback: 1,
    });
  });
});

describe('buildSaveBody', () => {
  const draft = buildDraft({
    ...base,
    choices: { delivery: { kind: 'delivery', addressId: 7 }, scheduleId: null, couponCode: null, useCashback: false },
    totals,
  });
  const save = (payment: Payment & { method: NonNullable<Payment['method']> }, confirmed = false, cpf = '') =>
    buildSaveBody(draft, { idempotencyKey: 'key-123456', payment, cpf, lines: cart.lines, confirmed });

  it('asks for the WhatsApp updates only when the customer ticked them', () => {
    const cash = { method: 'cash', changeFor: '', cardFlagId: null, cardType: null } as const;
    expect(
      buildSaveBody(draft, {
        idempotencyKey: 'key-123456',
        payment: cash,
        cpf: '',
        lines: cart.lines,
        confirmed: false,
        whatsAppUpdates: true,
      }),
    ).toMatchObject({ whatsapp_updates: 1 });
    expect(save(cash)).not.toHaveProperty('whatsapp_updates');
  });

  it('cash carries the note for change in reais; card and Pix do not', () => {
    expect(save({ method: 'cash', changeFor: '100,00', cardFlagId: 3, cardType: null })).toMatchObject({
      payment_method: 'cash',
      change_for: 100,
      idempotency_key: 'key-123456',
      notes: ['Bem assada', ''],
      accept_policy: 1,
    });
    expect(save({ method: 'cash', changeFor: '', cardFlagId: null, cardType: null })).not.toHaveProperty('change_for');
    const card = save({ method: 'card_on_delivery', changeFor: '100', cardFlagId: 2, cardType: null });
    expect(card).toMatchObject({ payment_method: 'card_on_delivery', card_flag_id: 2 });
    expect(card).not.toHaveProperty('change_for');
    expect(card).not.toHaveProperty('card_type');
    const debit = save({ method: 'card_on_delivery', changeFor: '', cardFlagId: 2, cardType: 'debit' });
    expect(debit).toMatchObject({ card_flag_id: 2, card_type: 'debit' });
    const pix = save({ method: 'pix', changeFor: '100', cardFlagId: 2, cardType: 'credit' });
    expect(pix).not.toHaveProperty('card_type');
    expect(pix).not.toHaveProperty('change_for');
    expect(pix).not.toHaveProperty('card_flag_id');
  });

  it('a card in the app carries its flag, type and token, and the saved card or whether to save it', () => {
    const onlineCard = {
      flagId: 2,
      cardType: 'debit' as const,
      token: 'tok-12345678',
      saveCard: true,
      savedCardId: null,
    };
    const payment = { method: 'card_online' as const, changeFor: '', cardFlagId: null, cardType: null };
    const body = buildSaveBody(draft, {
      idempotencyKey: 'key-123456',
      payment,
      cpf: '',
      lines: cart.lines,
      confirmed: false,
      card: onlineCard,
    });
    expect(body).toMatchObject({
      payment_method: 'card_online',
      card_flag_id: 2,
      card_type: 'debit',
      card_token: 'tok-12345678',
      save_card: true,
    });
    expect(body).not.toHaveProperty('saved_card_id');
    const saved = buildSaveBody(draft, {
      idempotencyKey: 'key-123456',
      payment,
      cpf: '',
      lines: cart.lines,
      confirmed: false,
      card: { ...onlineCard, saveCard: false, savedCardId: 9 },
    });
    expect(saved).toMatchObject({ saved_card_id: 9, card_token: 'tok-12345678' });
    expect(saved).not.toHaveProperty('save_card');
    // A card left over from another choice is never sent with another way to pay.
    const pix = buildSaveBody(draft, {
      idempotencyKey: 'key-123456',
      payment: { ...payment, method: 'pix' },
      cpf: '',
      lines: cart.lines,
      confirmed: false,
      card: onlineCard,
    });
    expect(pix).not.toHaveProperty('card_token');
  });

  it('carries confirmed only after “Estou ciente”, and the CPF only when typed', () => {
    expect(save({ method: 'pix', changeFor: '', cardFlagId: null, cardType: null })).not.toHaveProperty('confirmed');
    expect(save({ method: 'pix', changeFor: '', cardFlagId: null, cardType: null })).not.toHaveProperty(
      'cpf_on_receipt',
    );
    expect(
      save({ method: 'pix', changeFor: '', cardFlagId: null, cardType: null }, true, '529.982.247-25'),
    ).toMatchObject({
      confirmed: 1,
      cpf_on_receipt: '529.982.247-25',
    });
  });
});

describe('cardTypesOf', () => {
  const groups = [
    { group: 'cash' as const, label: 'Dinheiro', accepts_change: true, flags: [] },
    {
      group: 'card_on_delivery' as const,
      label: 'Cartão na entrega',
      accepts_change: false,
      flags: [
        { flag_id: 1, name: 'Visa', card_types: ['credit' as const, 'debit' as const] },
        { flag_id: 6, name: 'VR Refeição', card_types: [] },
      ],
    },
  ];

  it('answers how the chosen flag is charged, nothing before a flag or for a meal voucher', () => {
    expect(cardTypesOf(groups, 1)).toEqual(['credit', 'debit']);
    expect(cardTypesOf(groups, 6)).toEqual([]);
    expect(cardTypesOf(groups, null)).toEqual([]);
    expect(cardTypesOf([], 1)).toEqual([]);
  });
});

describe('troco', () => {
  it('reads amounts as Brazilians type them', () => {
    expect(parseMoneyInput('100')).toBe(10_000);
    expect(parseMoneyInput('100,5')).toBe(10_050);
    expect(parseMoneyInput('R$ 1.000,00')).toBe(100_000);
    expect(parseMoneyInput('1.000')).toBe(100_000);
    expect(parseMoneyInput('80.50')).toBe(8_050);
    expect(parseMoneyInput('dez')).toBeNull();
    expect(parseMoneyInput('10,555')).toBeNull();
    expect(parseMoneyInput('')).toBeNull();
  });

  it('is optional, and when given must exceed the total', () => {
    expect(changeProblem('', 6_129)).toBeNull();
    expect(changeProblem('100', 6_129)).toBeNull();
    expect(changeProblem('61,29', 6_129)).toBe('too-small');
    expect(changeProblem('50', 6_129)).toBe('too-small');
    expect(changeProblem('cem', 6_129)).toBe('invalid');
  });
});

describe('placeBlocker', () => {
  const ready = {
    delivery: { kind: 'pickup' as const },
    scheduleReady: true,
    payment: { method: 'pix' as const, changeFor: '', cardFlagId: null, cardType: null },
    cardTypes: [] as const,
    totalCents: 6_129,
    cpf: '',
    acceptedPolicy: true,
  };

  it('lets a complete order go', () => {
    expect(placeBlocker(ready)).toBeNull();
  });

  it('names the first thing to fix', () => {
    expect(placeBlocker({ ...ready, delivery: null, acceptedPolicy: false })).toBe('delivery');
    expect(placeBlocker({ ...ready, scheduleReady: false })).toBe('schedule');
    expect(placeBlocker({ ...ready, payment: { method: null, changeFor: '', cardFlagId: null, cardType: null } })).toBe(
      'payment',
    );
    expect(
      placeBlocker({
        ...ready,
        payment: { method: 'card_on_delivery', changeFor: '', cardFlagId: null, cardType: null },
      }),
    ).toBe('card-flag');
    const visa = { method: 'card_on_delivery' as const, changeFor: '', cardFlagId: 1, cardType: null };
    expect(placeBlocker({ ...ready, payment: visa, cardTypes: ['credit', 'debit'] })).toBe('card-type');
    expect(
      placeBlocker({ ...ready, payment: { ...visa, cardType: 'debit' }, cardTypes: ['credit', 'debit'] }),
    ).toBeNull();
    // A meal voucher is neither credit nor debit: nothing more to choose.
    expect(placeBlocker({ ...ready, payment: visa, cardTypes: [] })).toBeNull();
    expect(
      placeBlocker({ ...ready, payment: { method: 'cash', changeFor: '50', cardFlagId: null, cardType: null } }),
    ).toBe('change-too-small');
    expect(
      placeBlocker({ ...ready, payment: { method: 'cash', changeFor: 'x', cardFlagId: null, cardType: null } }),
    ).toBe('change-invalid');
    const online = { method: 'card_online' as const, changeFor: '', cardFlagId: null, cardType: null };
    expect(placeBlocker({ ...ready, payment: online })).toBe('card-online-loading');
    expect(placeBlocker({ ...ready, payment: online, cardProblem: 'brand' })).toBe('card-online-brand');
    expect(placeBlocker({ ...ready, payment: online, cardProblem: null })).toBeNull();
    expect(placeBlocker({ ...ready, cardProblem: 'fields' })).toBeNull();
    expect(placeBlocker({ ...ready, cpf: '111.111.111-11' })).toBe('cpf');
    expect(placeBlocker({ ...ready, acceptedPolicy: false })).toBe('policy');
  });

  it('checks a typed CPF’s digits', () => {
    expect(cpfProblem('')).toBe(false);
    expect(cpfProblem('529.982.247-25')).toBe(false);
    expect(cpfProblem('529.982.247-2')).toBe(true);
  });
});

describe('guardStep (docs/product.md section 4)', () => {
  it('goes on at 0, asks at 9, goes back at 2', () => {
    expect(guardStep({ error_type: 0, message: 'ok' })).toEqual({ kind: 'proceed' });
    expect(guardStep({ error_type: 9, message: 'fechada' })).toEqual({ kind: 'confirm', message: 'fechada' });
    expect(guardStep({ error_type: 2, message: 'mínimo' })).toEqual({ kind: 'back-to-shop', message: 'mínimo' });
  });

  it('shows new totals at 15, and refuses anything else with the server’s message', () => {
    expect(guardStep({ error_type: 15, message: 'mudou', totals })).toEqual({
      kind: 'prices-changed',
      message: 'mudou',
      totals,
    });
    expect(guardStep({ error_type: 15, message: 'mudou' })).toEqual({ kind: 'refuse', message: 'mudou' });
    expect(guardStep({ error_type: 14, message: 'cupom' })).toEqual({ kind: 'refuse', message: 'cupom' });
    expect(guardStep({ error_type: 4, message: 'sessão' })).toEqual({ kind: 'refuse', message: 'sessão' });
  });
});
