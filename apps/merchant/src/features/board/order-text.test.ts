import { describe, expect, it } from 'vitest';
import { boardOrder } from './board-order.fixture.ts';
import {
  changeText,
  changeToBring,
  mayMarkPaid,
  mayMarkRefunded,
  nextStep,
  optionLines,
  paidText,
  partRefundText,
  paymentText,
  promisedAt,
  addressLines,
  refundOnCancelText,
  refundText,
} from './order-text.ts';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('changeToBring', () => {
  it('is the note less the total, in cents, for cash', () => {
    expect(changeToBring(boardOrder())).toBe(3010);
    expect(nbsp(changeText(boardOrder())!)).toBe('Levar troco de R$ 30,10');
  });

  it('adds no float error on amounts like 0.1 + 0.2', () => {
    const order = boardOrder({
      payment: {
        method: 'cash',
        change_for: 50,
        card_flag: null,
        card_type: null,
        paid: false,
        refund_if_cancelled: null,
        refund: null,
        card: null,
        refundable: null,
        charged_back: false,
      },
      totals: { total_products: 40.1, delivery_price: 0.2, discount: 0, cashback: 0, order_total: 40.3 },
    });
    expect(changeToBring(order)).toBe(970);
  });

  it('is null once the cash is paid', () => {
    expect(
      changeToBring(
        boardOrder({
          payment: {
            method: 'cash',
            change_for: 100,
            card_flag: null,
            card_type: null,
            paid: true,
            refund_if_cancelled: null,
            refund: null,
            card: null,
            refundable: null,
            charged_back: false,
          },
        }),
      ),
    ).toBeNull();
  });

  it('is null without a note, with the exact amount, and for other payments', () => {
    expect(
      changeToBring(
        boardOrder({
          payment: {
            method: 'cash',
            change_for: null,
            card_flag: null,
            card_type: null,
            paid: false,
            refund_if_cancelled: null,
            refund: null,
            card: null,
            refundable: null,
            charged_back: false,
          },
        }),
      ),
    ).toBeNull();
    expect(
      changeToBring(
        boardOrder({
          payment: {
            method: 'cash',
            change_for: 69.9,
            card_flag: null,
            card_type: null,
            paid: false,
            refund_if_cancelled: null,
            refund: null,
            card: null,
            refundable: null,
            charged_back: false,
          },
        }),
      ),
    ).toBeNull();
    expect(
      changeToBring(
        boardOrder({
          payment: {
            method: 'pix',
            change_for: 100,
            card_flag: null,
            card_type: null,
            paid: true,
            refund_if_cancelled: null,
            refund: null,
            card: null,
            refundable: null,
            charged_back: false,
          },
        }),
      ),
    ).toBeNull();
    expect(
      changeText(
        boardOrder({
          payment: {
            method: 'cash',
            change_for: null,
            card_flag: null,
            card_type: null,
            paid: false,
            refund_if_cancelled: null,
            refund: null,
            card: null,
            refundable: null,
            charged_back: false,
          },
        }),
      ),
    ).toBeNull();
  });
});

