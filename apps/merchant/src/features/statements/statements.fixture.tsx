import type { TStaffMember } from '@delivery/contract/staff';
import type { TStatement, TStatementFigures, TStatementLine } from '@delivery/contract/statements';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/toaster.tsx';
import { StatementsPage } from './components/statements-page.tsx';

export { fakeApi, type SentCall } from '../../test/fake-api.ts';

const shop = (shop_id: number, name: string, role: 'owner' | 'operator') => ({
  shop_id,
  name,
  role,
  time_zone: 'America/Sao_Paulo',
  auto_accept: false,
});

/** A marketplace shop's owner: runs the shop, not the tenant. */
export const owner: TStaffMember = {
  staff_id: 3,
  name: 'Dona Nonna',
  email: 'dono@forno-da-nonna.exemplo.com.br',
  operator: false,
  runs_tenant: false,
  marketplace: true,
  shops: [shop(7, 'Forno da Nonna', 'owner')],
};

/** A single shop's owner runs its tenant too: a platform with no marketplace to settle with. */
export const singleOwner: TStaffMember = { ...owner, runs_tenant: true, marketplace: false };

/** The marketplace's operator, who runs every shop. */
export const operator: TStaffMember = {
  staff_id: 1,
  name: 'Operador da Plataforma',
  email: 'operador@exemplo.com.br',
  operator: true,
  runs_tenant: true,
  marketplace: true,
  shops: [shop(7, 'Forno da Nonna', 'operator'), shop(9, 'Brasa Burger', 'operator')],
};

export function figures(overrides: Partial<TStatementFigures> = {}): TStatementFigures {
  return {
    sales: 1500,
    shop_discounts: -20,
    marketplace_discounts: -10,
    cashback: 0,
    given_back: -45,
    paid_by_customers: 1425,
    received_by_shop: 100,
    received_by_marketplace: 1325,
    commission: -180,
    order_fees: -9.9,
    monthly_fee: 0,
    gateway_fees: -12.34,
    shop_net: 1232.76,
    balance: 1234.56,
    ...overrides,
  };
}

/** The week of 23/11/2026 to 29/11/2026 in São Paulo: from Monday 00:00 (03:00 UTC) to the next. */
export function statement(overrides: Partial<TStatement> = {}): TStatement {
  return {
    statement_id: 41,
    shop_id: 7,
    shop_name: 'Forno da Nonna',
    time_zone: 'America/Sao_Paulo',
    from: '2026-11-23T03:00:00.000Z',
    to: '2026-11-30T03:00:00.000Z',
    status: 'open',
    closed_at: null,
    paid: null,
    orders: 2,
    figures: figures(),
    ...overrides,
  };
}

/** The week before, closed on 30/11 and not paid yet. */
export const closedWeek = (overrides: Partial<TStatement> = {}) =>
  statement({
    statement_id: 40,
    from: '2026-11-16T03:00:00.000Z',
    to: '2026-11-23T03:00:00.000Z',
    status: 'closed',
    closed_at: '2026-11-23T03:10:00.000Z',
    orders: 1,
    figures: figures({ balance: -97 }),
    ...overrides,
  });

/** Two weeks before, paid on 01/12. */
export const paidWeek = (overrides: Partial<TStatement> = {}) =>
  statement({
    statement_id: 39,
    from: '2026-11-09T03:00:00.000Z',
    to: '2026-11-16T03:00:00.000Z',
    status: 'paid',
    closed_at: '2026-11-16T03:10:00.000Z',
    paid: { on: '2026-12-01', reference: 'PIX-E1234', by: 'Operador da Plataforma', at: '2026-12-01T15:00:00.000Z' },
    orders: 3,
    figures: figures({ balance: 80 }),
    ...overrides,
  });

export function line(overrides: Partial<TStatementLine> = {}): TStatementLine {
  return {
    order_id: 501,
    number: 1042,
    placed_at: '2026-11-27T22:40:00.000Z',
    payment_method: 'pix',
    held_by: 'marketplace',
    paid_by_customer: 80,
    charges: -10.5,
    shop_net: 69.5,
    given_back: false,
    ...overrides,
  };
}

/** The statement call's answer. */
export const statementAnswer = (one: TStatement, lines: TStatementLine[] = []) => ({ statement: one, lines });

/**
 * The "Financeiro" page at `path` (its address names a statement or a view) as `who` meets it,
 * with the header's pick `shopId` (null: every shop), and the toasts.
 */
export function drawPage(who: TStaffMember, path = '/vendas/financeiro', shopId: number | null = null) {
  const page = <StatementsPage shops={who.shops} shopId={shopId} operator={who.operator} />;
  const router = createMemoryRouter([{ path: '/vendas/financeiro', element: page }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router };
}

/** Intl writes 'R$ 1,00' with a no-break space: the text as a person reads it. */
export const plain = (value: string | null | undefined) => (value ?? '').replace(/\u00a0/g, ' ');
