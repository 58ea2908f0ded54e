import { describe, expect, it } from 'vitest';
import type { SalesLine } from '../orders/service.ts';
import { salesCsv } from './sales-csv.ts';

const line = (name: string, options = ''): SalesLine => ({
  order: {
    id: 1,
    number: 7,
    shopName: 'Bar "do Zé"; Centro',
    status: 'delivered',
    paymentMethod: 'card_online',
    cardFlag: 'Visa',
    productsCents: 123_456,
    deliveryCents: 5,
    discountCents: 0,
    cashbackCents: 0,
    totalCents: 123_461,
    couponCode: null,
    localTime: '2026-11-29 12:00',
  },
  items: [{ name, quantity: 1, unitCents: 123_456, totalCents: 123_456, options }],
  refundedCents: 2000,
});

describe('the sales CSV', () => {
  it('quotes what holds the separator, quotes or line breaks, and writes money with a comma', () => {
    const csv = salesCsv([line('Pizza; grande "especial"\nda casa', 'Borda: Catupiry')]);
    const body = csv.slice(1);
    expect(body).toContain('"Bar ""do Zé""; Centro"');
    expect(body).toContain('"Pizza; grande ""especial""\nda casa"');
    expect(body).toContain(';1234,56;');
    expect(body).toContain(';0,05;');
    expect(body.trimEnd().endsWith(';1234,61;20,00')).toBe(true);
    expect(body).toContain(';entregue;Cartão pelo app;Visa;');
  });
});