describe('paymentText', () => {
  it('names the method, the card flag, credit or debit, and whether a Pix is paid', () => {
    expect(paymentText(boardOrder())).toBe('Dinheiro');
    expect(
      paymentText(
        boardOrder({
          payment: {
            method: 'card_on_delivery',
            change_for: null,
            card_flag: 'Visa',
            card_type: null,
            paid: false,
            refund_if_cancelled: null,
            refund: null,
            card: null,
            refundable: null,
            charged_back: false,
          },
        }),
      ),
    ).toBe('Cartão na entrega · Visa');
    expect(
      paymentText(
        boardOrder({
          payment: {
            method: 'card_on_delivery',
            change_for: null,
            card_flag: 'Elo',
            card_type: 'debit',
            paid: false,
            refund_if_cancelled: null,
            refund: null,
            card: null,
            refundable: null,
            charged_back: false,
          },
        }),
      ),
    ).toBe('Cartão de débito na entrega · Elo');
    expect(
      paymentText(
        boardOrder({
          payment: {
            method: 'card_on_delivery',
            change_for: null,
            card_flag: 'Visa',
            card_type: 'credit',
            paid: false,
            refund_if_cancelled: null,
            refund: null,
            card: null,
            refundable: null,
            charged_back: false,
          },
        }),
      ),
    ).toBe('Cartão de crédito na entrega · Visa');
    expect(
      paymentText(
        boardOrder({
          payment: {
            method: 'card_on_delivery',
            change_for: null,
            card_flag: null,
            card_type: null,
            paid: false,
            refund_if_cancelled: null,
            refund: null,
            card: null,
            refundable: null,
            charged_back: false,
          },
        }),
      ),
    ).toBe('Cartão na entrega');
    expect(
      paymentText(
        boardOrder({
          payment: {
            method: 'pix',
            change_for: null,
            card_flag: null,
            card_type: null,
            paid: true,
            refund_if_cancelled: null,
            refund: null,
            card: null,
            refundable: null,
            charged_back: false,
          },
        }),
      ),
    ).toBe('Pix pago');
    expect(
      paymentText(
        boardOrder({
          payment: {
            method: 'pix',
            change_for: null,
            card_flag: null,
            card_type: null,
            paid: false,
            refund_if_cancelled: null,
            refund: null,
            card: null,
            refundable: null,
            charged_back: false,
          },
        }),
      ),
    ).toBe('Pix aguardando pagamento');
  });
});

describe('a card paid in the app', () => {
  const cardOnline = (payment: Partial<ReturnType<typeof boardOrder>['payment']>) =>
    boardOrder({
      payment: { ...boardOrder().payment, method: 'card_online', change_for: null, card_type: 'credit', ...payment },
    });

  it('reads "Cartão pelo app" with its brand and last digits, never as a card on delivery', () => {
    const card = { brand: 'Mastercard', last_four: '6351' };
    expect(paymentText(cardOnline({ card_flag: 'Mastercard', card }))).toBe('Cartão pelo app · Mastercard final 6351');
    // Before the gateway names the digits, the brand the customer picked.
    expect(paymentText(cardOnline({ card_flag: 'Mastercard', card: { ...card, last_four: null } }))).toBe(
      'Cartão pelo app · Mastercard',
    );
    expect(paymentText(cardOnline({ card_flag: 'Visa', card: null }))).toBe('Cartão pelo app · Visa');
    expect(paymentText(cardOnline({ card_flag: null, card: null }))).toBe('Cartão pelo app');
  });

  it('is paid, or awaits the gateway with nothing for the courier to collect', () => {
    expect(paidText(cardOnline({ paid: true }))).toBe('Pago');
    expect(paidText(cardOnline({ paid: false }))).toBe('Aguardando pagamento');
    expect(paidText(boardOrder())).toBe('A receber');
    expect(paidText(boardOrder({ payment: { ...boardOrder().payment, paid: true } }))).toBe('Pago');
    expect(paidText(boardOrder({ payment: { ...boardOrder().payment, method: 'pix' } }))).toBeNull();
  });

  it('goes back to the card through the gateway when the order is cancelled', () => {
    const refund = { amount: 69.9, by: 'provider', refunded_at: null } as const;
    const pending = cardOnline({ paid: true, refund: { ...refund, status: 'processing' } });
    expect(nbsp(refundText(pending)!)).toBe('Estorno de R$ 69,90 no cartão em andamento');
    const done = cardOnline({
      paid: true,
      refund: { ...refund, status: 'refunded', refunded_at: '2026-05-21T23:00:00Z' },
    });
    expect(nbsp(refundText(done)!)).toBe('Estorno de R$ 69,90 feito no cartão do cliente');
    expect(mayMarkRefunded(done)).toBe(false);
    expect(nbsp(refundOnCancelText(cardOnline({ paid: true, refund_if_cancelled: 'provider' }))!)).toBe(
      'O cliente já pagou R$ 69,90 com cartão pelo app: o valor é estornado no cartão dele automaticamente.',
    );
  });
});

