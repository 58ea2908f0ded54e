import type { TBoardOrder } from '@delivery/contract/board';

/** A board order as the API answers it, for the pure tests: a delivery paid in cash, just placed. */
export function boardOrder(overrides: Partial<TBoardOrder> = {}): TBoardOrder {
  return {
    order_id: 1101,
    order_number: 7,
    shop_id: 7,
    shop_name: 'Forno da Nonna',
    status: 'received',
    delivery_type: 'delivery',
    placed_at: '2026-05-21T22:00:00.000Z',
    scheduled_for: null,
    scheduled_at: null,
    due_at: null,
    customer: { name: 'Ana Souza', phone: '11987654321' },
    address: {
      street: 'Rua das Flores',
      number: '120',
      complement: 'ap 31',
      district: 'Cambuí',
      city: 'Campinas',
      cep: '13025-000',
      reference: 'perto da praça',
    },
    payment: {
      method: 'cash',
      change_for: 100,
      card_flag: null,
      card_type: null,
      paid: false,
      refund_if_cancelled: null,
      refund: null,
      card: null,
      refundable: null,
      charged_back: false,
    },
    cpf_on_receipt: null,
    items: [
      {
        product_id: 1,
        name: 'Pizza Grande meio a meio (8 fatias)',
        quantity: 1,
        unit_price: 62.5,
        total: 62.5,
        options: [
          { group: 'Sabores', option: 'Calabresa', price: 0 },
          { group: 'Sabores', option: 'Margherita', price: 0 },
          { group: 'Borda', option: 'Catupiry', price: 8 },
        ],
        notes: 'sem cebola',
      },
    ],
    totals: { total_products: 62.5, delivery_price: 7.4, discount: 0, cashback: 0, order_total: 69.9 },
    coupon_code: null,
    estimate_minutes: null,
    delay_minutes: 0,
    cancel_reason: null,
    history: [{ status: 'received', at: '2026-05-21T22:00:00.000Z', by: 'customer', staff_name: null, reason: null }],
    problem: null,
    kitchen: { done_items: [], done_at: null },
    ...overrides,
  };
}
