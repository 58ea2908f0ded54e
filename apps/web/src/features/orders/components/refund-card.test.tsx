import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { formatReais } from '@delivery/contract/money';
import type { TOrderCard } from '@delivery/contract/card-payments';
import type { TOrderRefund } from '@delivery/contract/payments';
import { RefundCard } from './refund-card.tsx';

const card: TOrderCard = { brand: 'Visa', last_four: '4242', outcome: 'approved', message: '', challenge: null };
const refund = (status: TOrderRefund['status']): TOrderRefund => ({
  amount: 45.9,
  by: 'provider',
  status,
  refunded_at: status === 'refunded' ? '2026-05-21T23:00:00Z' : null,
});

describe('the refund of an order', () => {
  it('of a card in the app is an estorno: asked while pending or processing, done on its day', () => {
    const { rerender } = render(<RefundCard refund={refund('processing')} method="card_online" card={card} />);
    expect(screen.getByRole('heading').textContent).toBe(`Estorno de ${formatReais(45.9)} solicitado`);
    expect(screen.getByText(/cartão Visa •••• 4242/)).toBeTruthy();
    rerender(<RefundCard refund={refund('refunded')} method="card_online" card={card} />);
    expect(screen.getByRole('heading').textContent).toBe('Estornado em 21/05/2026');
  });

  it('of a Pix keeps the devolução’s words', () => {
    render(<RefundCard refund={refund('pending')} method="pix" card={null} />);
    expect(screen.getByRole('heading').textContent).toBe('Devolução em andamento');
  });
});
