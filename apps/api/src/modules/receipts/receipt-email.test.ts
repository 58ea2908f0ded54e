import { brandShades } from '@delivery/contract/colours';
import { formatMoney } from '@delivery/contract/money';
import type { TOrder } from '@delivery/contract/orders';
import { describe, expect, it } from 'vitest';
import { receiptEmail, type ReceiptFacts } from './receipt-email.ts';

const order: TOrder = {
  order_id: 31,
  order_number: 1024,
  shop_id: 1,
  shop_name: 'Forno da Nonna',
  status: 'delivered',
  created_at: '2026-11-28T22:40:00.000Z',
  schedule_id: null,
  delivery_type: 'delivery',
  address: 'Rua Coronel Quirino, 1200 - Cambuí, Campinas',
  payment_method: 'card_on_delivery',
  change_for: null,
  card_flag: 'Visa',
  card_type: 'debit',
  cpf_on_receipt: null,
  totals: { total_products: 64.9, delivery_price: 0, discount: 0, cashback: 0, order_total: 64.9 },
  items: [
    { product_id: 1, name: 'Pizza Calabresa', quantity: 1, unit_price: 64.9, total: 64.9, options: [], notes: '' },
  ],
  payment_status: 'pending',
  paid_at: null,
  pix: null,
  card: null,
  refund: { amount: 20, by: 'provider', status: 'refunded', refunded_at: null },
  review: null,
  estimate_min: null,
  estimate_max: null,
};

const facts = (over: Partial<ReceiptFacts> = {}): ReceiptFacts => ({
  moment: 'completed',
  order,
  customerName: 'Bruno',
  brand: { title: 'Pede Já', colour: '#1d4ed8', orderUrl: null },
  shop: { address: undefined, contact: undefined, timeZone: 'America/Sao_Paulo' },
  ...over,
});

describe('receiptEmail', () => {
  it("writes the card the courier's machine takes, what went back, and the shop's day and time", () => {
    const { text } = receiptEmail(facts());
    expect(text).toContain('Pedido nº 1024 · 28/11/2026, 19:40');
    expect(text).toContain('Pagamento: Cartão na entrega · Visa débito');
    expect(text).toContain(`Estornado  −${formatMoney(2000)}`);
    expect(text).not.toContain('Ver o pedido');
  });

  it("paints the header in the brand's colour, or a darker one where white text would not read on it", () => {
    const painted = (colour: string) =>
      receiptEmail(facts({ brand: { title: 'Pede Já', colour, orderUrl: null } })).html;
    expect(painted('#1d4ed8')).toContain('background:#1d4ed8');
    // Green's dark shade reads (4.6:1); yellow's does not (3.3:1), and the header goes to ink.
    expect(painted('#22c55e')).toContain(`background:${brandShades('#22c55e')['800']}`);
    expect(painted('#facc15')).not.toContain('background:#facc15');
    expect(painted('#facc15')).toContain('background:#1f2937');
  });
});
