import type { TBoardOrder } from '@delivery/contract/board';
import { boardCalls } from '@delivery/contract/calls/board';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toaster.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { bodiesTo, fakeApi } from '../../../test/fake-api.ts';
import { boardOrder } from '../board-order.fixture.ts';
import { KitchenPage } from './kitchen-page.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** An order accepted `minutes` ago with 40 minutes promised, two lines to make. */
const cooking = (id: number, number: number, minutes: number, more: Partial<TBoardOrder> = {}) => {
  const base = boardOrder();
  return boardOrder({
    order_id: id,
    order_number: number,
    status: 'accepted',
    estimate_minutes: 40,
    placed_at: minutesAgo(minutes + 1),
    items: [base.items[0]!, { ...base.items[0]!, name: 'Guaraná 2 L', quantity: 2, options: [], notes: '' }],
    history: [
      { status: 'received', at: minutesAgo(minutes + 1), by: 'customer', staff_name: null, reason: null },
      { status: 'accepted', at: minutesAgo(minutes), by: 'staff', staff_name: 'Ana', reason: null },
    ],
    ...more,
  });
};

function serve(orders: TBoardOrder[], refuse = false) {
  let board = orders;
  const answer = (id: number, change: (order: TBoardOrder) => TBoardOrder) => {
    board = board.map((order) => (order.order_id === id ? change(order) : order));
    return { order: board.find((order) => order.order_id === id) };
  };
  return fakeApi({
    [boardCalls.boardOrders.path]: () => ({ orders: board }),
    [boardCalls.markKitchenItem.path]: (body) =>
      refuse
        ? { error_type: 14, message: 'Este pedido não está mais na cozinha' }
        : answer(Number(body.order_id), (order) => ({
            ...order,
            status: 'preparing',
            kitchen: {
              ...order.kitchen,
              done_items: body.done === '1' ? [Number(body.item)] : [],
            },
          })),
    [boardCalls.markKitchenOrder.path]: (body) =>
      answer(Number(body.order_id), (order) => ({
        ...order,
        kitchen: { ...order.kitchen, done_at: body.done === '1' ? new Date().toISOString() : null },
      })),
  });
}

function drawKitchen() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <KitchenPage shopId={7} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.stubGlobal('EventSource', undefined));
afterEach(() => vi.unstubAllGlobals());

describe('the kitchen screen', () => {
  it('shows the orders to make, oldest first, with their clocks and no prices', async () => {
    serve([
      cooking(1, 12, 5),
      cooking(2, 11, 25, { status: 'preparing' }),
      boardOrder({ order_id: 3, order_number: 13 }),
      cooking(4, 10, 40, { status: 'out_for_delivery' }),
    ]);
    drawKitchen();
    const tickets = await screen.findAllByTestId('kitchen-ticket');
    expect(tickets.map((ticket) => within(ticket).getByRole('heading').textContent)).toEqual(['#11', '#12']);
    expect(screen.getByText(fill(messages.kitchen.count.other, { count: 2 }))).toBeTruthy();
    // 25 of 40 minutes: past half, the kitchen hurries; 5 minutes is on time.
    expect(tickets.map((ticket) => ticket.dataset.pace)).toEqual(['hurry', 'on_time']);
    expect(within(tickets[1]!).getByText(/^0[45]:\d\d$/)).toBeTruthy();
    expect(within(tickets[1]!).getByText('Obs.: sem cebola')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/R\$/);
  });

  it('marks an item made at a tap, and sends the order to the counter with "Pronto", which can call it back', async () => {
    const sent = serve([cooking(1, 12, 5)]);
    drawKitchen();
    const user = userEvent.setup();
    const [pizza] = await screen.findAllByTestId('kitchen-item');
    await user.click(pizza!);
    expect(pizza!.getAttribute('aria-pressed')).toBe('true');
    expect(bodiesTo(sent, boardCalls.markKitchenItem.path)).toEqual([
      expect.objectContaining({ order_id: 1, item: 0, done: '1' }),
    ]);
    await waitFor(() => expect(screen.getByText(fill(messages.kitchen.itemsDone, { done: 1, count: 2 }))).toBeTruthy());

    await user.click(screen.getByRole('button', { name: fill(messages.kitchen.readyOrder, { number: 12 }) }));
    await waitFor(() => expect(screen.queryByTestId('kitchen-ticket')).toBeNull());
    expect(screen.getByText(messages.kitchen.empty)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: fill(messages.kitchen.recallOrder, { number: 12 }) }));
    expect(await screen.findByTestId('kitchen-ticket')).toBeTruthy();
    expect(bodiesTo(sent, boardCalls.markKitchenOrder.path)).toEqual([
      expect.objectContaining({ order_id: 1, done: '1' }),
      expect.objectContaining({ order_id: 1, done: '0' }),
    ]);
  });

  it('says why a mark was refused and shows the item as it really is', async () => {
    serve([cooking(1, 12, 5)], true);
    drawKitchen();
    const [pizza] = await screen.findAllByTestId('kitchen-item');
    await userEvent.setup().click(pizza!);
    expect(await screen.findByText('Este pedido não está mais na cozinha')).toBeTruthy();
    await waitFor(() => expect(pizza!.getAttribute('aria-pressed')).toBe('false'));
  });
});
