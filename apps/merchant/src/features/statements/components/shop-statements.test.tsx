import { statementCalls } from '@delivery/contract/calls/statements';
import { apiMessages } from '@delivery/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statementMessages } from '../statement-messages.ts';
import {
  closedWeek,
  drawPage,
  fakeApi,
  figures,
  line,
  owner,
  paidWeek,
  plain,
  statement,
  statementAnswer,
} from '../statements.fixture.tsx';
import { bodiesTo } from '../../../test/fake-api.ts';

const text = statementMessages;
const calls = statementCalls;

afterEach(() => vi.unstubAllGlobals());

/** The API of a shop with this week open and two weeks closed, one of them paid. */
function shopApi(open = statement(), lines = [line()]) {
  return fakeApi({
    [calls.shopStatements.path]: () => ({ statements: [open, closedWeek(), paidWeek()] }),
    [calls.statement.path]: (body) => {
      const all = [open, closedWeek(), paidWeek()];
      const one = all.find((each) => each.statement_id === body.statement_id)!;
      return statementAnswer(one, one === open ? lines : []);
    },
  });
}

const balanceText = async () => plain((await screen.findByTestId('statement-balance')).textContent).trim();

describe("the shop owner's statements", () => {
  it('shows the open week on top: its period, status and balance to receive, and how it adds up', async () => {
    const sent = shopApi();
    drawPage(owner);

    expect(await balanceText()).toBe('A receber R$ 1.234,56 Parcial');
    const sheet = screen.getByTestId('statement');
    expect(within(sheet).getByRole('heading', { level: 2, name: '23/11 a 29/11' })).toBeTruthy();
    expect(within(sheet).getByTestId('statement-status').textContent).toBe('Aberto');
    expect(within(sheet).getByText(text.balance.receiveHint)).toBeTruthy();
    expect(within(sheet).getByText('O período vai até 29/11: os valores ainda podem mudar.')).toBeTruthy();

    const figure = (name: string) => plain(within(sheet).getByTestId(`figure-${name}`).textContent);
    expect(figure('sales')).toBe('Vendas (produtos e entrega, sem os cancelados)R$ 1.500,00');
    expect(figure('shop_discounts')).toBe('Descontos da loja−R$ 20,00');
    expect(figure('given_back')).toBe('Devoluções e chargebacks−R$ 45,00');
    expect(figure('received_by_shop')).toBe('Recebido pela lojaDinheiro, maquininha e Pix da própria lojaR$ 100,00');
    expect(figure('commission')).toBe('Comissão−R$ 180,00');
    expect(figure('gateway_fees')).toBe('Taxas do cartão−R$ 12,34');
    expect(figure('shop_net')).toBe('Líquido da lojaR$ 1.232,76');
    // What was zero is left out, not listed as R$ 0,00.
    expect(within(sheet).queryByTestId('figure-cashback')).toBeNull();
    expect(within(sheet).queryByTestId('figure-monthly_fee')).toBeNull();
    expect(plain(within(sheet).getByText(text.figures.charged).nextElementSibling?.textContent)).toBe('−R$ 202,24');

    expect(bodiesTo(sent, calls.shopStatements.path)).toEqual([{ shop_id: 7, validate: 1 }]);
    expect(bodiesTo(sent, calls.statement.path)).toEqual([{ statement_id: 41, validate: 1 }]);
  });

  it("lists each order's line, in the shop's time zone, with a mark on those given back", async () => {
    shopApi(statement(), [
      line(),
      line({
        order_id: 502,
        number: 1043,
        placed_at: '2026-11-28T01:15:00.000Z',
        payment_method: 'cash',
        held_by: 'shop',
        paid_by_customer: 0,
        charges: 0,
        shop_net: 0,
        given_back: true,
      }),
    ]);
    drawPage(owner);

    const rows = await screen.findAllByTestId('statement-line');
    expect(rows.map((row) => [...row.children].map((cell) => plain(cell.textContent)))).toEqual([
      ['1042', '27/11, 19:40', 'Pix', 'Marketplace', 'R$ 80,00', '−R$ 10,50', 'R$ 69,50'],
      ['1043Cancelado ou devolvido', '27/11, 22:15', 'Dinheiro', 'Loja', 'R$ 0,00', 'R$ 0,00', 'R$ 0,00'],
    ]);
    const cards = screen.getAllByTestId('statement-line-card');
    expect(plain(cards[0]!.textContent)).toContain('Pix · recebido pelo marketplace');
    expect(within(cards[1]!).getByText(text.lines.givenBack)).toBeTruthy();
  });

  it("reads the days in the statement's own time zone, not the one of the person's shop list", async () => {
    // Manaus is an hour behind São Paulo: its week runs from Monday 04:00 UTC. Read in São Paulo's
    // zone (the owner's shop list says so) the week would end on 30/11 and the order be at 19:40.
    const manaus = (overrides: Parameters<typeof statement>[0] = {}) =>
      statement({
        time_zone: 'America/Manaus',
        from: '2026-11-23T04:00:00.000Z',
        to: '2026-11-30T04:00:00.000Z',
        ...overrides,
      });
    shopApi(manaus(), [line()]);
    drawPage(owner);

    const sheet = await screen.findByTestId('statement');
    expect(within(sheet).getByRole('heading', { level: 2, name: '23/11 a 29/11' })).toBeTruthy();
    expect(within(sheet).getByText('O período vai até 29/11: os valores ainda podem mudar.')).toBeTruthy();
    expect(plain(screen.getAllByTestId('statement-line')[0]!.children[1]!.textContent)).toBe('27/11, 18:40');
  });

  it('says what the shop pays, and when there is nothing to settle', async () => {
    shopApi(statement({ figures: figures({ balance: -97 }) }));
    drawPage(owner);
    expect(await balanceText()).toBe('A pagar R$ 97,00 Parcial');
    expect(screen.getByText(text.balance.payHint)).toBeTruthy();
  });

  it('says the period has no movement yet', async () => {
    const zero = figures(Object.fromEntries(Object.keys(figures()).map((key) => [key, 0])));
    shopApi(statement({ orders: 0, figures: zero }), []);
    drawPage(owner);
    expect(await balanceText()).toBe('Nada a acertar');
    expect(screen.getByText(text.empty)).toBeTruthy();
    expect(screen.queryByTestId('statement-line')).toBeNull();
    expect(screen.getByRole('button', { name: text.exportCsv })).toHaveProperty('disabled', true);
  });

  it('lists the past weeks, closed or paid, and opens one with its way back', async () => {
    const sent = shopApi();
    const { router } = drawPage(owner);

    const past = await screen.findAllByTestId('past-statement');
    expect(past.map((item) => plain(item.textContent))).toEqual([
      '16/11 a 22/111 pedidoFechadoA pagar R$ 97,00',
      '09/11 a 15/113 pedidosPago em 01/12Recebido R$ 80,00',
    ]);
    await userEvent.setup().click(within(past[1]!).getByRole('link'));

    expect(await balanceText()).toBe('Recebido R$ 80,00');
    expect(router.state.location.search).toBe('?extrato=39');
    expect(
      screen.getByText('Transferência de 01/12/2026, referência PIX-E1234, marcada por Operador da Plataforma.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: text.back }).getAttribute('href')).toBe('/vendas/financeiro');
    // Only the marketplace's operators settle a statement.
    expect(screen.queryByRole('button', { name: text.markPaid.action })).toBeNull();
    expect(bodiesTo(sent, calls.statement.path)).toContainEqual({ statement_id: 39, validate: 1 });
  });

  it("exports the statement's CSV by its id and hands it to the browser as a download", async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:extrato'),
      revokeObjectURL: vi.fn(),
    });
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const sent = fakeApi({
      [calls.shopStatements.path]: () => ({ statements: [statement()] }),
      [calls.statement.path]: () => statementAnswer(statement(), [line()]),
      [calls.statementExport.path]: () => ({ filename: 'extrato-2026-11-23-41.csv', csv: 'Extrato;Forno da Nonna\n' }),
    });
    drawPage(owner);

    await userEvent.setup().click(await screen.findByRole('button', { name: text.exportCsv }));

    expect((await screen.findByTestId('toast')).textContent).toContain('Planilha baixada: extrato-2026-11-23-41.csv');
    expect(clicked).toEqual([{ href: 'blob:extrato', download: 'extrato-2026-11-23-41.csv' }]);
    expect(await blobs[0]!.text()).toBe('Extrato;Forno da Nonna\n');
    expect(bodiesTo(sent, calls.statementExport.path)).toEqual([{ statement_id: 41, validate: 1 }]);
    click.mockRestore();
  });

  it("shows the API's refusal instead of the statements", async () => {
    fakeApi({
      [calls.shopStatements.path]: () => ({ error_type: 14, message: apiMessages.statementsSingleShop }),
    });
    drawPage(owner);
    expect((await screen.findByRole('alert')).textContent).toContain(apiMessages.statementsSingleShop);
    // A refusal is not retried.
    expect(screen.queryByRole('button', { name: text.retry })).toBeNull();
  });

  it("shows the API's refusal of a statement that is not there", async () => {
    fakeApi({
      [calls.statement.path]: () => ({ error_type: 3, message: apiMessages.statementNotFound }),
    });
    drawPage(owner, '/vendas/financeiro?extrato=999');
    expect((await screen.findByRole('alert')).textContent).toContain(apiMessages.statementNotFound);
    await waitFor(() => expect(document.title).toBe('Financeiro · Painel'));
  });
});
