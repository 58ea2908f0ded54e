import { statementCalls } from '@delivery/contract/calls/statements';
import { apiMessages } from '@delivery/contract/messages';
import type { TStatement } from '@delivery/contract/statements';
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
  operator,
  paidWeek,
  plain,
  statement,
  statementAnswer,
} from '../statements.fixture.tsx';
import { bodiesTo } from '../../../test/fake-api.ts';

const text = statementMessages;
const calls = statementCalls;

afterEach(() => vi.unstubAllGlobals());

/** Today in São Paulo, the zone the demo statements carry: the day the dialog starts from. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** Forno da Nonna is owed two closed weeks; Brasa Burger owes one and has this week open. */
function balances(
  fornoUnpaid: TStatement[] = [
    closedWeek({ figures: figures({ balance: 150 }) }),
    closedWeek({
      statement_id: 38,
      from: '2026-11-09T03:00:00.000Z',
      to: '2026-11-16T03:00:00.000Z',
      figures: figures({ balance: 30.5 }),
    }),
  ],
) {
  const due = (list: TStatement[]) => list.reduce((sum, each) => sum + Math.round(each.figures.balance * 100), 0) / 100;
  return {
    shops: [
      { shop_id: 7, name: 'Forno da Nonna', open: statement(), unpaid: fornoUnpaid, due: due(fornoUnpaid) },
      {
        shop_id: 9,
        name: 'Brasa Burger',
        open: statement({ statement_id: 61, shop_id: 9, shop_name: 'Brasa Burger', figures: figures({ balance: 0 }) }),
        unpaid: [
          closedWeek({ statement_id: 60, shop_id: 9, shop_name: 'Brasa Burger', figures: figures({ balance: -97 }) }),
        ],
        due: -97,
      },
    ],
  };
}

const shopCard = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;

