import { describe, expect, it } from 'vitest';
import { statementRows } from './statement.ts';

describe('statementRows', () => {
  it('keeps the order, signs each row by its kind, links its order by number, and keeps the expiry of earnings only', () => {
    const rows = statementRows([
      {
        kind: 'refund',
        amount: 2.5,
        description: 'Devolvido do pedido cancelado 2',
        order_id: 1008,
        order_number: 2,
        at: '2026-05-20T22:10:00.000Z',
        expires_at: null,
      },
      {
        kind: 'expire',
        amount: -1.2,
        description: 'Cashback expirado',
        order_id: null,
        order_number: null,
        at: '2026-06-10T03:00:00.000Z',
        expires_at: null,
      },
      {
        kind: 'spend',
        amount: -2.5,
        description: 'Usado no pedido 2',
        order_id: 1008,
        order_number: 2,
        at: '2026-05-20T22:00:00.000Z',
        expires_at: '2026-08-18T22:00:00.000Z',
      },
      {
        kind: 'earn',
        amount: 3.74,
        description: 'Cashback do pedido 1',
        order_id: 1007,
        order_number: 1,
        at: '2026-03-12T23:00:00.000Z',
        expires_at: '2026-06-10T23:00:00.000Z',
      },
    ]);
    expect(rows.map(({ kind, amountCents, order, expiresAt }) => ({ kind, amountCents, order, expiresAt }))).toEqual([
      { kind: 'refund', amountCents: 250, order: { id: 1008, number: 2 }, expiresAt: null },
      { kind: 'expire', amountCents: -120, order: null, expiresAt: null },
      { kind: 'spend', amountCents: -250, order: { id: 1008, number: 2 }, expiresAt: null },
      { kind: 'earn', amountCents: 374, order: { id: 1007, number: 1 }, expiresAt: '2026-06-10T23:00:00.000Z' },
    ]);
  });

  it('reads a spending sent as a positive amount as a debit', () => {
    const [row] = statementRows([
      {
        kind: 'spend',
        amount: 4,
        description: '',
        order_id: 3,
        order_number: 3,
        at: '2026-01-01T00:00:00.000Z',
        expires_at: null,
      },
    ]);
    expect(row?.amountCents).toBe(-400);
  });

  it('gives two rows of the same kind, order and instant different keys', () => {
    const entry = {
      kind: 'expire' as const,
      amount: -1,
      description: '',
      order_id: null,
      order_number: null,
      at: '2026-01-01T00:00:00.000Z',
      expires_at: null,
    };
    const rows = statementRows([entry, entry]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
  });
});