describe('partRefundText', () => {
  const refund = { amount: 20, by: 'provider', refunded_at: null } as const;
  const cardOnline = (status: 'preparing' | 'delivered' | 'cancelled', refundStatus: 'pending' | 'refunded') =>
    boardOrder({
      status,
      payment: {
        ...boardOrder().payment,
        method: 'card_online',
        paid: true,
        refund: { ...refund, status: refundStatus },
      },
    });

  it('says what went back of an order still running or delivered, and whether it is on its way', () => {
    expect(nbsp(partRefundText(cardOnline('preparing', 'pending'))!)).toBe('Estorno de R$ 20,00 em andamento');
    expect(nbsp(partRefundText(cardOnline('delivered', 'refunded'))!)).toBe('Estornado R$ 20,00');
  });

  it("leaves a cancelled order's refund to refundText, and says nothing when nothing went back", () => {
    expect(partRefundText(cardOnline('cancelled', 'refunded'))).toBeNull();
    expect(partRefundText(boardOrder())).toBeNull();
  });
});

describe('nextStep', () => {
  it('says the next step of a delivery', () => {
    expect(nextStep({ delivery_type: 'delivery', status: 'accepted' })).toEqual({
      status: 'preparing',
      label: 'Iniciar preparo',
    });
    expect(nextStep({ delivery_type: 'delivery', status: 'preparing' })).toEqual({
      status: 'out_for_delivery',
      label: 'Saiu para entrega',
    });
    expect(nextStep({ delivery_type: 'delivery', status: 'out_for_delivery' })).toEqual({
      status: 'delivered',
      label: 'Entregue',
    });
  });

  it('says the next step of a pickup', () => {
    expect(nextStep({ delivery_type: 'pickup', status: 'preparing' })).toEqual({
      status: 'ready_for_pickup',
      label: 'Pronto para retirada',
    });
    expect(nextStep({ delivery_type: 'pickup', status: 'ready_for_pickup' })).toEqual({
      status: 'picked_up',
      label: 'Retirado',
    });
  });

  it('has none for a new order (it is accepted) nor a finished one', () => {
    for (const status of ['received', 'delivered', 'picked_up', 'cancelled'] as const) {
      expect(nextStep({ delivery_type: 'delivery', status })).toBeNull();
      expect(nextStep({ delivery_type: 'pickup', status })).toBeNull();
    }
  });
});

describe('mayMarkPaid', () => {
  it('offers it while an order the shop took is unpaid, never on a new or cancelled one', () => {
    expect(mayMarkPaid(boardOrder({ status: 'accepted' }))).toBe(true);
    expect(mayMarkPaid(boardOrder({ status: 'delivered' }))).toBe(true);
    expect(mayMarkPaid(boardOrder({ status: 'received' }))).toBe(false);
    expect(mayMarkPaid(boardOrder({ status: 'cancelled' }))).toBe(false);
    expect(
      mayMarkPaid(
        boardOrder({
          payment: {
            method: 'pix',
            change_for: null,
            card_flag: null,
            card_type: null,
            paid: true,
            refund_if_cancelled: null,
            refund: null,
            card: null,
            refundable: null,
            charged_back: false,
          },
        }),
      ),
    ).toBe(false);
  });
});

describe('optionLines', () => {
  it('shows the flavours of a half-and-half as shares, and other groups as a list', () => {
    expect(optionLines(boardOrder().items[0]!)).toEqual([
      { group: 'Sabores', text: '½ Calabresa + ½ Margherita' },
      { group: 'Borda', text: 'Catupiry' },
    ]);
    expect(
      optionLines({
        options: ['A', 'B', 'C', 'D'].map((option) => ({ group: 'Sabores', option, price: 0 })),
      })[0]!.text,
    ).toBe('¼ A + ¼ B + ¼ C + ¼ D');
  });

  it('leaves a single flavour whole and lists extras as they are', () => {
    expect(
      optionLines({
        options: [
          { group: 'Sabor', option: 'Calabresa', price: 0 },
          { group: 'Adicionais', option: 'Bacon', price: 4 },
          { group: 'Adicionais', option: 'Ovo', price: 2 },
        ],
      }),
    ).toEqual([
      { group: 'Sabor', text: 'Calabresa' },
      { group: 'Adicionais', text: 'Bacon, Ovo' },
    ]);
  });
});

