import { staffCalls } from '@delivery/contract/calls/staff';
import { statementCalls } from '@delivery/contract/calls/statements';
import type { TStaffMember } from '@delivery/contract/staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commissionMessages } from '../../features/commission-plans/commission-messages.ts';
import { statementMessages } from '../../features/statements/statement-messages.ts';
import {
  closedWeek,
  line,
  operator,
  owner,
  singleOwner,
  statement,
  statementAnswer,
} from '../../features/statements/statements.fixture.tsx';
import { messages } from '../../lib/messages.ts';
import { saveToken } from '../../lib/session-token.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { panelRoutes } from '../router.tsx';

const text = statementMessages;

/** The whole panel at `path`, signed in as `who`. */
function drawPanel(who: TStaffMember, path: string) {
  const sent = fakeApi({
    [staffCalls.staffMe.path]: () => ({ staff: who }),
    [statementCalls.shopBalances.path]: () => ({
      shops: [{ shop_id: 7, name: 'Forno da Nonna', open: statement(), unpaid: [closedWeek()], due: -97 }],
    }),
    [statementCalls.shopStatements.path]: () => ({ statements: [statement()] }),
    [statementCalls.statement.path]: () => statementAnswer(statement(), [line()]),
  });
  const router = createMemoryRouter(panelRoutes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, sent };
}

const salesTabs = async () => screen.findByRole('navigation', { name: messages.nav.salesArea });

beforeEach(() => saveToken('staff-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  saveToken(null);
  localStorage.clear();
});

describe('"Financeiro" in the sales area', () => {
  it("is a marketplace shop owner's tab, on the shop's statements", async () => {
    drawPanel(owner, '/vendas/financeiro');
    const tab = within(await salesTabs()).getByRole('link', { name: text.nav });
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByTestId('statement-balance')).toBeTruthy();
  });

  it("is not a single shop's: its platform has no marketplace to settle with", async () => {
    const { router } = drawPanel(singleOwner, '/vendas/financeiro');
    expect(within(await salesTabs()).queryByRole('link', { name: text.nav })).toBeNull();
    expect(router.state.location.pathname).toBe('/vendas');
  });

  it("is not a single shop's operator's either, nor are the commissions", async () => {
    const singleOperator: TStaffMember = { ...operator, marketplace: false };
    const { router } = drawPanel(singleOperator, '/vendas/financeiro');
    expect(within(await salesTabs()).queryByRole('link', { name: text.nav })).toBeNull();
    expect(router.state.location.pathname).toBe('/vendas');
    await router.navigate('/comissoes');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/loja');
    const settings = await screen.findByRole('navigation', { name: messages.nav.settingsArea });
    expect(within(settings).queryByRole('link', { name: commissionMessages.nav })).toBeNull();
  });

  it("takes an operator from every shop's balances to one shop's statements, picked in the header", async () => {
    const { router, sent } = drawPanel(operator, '/vendas/financeiro');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: text.shopStatements }));

    expect(await screen.findByTestId('statement-balance')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(
      (screen.getByLabelText(messages.nav.shopPicker, { selector: 'header select' }) as HTMLSelectElement).value,
    ).toBe('7');
    expect(sent.filter((call) => call.path === statementCalls.shopStatements.path).map((call) => call.body)).toEqual([
      { shop_id: 7, validate: 1 },
    ]);

    await user.click(screen.getByRole('link', { name: text.allBalances }));
    expect(await screen.findByRole('heading', { level: 1, name: text.balances.title })).toBeTruthy();
  });
});
