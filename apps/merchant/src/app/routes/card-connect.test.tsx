import { cardAccountCalls } from '@delivery/contract/calls/card-payments';
import { staffCalls } from '@delivery/contract/calls/staff';
import type { TStaffMember } from '@delivery/contract/staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { panelRoutes } from '../router.tsx';
import { messages } from '../../lib/messages.ts';
import { saveToken } from '../../lib/session-token.ts';
import { cardAccount, cardAnswer, fakeApi } from '../../features/card-payments/card-payments.fixture.ts';

const text = messages.cardAccount.landing;
const finishPath = cardAccountCalls.finishCardConnect.path;

const owner: TStaffMember = {
  staff_id: 3,
  name: 'Dona Nonna',
  email: 'dono@forno-da-nonna.exemplo.com.br',
  operator: false,
  runs_tenant: false,
  marketplace: true,
  shops: [
    { shop_id: 7, name: 'Forno da Nonna', role: 'owner', time_zone: 'America/Sao_Paulo', auto_accept: false },
    { shop_id: 8, name: 'Forno da Nonna Centro', role: 'owner', time_zone: 'America/Sao_Paulo', auto_accept: false },
  ],
};

/** The whole panel at `path`, as after the gateway's full page load: a saved session, React's StrictMode. */
function drawPanel(path: string) {
  const router = createMemoryRouter(panelRoutes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

const backLink = () => screen.getByRole('link', { name: messages.cardAccount.back });

beforeEach(() => {
  saveToken('staff-token');
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  saveToken(null);
});

describe('the page Mercado Pago sends the owner back to', () => {
  it('hands the code over once, says the account is connected, and leads back to the shop that started', async () => {
    sessionStorage.setItem('painel.card-connect-shop', '8');
    const sent = fakeApi({
      [staffCalls.staffMe.path]: () => ({ staff: owner }),
      [finishPath]: () =>
        cardAnswer({
          message: 'Conta do Mercado Pago conectada. Os clientes já podem pagar com cartão pelo app',
          account: cardAccount(),
        }),
    });
    const router = drawPanel('/mercadopago?code=TG-123&state=c2lnbmVk.bWFj');

    expect(await screen.findByRole('heading', { name: text.connected, level: 1 })).toBeTruthy();
    expect(screen.getByText('Conta 2200113344')).toBeTruthy();
    expect(screen.getByText(text.connectedText)).toBeTruthy();
    expect(backLink().getAttribute('href')).toBe('/loja/pagamentos?loja=8');
    const finishes = sent.filter((call) => call.path === finishPath);
    expect(finishes.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: finishPath, body: { code: 'TG-123', state: 'c2lnbmVk.bWFj', validate: 1 } },
    ]);
    // The used code leaves the address; the outcome stays in the history entry for a reload.
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toMatchObject({ kind: 'connected' });
    expect(sent.filter((call) => call.path === finishPath)).toHaveLength(1);
  });

  it("shows the API's refusal, once, with the way back", async () => {
    const sent = fakeApi({
      [staffCalls.staffMe.path]: () => ({ staff: owner }),
      [finishPath]: () => ({
        error_type: 14,
        message: 'A autorização expirou ou não é desta conta. Clique em Conectar de novo',
      }),
    });
    drawPanel('/mercadopago?code=TG-123&state=old');

    expect(await screen.findByRole('heading', { name: text.refused, level: 1 })).toBeTruthy();
    expect(screen.getByText('A autorização expirou ou não é desta conta. Clique em Conectar de novo')).toBeTruthy();
    expect(backLink().getAttribute('href')).toBe('/loja/pagamentos');
    expect(sent.filter((call) => call.path === finishPath)).toHaveLength(1);
  });

  it('says the owner cancelled at Mercado Pago, handing nothing over', async () => {
    const sent = fakeApi({ [staffCalls.staffMe.path]: () => ({ staff: owner }) });
    drawPanel('/mercadopago?error=access_denied&state=c2lnbmVk.bWFj');

    expect(await screen.findByRole('heading', { name: text.cancelled, level: 1 })).toBeTruthy();
    expect(screen.getByText(text.cancelledText)).toBeTruthy();
    expect(backLink()).toBeTruthy();
    expect(sent.some((call) => call.path === finishPath)).toBe(false);
  });

  it('shows a kept outcome again on reload without spending the code', async () => {
    const sent = fakeApi({ [staffCalls.staffMe.path]: () => ({ staff: owner }) });
    const router = createMemoryRouter(panelRoutes, {
      initialEntries: [{ pathname: '/mercadopago', state: { kind: 'connected', account: 'Conta 2200113344' } }],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: text.connected, level: 1 })).toBeTruthy();
    expect(screen.getByText('Conta 2200113344')).toBeTruthy();
    expect(sent.some((call) => call.path === finishPath)).toBe(false);
  });
});