describe('promisedAt', () => {
  it('counts the estimate from the acceptance, or from the placing before it', () => {
    const accepted = boardOrder({
      history: [
        { status: 'received', at: '2026-05-21T22:00:00.000Z', by: 'customer', staff_name: null, reason: null },
        { status: 'accepted', at: '2026-05-21T22:04:00.000Z', by: 'staff', staff_name: 'Bia', reason: null },
      ],
    });
    expect(promisedAt(accepted, 40).toISOString()).toBe('2026-05-21T22:44:00.000Z');
    expect(promisedAt(boardOrder(), 30).toISOString()).toBe('2026-05-21T22:30:00.000Z');
  });

  it('promises a scheduled order for its slot, not the estimate from now, unless that ends later', () => {
    const scheduled = boardOrder({
      scheduled_at: '2026-05-22T21:00:00.000Z',
      history: [
        { status: 'received', at: '2026-05-21T22:00:00.000Z', by: 'customer', staff_name: null, reason: null },
        { status: 'accepted', at: '2026-05-21T22:04:00.000Z', by: 'staff', staff_name: 'Bia', reason: null },
      ],
    });
    expect(promisedAt(scheduled, 40).toISOString()).toBe('2026-05-22T21:00:00.000Z');
    const acceptedLate = { ...scheduled, scheduled_at: '2026-05-21T22:30:00.000Z' };
    expect(promisedAt(acceptedLate, 40).toISOString()).toBe('2026-05-21T22:44:00.000Z');
  });
});

describe('addressLines', () => {
  it('writes the street, then the place, leaving out what is empty', () => {
    expect(addressLines(boardOrder().address!)).toEqual([
      'Rua das Flores, 120 — ap 31',
      'Cambuí, Campinas · 13025-000',
    ]);
    expect(addressLines({ ...boardOrder().address!, complement: '', cep: '' })).toEqual([
      'Rua das Flores, 120',
      'Cambuí, Campinas',
    ]);
  });
});

describe('refunds of a Pix paid for a cancelled order', () => {
  const pix = (payment: Partial<ReturnType<typeof boardOrder>['payment']>) =>
    boardOrder({
      status: 'cancelled',
      payment: { ...boardOrder().payment, method: 'pix', change_for: null, paid: true, ...payment },
    });
  const refund = { amount: 69.9, refunded_at: null } as const;

  it("tells the shop to send it back when it is the shop's to return, and offers 'Devolução feita'", () => {
    const order = pix({ refund: { ...refund, by: 'shop', status: 'pending' } });
    expect(nbsp(refundText(order)!)).toBe('Devolva R$ 69,90 por Pix ao cliente');
    expect(mayMarkRefunded(order)).toBe(true);
    const done = pix({ refund: { ...refund, by: 'shop', status: 'refunded', refunded_at: '2026-05-21T23:00:00Z' } });
    expect(nbsp(refundText(done)!)).toBe('Pix de R$ 69,90 devolvido pela loja');
    expect(mayMarkRefunded(done)).toBe(false);
  });

  it("follows the provider's devolução, with nothing for the shop to do", () => {
    const order = pix({ refund: { ...refund, by: 'provider', status: 'processing' } });
    expect(nbsp(refundText(order)!)).toBe('Devolução do Pix de R$ 69,90 em andamento');
    expect(mayMarkRefunded(order)).toBe(false);
    expect(refundText(boardOrder())).toBeNull();
  });

  it('says in the reject and cancel dialogs what happens to the Pix already paid', () => {
    const byProvider = boardOrder({ payment: { ...boardOrder().payment, refund_if_cancelled: 'provider' } });
    expect(nbsp(refundOnCancelText(byProvider)!)).toContain('R$ 69,90 por Pix: esse valor volta para ele');
    const byShop = boardOrder({ payment: { ...boardOrder().payment, refund_if_cancelled: 'shop' } });
    expect(nbsp(refundOnCancelText(byShop)!)).toContain('A loja precisa devolver esse valor por Pix');
    expect(refundOnCancelText(boardOrder())).toBeNull();
  });
});
