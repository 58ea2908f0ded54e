import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBoardOrder } from '@delivery/contract/board';
import { boardCalls } from '@delivery/contract/calls/board';
import { messages } from '../../../lib/messages.ts';
import { boardOrder } from '../board-order.fixture.ts';
import { CompactOrderRow } from './compact-order-row.tsx';

const placedAt = Date.parse('2026-05-21T22:00:00.000Z');

function drawRow(order: TBoardOrder, now = placedAt + 4 * 60_000) {
  const onDialog = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ul>
        <CompactOrderRow order={order} now={now} onDialog={onDialog} />
      </ul>
    </QueryClientProvider>,
  );
  return { onDialog, row: screen.getByTestId('order-row') };
}

/** The API as the panel meets it: every call answered with the order moved on, and what was sent kept. */
function answerWith(order: TBoardOrder) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push({ path, body: JSON.parse(String(init.body)) });
      return Response.json({ error_type: 0, message: 'Sucesso', order });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('a line of the compact board', () => {
  it('shows the number, the first name, the total and the age, and opens the order or its acceptance', async () => {
    const user = userEvent.setup();
    const order = boardOrder({ customer: { name: 'Ana Maria Souza', phone: '11987654321' } });
    const { onDialog, row } = drawRow(order);
    expect(row.textContent).toContain('#7');
    expect(row.textContent).toContain('Ana');
    expect(row.textContent).not.toContain('Souza');
    expect(row.textContent).toMatch(/R\$\s69,90/);
    expect(row.querySelector('time')?.getAttribute('datetime')).toBe(order.placed_at);

    await user.click(screen.getByRole('button', { name: /#7/ }));
    expect(onDialog).toHaveBeenLastCalledWith('details', order);
    await user.click(screen.getByRole('button', { name: messages.actions.accept }));
    expect(onDialog).toHaveBeenLastCalledWith('accept', order);
  });

  it('moves an order in preparation on to its next status with one tap', async () => {
    const user = userEvent.setup();
    const order = boardOrder({ status: 'preparing' });
    const sent = answerWith({ ...order, status: 'out_for_delivery' });
    drawRow(order);
    await user.click(screen.getByRole('button', { name: messages.advanceTo.out_for_delivery }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: boardCalls.advanceOrder.path,
      body: { order_id: order.order_id, status: 'preparing', validate: 1 },
    });
  });

  it('offers a pickup its own next step', () => {
    drawRow(boardOrder({ status: 'preparing', delivery_type: 'pickup' }));
    expect(screen.getByRole('button', { name: messages.advanceTo.ready_for_pickup })).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.advanceTo.out_for_delivery })).toBeNull();
  });

  const cancelledPaidPix = (refund: TBoardOrder['payment']['refund']) =>
    boardOrder({
      status: 'cancelled',
      payment: { ...boardOrder().payment, method: 'pix', paid: true, refund },
    });

  it('asks the shop to confirm a paid Pix it must return itself', async () => {
    const user = userEvent.setup();
    const pending = cancelledPaidPix({ amount: 69.9, by: 'shop', status: 'pending', refunded_at: null });
    const sent = answerWith(pending);
    drawRow(pending);
    await user.click(screen.getByRole('button', { name: messages.actions.markRefunded }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.path).toBe(boardCalls.markOrderRefunded.path);
  });

  it('warns of a chargeback on a line of its own', () => {
    const { row } = drawRow(
      boardOrder({
        status: 'delivered',
        payment: { ...boardOrder().payment, method: 'card_online', charged_back: true },
      }),
    );
    expect(row.querySelector('[data-testid="order-chargeback"]')?.textContent).toBe(messages.payment.chargedBack);
  });

  it('has no warning without a chargeback', () => {
    const { row } = drawRow(boardOrder());
    expect(row.querySelector('[data-testid="order-chargeback"]')).toBeNull();
  });

  it('shows the status alone once nothing is left to do: a Pix its provider returns', () => {
    const { row } = drawRow(cancelledPaidPix({ amount: 69.9, by: 'provider', status: 'pending', refunded_at: null }));
    expect(screen.queryByRole('button', { name: messages.actions.markRefunded })).toBeNull();
    expect(row.textContent).toContain(messages.status.cancelled);
  });
});
