import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBoardOrder } from '@delivery/contract/board';
import { boardCalls } from '@delivery/contract/calls/board';
import { Toaster } from '../../../components/toaster.tsx';
import { messages } from '../../../lib/messages.ts';
import { boardOrder } from '../board-order.fixture.ts';
import type { StaffShops } from '../refund-part.ts';
import { BoardPage } from './board-page.tsx';

const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

/** A delivery paid in the app with a card, in preparation, of which R$ 115,70 can still go back. */
const paidByCard = (payment: Partial<TBoardOrder['payment']> = {}) =>
  boardOrder({
    status: 'preparing',
    payment: {
      ...boardOrder().payment,
      method: 'card_online',
      change_for: null,
      card_flag: 'Mastercard',
      card: { brand: 'Mastercard', last_four: '6351' },
      paid: true,
      refundable: 115.7,
      ...payment,
    },
  });

const owner: StaffShops = [{ shop_id: 7, role: 'owner' }];

type Sent = { path: string; body: Record<string, unknown> };

type Answer = { error_type: number; message: string; order?: TBoardOrder };

/**
 * The API as the board meets it: the board read answers `orders`, a refund `refund(body)`, and the
 * order a refund answers is what the board reads next; every call made is kept. The live stream is
 * off (no EventSource), as the board allows.
 */
function serve(orders: TBoardOrder[], refund?: (body: Record<string, unknown>) => Answer) {
  const sent: Sent[] = [];
  let board = orders;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ path, body });
      if (path === boardCalls.refundOrderPart.path && refund) {
        const answer = refund(body);
        const { order } = answer;
        if (order) board = board.map((known) => (known.order_id === order.order_id ? order : known));
        return Response.json(answer);
      }
      return Response.json({ error_type: 0, message: 'Sucesso', orders: board });
    }),
  );
  return sent;
}

function drawBoard(staffShops: StaffShops) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BoardPage shopId={null} autoAccept={null} showShopNames={false} staffShops={staffShops} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const refundButtons = () => screen.queryAllByRole('button', { name: messages.actions.refundPart });

async function openRefund() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: messages.actions.refundPart }));
  return { user, dialog: await screen.findByTestId('refund-dialog') };
}

beforeEach(() => vi.stubGlobal('EventSource', undefined));
afterEach(() => vi.unstubAllGlobals());

describe('"Estornar valor" on the board', () => {
  it('is offered to the owner of the shop of a card paid in the app, on its card and in its details', async () => {
    serve([paidByCard()]);
    drawBoard(owner);
    await screen.findByTestId('order-card');
    expect(refundButtons()).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: messages.board.details }));
    const details = await screen.findByTestId('order-details');
    expect(within(details).getByRole('button', { name: messages.actions.refundPart })).toBeTruthy();
  });

  it('is offered to an operator, and not to an attendant nor to someone of another shop', async () => {
    serve([paidByCard()]);
    drawBoard([{ shop_id: 7, role: 'operator' }]);
    await screen.findByTestId('order-card');
    expect(refundButtons()).toHaveLength(1);

    for (const shops of [[{ shop_id: 7, role: 'attendant' }], [{ shop_id: 8, role: 'owner' }]] as const) {
      cleanup();
      drawBoard(shops);
      await screen.findByTestId('order-card');
      expect(refundButtons()).toHaveLength(0);
    }
  });

  it('is not offered on an unpaid card, another way of paying, a new order, nor once nothing is left', async () => {
    serve([
      paidByCard({ paid: false, refundable: null }),
      boardOrder({ order_id: 1102, order_number: 8, status: 'preparing' }),
      boardOrder({
        order_id: 1103,
        order_number: 9,
        status: 'preparing',
        payment: { ...boardOrder().payment, method: 'pix', paid: true },
      }),
      { ...paidByCard({ refundable: 0 }), order_id: 1104, order_number: 10 },
      { ...paidByCard(), order_id: 1105, order_number: 11, status: 'received' },
    ]);
    drawBoard(owner);
    expect(await screen.findAllByTestId('order-card')).toHaveLength(5);
    expect(refundButtons()).toHaveLength(0);
  });
});