describe("the marketplace operator's balances", () => {
  it("shows each shop's week now, what is closed and unpaid, the sum due and who pays whom", async () => {
    fakeApi({ [calls.shopBalances.path]: () => balances() });
    drawPage(operator);

    expect(await screen.findByRole('heading', { level: 1, name: text.balances.title })).toBeTruthy();
    expect(plain((await screen.findByTestId('balances-to-shops')).textContent)).toBe('R$ 180,50');
    expect(plain(screen.getByTestId('balances-from-shops').textContent)).toBe('R$ 97,00');

    const forno = await shopCard('Forno da Nonna');
    expect(plain(forno.textContent)).toContain('Período atual (23/11 a 29/11): A loja recebe R$ 1.234,56');
    expect(plain(within(forno).getByTestId('shop-due').textContent)).toBe(
      'Em aberto: R$ 180,50 · o marketplace paga à loja',
    );
    expect(
      within(forno)
        .getAllByTestId('unpaid-statement')
        .map((item) => plain(item.textContent)),
    ).toEqual([
      '16/11 a 22/11A loja recebe R$ 150,00Ver extratoMarcar como pago',
      '09/11 a 15/11A loja recebe R$ 30,50Ver extratoMarcar como pago',
    ]);
    expect(within(forno).getByRole('link', { name: text.shopStatements }).getAttribute('href')).toBe(
      '/vendas/financeiro?loja=7',
    );
    expect(within(forno).getAllByRole('link', { name: text.open })[1]!.getAttribute('href')).toBe(
      '/vendas/financeiro?extrato=40&ver=saldos',
    );

    const brasa = await shopCard('Brasa Burger');
    expect(plain(brasa.textContent)).toContain('Período atual (23/11 a 29/11): Nada a acertar');
    expect(plain(within(brasa).getByTestId('shop-due').textContent)).toBe(
      'Em aberto: R$ 97,00 · a loja paga ao marketplace',
    );
  });

  it('marks a closed week paid with the transfer’s day and reference, and shows the API’s message', async () => {
    let settled = false;
    const sent = fakeApi({
      [calls.shopBalances.path]: () =>
        settled ? balances([]) : balances([closedWeek({ figures: figures({ balance: 150 }) })]),
      [calls.markStatementPaid.path]: () => {
        settled = true;
        return {
          message: apiMessages.statementPaid,
          ...statementAnswer(paidWeek({ statement_id: 40 }), [line()]),
        };
      },
    });
    drawPage(operator);
    const user = userEvent.setup();
    await user.click(within(await shopCard('Forno da Nonna')).getByRole('button', { name: text.markPaid.action }));

    const dialog = screen.getByTestId('mark-paid-dialog');
    expect(within(dialog).getByText('Forno da Nonna · 16/11/2026 a 22/11/2026')).toBeTruthy();
    expect(plain(within(dialog).getByTestId('mark-paid-direction').textContent)).toBe(
      'O marketplace paga R$ 150,00 a Forno da Nonna.',
    );
    expect((within(dialog).getByLabelText(text.markPaid.paidOn) as HTMLInputElement).value).toBe(today());

    // The reference is asked for before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: text.markPaid.save }));
    expect(within(dialog).getByText(text.markPaid.referenceMissing)).toBeTruthy();
    expect(bodiesTo(sent, calls.markStatementPaid.path)).toEqual([]);

    const day = within(dialog).getByLabelText(text.markPaid.paidOn);
    await user.clear(day);
    await user.type(day, '2026-11-24');
    await user.type(within(dialog).getByLabelText(text.markPaid.reference), '  PIX-E1234 ');
    await user.click(within(dialog).getByRole('button', { name: text.markPaid.save }));

    expect((await screen.findByTestId('toast')).textContent).toContain(apiMessages.statementPaid);
    expect(bodiesTo(sent, calls.markStatementPaid.path)).toEqual([
      { statement_id: 40, paid_on: '2026-11-24', reference: 'PIX-E1234', validate: 1 },
    ]);
    await waitFor(() => expect(screen.queryByTestId('mark-paid-dialog')).toBeNull());
    // The balances are read again: the week paid leaves the list.
    expect(await within(await shopCard('Forno da Nonna')).findByText(text.balances.nothingDue)).toBeTruthy();
  });

  it("reads each shop's periods in the time zone its statements carry", async () => {
    // Manaus is an hour behind São Paulo: its weeks run from Monday 04:00 UTC.
    const manaus = { shop_id: 9, shop_name: 'Brasa Burger', time_zone: 'America/Manaus' };
    const unpaid = closedWeek({
      ...manaus,
      statement_id: 60,
      from: '2026-11-16T04:00:00.000Z',
      to: '2026-11-23T04:00:00.000Z',
      figures: figures({ balance: -97 }),
    });
    fakeApi({
      [calls.shopBalances.path]: () => ({
        shops: [
          {
            shop_id: 9,
            name: 'Brasa Burger',
            open: statement({
              ...manaus,
              statement_id: 61,
              from: '2026-11-23T04:00:00.000Z',
              to: '2026-11-30T04:00:00.000Z',
            }),
            unpaid: [unpaid],
            due: -97,
          },
        ],
      }),
    });
    drawPage(operator);

    const brasa = await shopCard('Brasa Burger');
    expect(plain(brasa.textContent)).toContain('Período atual (23/11 a 29/11)');
    expect(plain(within(brasa).getByTestId('unpaid-statement').textContent)).toContain('16/11 a 22/11');
    await userEvent.setup().click(within(brasa).getByRole('button', { name: text.markPaid.action }));
    expect(
      within(screen.getByTestId('mark-paid-dialog')).getByText('Brasa Burger · 16/11/2026 a 22/11/2026'),
    ).toBeTruthy();
  });

  it('says who pays when the shop owes the marketplace', async () => {
    fakeApi({ [calls.shopBalances.path]: () => balances() });
    drawPage(operator);
    await userEvent
      .setup()
      .click(within(await shopCard('Brasa Burger')).getByRole('button', { name: text.markPaid.action }));
    expect(plain(screen.getByTestId('mark-paid-direction').textContent)).toBe(
      'Brasa Burger paga R$ 97,00 ao marketplace.',
    );
  });

  it("keeps the dialog open with the API's refusal when the week was already paid", async () => {
    fakeApi({
      [calls.shopBalances.path]: () => balances(),
      [calls.markStatementPaid.path]: () => ({ error_type: 14, message: apiMessages.statementAlreadyPaid }),
    });
    drawPage(operator);
    const user = userEvent.setup();
    await user.click(
      within(await shopCard('Forno da Nonna')).getAllByRole('button', { name: text.markPaid.action })[0]!,
    );
    const dialog = screen.getByTestId('mark-paid-dialog');
    await user.type(within(dialog).getByLabelText(text.markPaid.reference), 'PIX-E1234');
    await user.click(within(dialog).getByRole('button', { name: text.markPaid.save }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(apiMessages.statementAlreadyPaid);
    expect(screen.getByTestId('mark-paid-dialog')).toBeTruthy();
  });

  it("opens a shop's statement from the balances, settles it there, and leads back to the balances", async () => {
    const paid = paidWeek({ statement_id: 40, figures: figures({ balance: -97 }) });
    let settled = false;
    const sent = fakeApi({
      [calls.statement.path]: () => statementAnswer(settled ? paid : closedWeek(), [line()]),
      [calls.markStatementPaid.path]: () => {
        settled = true;
        return { message: apiMessages.statementPaid, ...statementAnswer(paid, [line()]) };
      },
    });
    drawPage(operator, '/vendas/financeiro?extrato=40&ver=saldos');
    const user = userEvent.setup();

    expect(plain((await screen.findByTestId('statement-balance')).textContent).trim()).toBe('A pagar R$ 97,00');
    expect(screen.getByRole('link', { name: text.backToBalances }).getAttribute('href')).toBe(
      '/vendas/financeiro?ver=saldos',
    );
    expect(screen.getByRole('link', { name: text.shopStatements }).getAttribute('href')).toBe(
      '/vendas/financeiro?loja=7',
    );
    await user.click(screen.getByRole('button', { name: text.markPaid.action }));
    await user.type(screen.getByLabelText(text.markPaid.reference), 'Boleto 889');
    await user.click(within(screen.getByTestId('mark-paid-dialog')).getByRole('button', { name: text.markPaid.save }));

    expect((await screen.findByTestId('toast')).textContent).toContain(apiMessages.statementPaid);
    expect(bodiesTo(sent, calls.markStatementPaid.path)).toEqual([
      { statement_id: 40, paid_on: today(), reference: 'Boleto 889', validate: 1 },
    ]);
    expect(await screen.findByText('Pago em 01/12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.markPaid.action })).toBeNull();
  });

  it("shows a shop's statements like its owner sees them when one shop is picked", async () => {
    fakeApi({
      [calls.shopStatements.path]: () => ({ statements: [statement({ shop_id: 9, shop_name: 'Brasa Burger' })] }),
      [calls.statement.path]: () => statementAnswer(statement({ shop_id: 9, shop_name: 'Brasa Burger' }), [line()]),
    });
    drawPage(operator, '/vendas/financeiro', 9);
    expect(plain((await screen.findByTestId('statement-balance')).textContent).trim()).toBe(
      'A receber R$ 1.234,56 Parcial',
    );
    expect(screen.getByRole('link', { name: text.allBalances }).getAttribute('href')).toBe(
      '/vendas/financeiro?ver=saldos',
    );
    expect(screen.getAllByTestId('statement-line')).toHaveLength(1);
  });

  it("shows the API's refusal of someone who is not an operator", async () => {
    fakeApi({
      [calls.shopBalances.path]: () => ({ error_type: 14, message: apiMessages.statementsOperatorsOnly }),
    });
    drawPage(operator);
    expect((await screen.findByRole('alert')).textContent).toContain(apiMessages.statementsOperatorsOnly);
  });
});