describe('the refund dialog', () => {
  it('says how much may go back and that the customer reads the reason', async () => {
    serve([paidByCard()]);
    drawBoard(owner);
    const { dialog } = await openRefund();
    expect(nbsp(dialog.textContent)).toContain('Até R$ 115,70');
    expect(within(dialog).getByTestId('refund-note').textContent).toBe(messages.refundPart.note);
  });

  it('refuses more than is left, and an empty reason, before asking the API', async () => {
    const sent = serve([paidByCard()], () => ({ error_type: 0, message: 'Sucesso', order: paidByCard() }));
    drawBoard(owner);
    const { user, dialog } = await openRefund();
    const amount = within(dialog).getByLabelText(messages.refundPart.amount);
    const reason = within(dialog).getByLabelText(messages.refundPart.reason);
    const submit = within(dialog).getByRole('button', { name: messages.refundPart.submit });

    await user.type(amount, '115,71');
    await user.type(reason, 'Refrigerante em falta');
    await user.click(submit);
    expect(nbsp(within(dialog).getByRole('alert').textContent)).toBe(
      'O valor passa do que ainda pode ser estornado (R$ 115,70)',
    );

    await user.clear(amount);
    await user.type(amount, '115,70');
    await user.clear(reason);
    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe(messages.reason.tooShort);
    expect(sent.filter((call) => call.path === boardCalls.refundOrderPart.path)).toHaveLength(0);
  });

  it("shows the API's refusal inside the dialog and keeps what was typed", async () => {
    const refusal = 'O valor passa do que ainda pode ser estornado (R$ 15,70)';
    serve([paidByCard()], () => ({ error_type: 14, message: refusal }));
    drawBoard(owner);
    const { user, dialog } = await openRefund();
    const amount = within(dialog).getByLabelText<HTMLInputElement>(messages.refundPart.amount);
    const reason = within(dialog).getByLabelText<HTMLInputElement>(messages.refundPart.reason);
    await user.type(amount, '20');
    await user.type(reason, 'Refrigerante em falta');
    await user.click(within(dialog).getByRole('button', { name: messages.refundPart.submit }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByTestId('refund-dialog')).toBe(dialog);
    expect(amount.value).toBe('20,00');
    expect(reason.value).toBe('Refrigerante em falta');
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('sends the order, the amount in reais and the reason; then closes, updates the card and toasts', async () => {
    const answered = paidByCard({
      refundable: 95.7,
      refund: { amount: 20, by: 'provider', status: 'pending', refunded_at: null },
    });
    const asked = 'Estorno de R$ 20,00 solicitado. O cliente já vê no pedido';
    const sent = serve([paidByCard()], () => ({ error_type: 0, message: asked, order: answered }));
    drawBoard(owner);
    const { user, dialog } = await openRefund();
    await user.type(within(dialog).getByLabelText(messages.refundPart.amount), '20,5');
    await user.type(within(dialog).getByLabelText(messages.refundPart.reason), '  Refrigerante em falta ');
    await user.click(within(dialog).getByRole('button', { name: messages.refundPart.submit }));

    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).toBeNull());
    const refund = sent.find((call) => call.path === boardCalls.refundOrderPart.path);
    expect(refund?.body).toEqual({ order_id: 1101, amount: 20.5, reason: 'Refrigerante em falta', validate: 1 });
    expect(screen.getByTestId('toast').textContent).toContain(asked);
    expect(nbsp(screen.getByTestId('order-part-refund').textContent)).toBe('Estorno de R$ 20,00 em andamento');
  });
});

describe('a card paid in the app on the board', () => {
  it('shows what went back with its payment, and a chargeback as a warning', async () => {
    serve([
      paidByCard({
        refundable: 49.9,
        refund: { amount: 20, by: 'provider', status: 'refunded', refunded_at: '2026-05-21T22:30:00.000Z' },
        charged_back: true,
      }),
    ]);
    drawBoard(owner);
    const card = await screen.findByTestId('order-card');
    expect(nbsp(within(card).getByTestId('order-part-refund').textContent)).toBe('Estornado R$ 20,00');
    expect(within(card).getByTestId('order-chargeback').textContent).toBe(
      'Contestação (chargeback): o cliente contestou esta compra no banco',
    );
    // The cancelled order's line is for a cancel: not shown beside the payment's.
    expect(within(card).queryByTestId('order-refund')).toBeNull();
  });

  it("keeps a delivered order's payment on its card once part of it went back", async () => {
    serve([
      {
        ...paidByCard({ refund: { amount: 20, by: 'provider', status: 'refunded', refunded_at: null } }),
        status: 'delivered',
        // Finished orders stay on the board for 12 hours.
        placed_at: new Date().toISOString(),
        history: [],
      },
    ]);
    drawBoard(owner);
    const card = await screen.findByTestId('order-card');
    expect(nbsp(within(card).getByTestId('order-part-refund').textContent)).toBe('Estornado R$ 20,00');
  });
});
