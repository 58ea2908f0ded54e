import { platformCalls } from '@delivery/contract/calls/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawConsole, fakeApi, meAnswer, tenant } from '../console.fixture.tsx';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.tenants;
const paths = platformCalls;

afterEach(() => vi.unstubAllGlobals());

const rowOf = (name: string) => {
  const row = screen.getAllByTestId('tenant').find((item) => item.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe("the console's tenants", () => {
  it('shows each one with its type, hosts, last 30 days, and the suspended ones marked', async () => {
    fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({
        tenants: [
          tenant(),
          tenant({ profile_id: 202, name: 'Mercado Sol', type_flow: 'SINGLE', domains: ['sol.test'], suspended: true }),
        ],
      }),
    });
    drawConsole('/');
    await screen.findAllByTestId('tenant');
    expect(screen.getByText('2 clientes · 1 suspenso')).toBeTruthy();

    const bella = rowOf('Pizzaria Bella');
    expect(bella.textContent).toContain('Marketplace');
    expect(within(bella).getByRole('link', { name: 'pedidos.bella.com.br' }).getAttribute('href')).toMatch(
      /\/\/pedidos\.bella\.com\.br/,
    );
    expect(bella.textContent).toContain('1.234');
    expect(bella.textContent).toMatch(/R\$\s45\.678,90/);
    expect(within(bella).queryByText(text.suspended)).toBeNull();

    const sol = rowOf('Mercado Sol');
    expect(sol.textContent).toContain('Loja única');
    expect(within(sol).getByText(text.suspended)).toBeTruthy();
    expect(within(sol).getByRole('button', { name: 'Reativar Mercado Sol' })).toBeTruthy();
    expect(screen.getByText(consoleMessages.nav.signOut)).toBeTruthy();
    // Ten recovery codes left: nothing to warn about.
    expect(screen.queryByText(/códigos de recuperação/)).toBeNull();
  });

  it("suspends after saying what happens, with the API's message, and shows the tenant suspended", async () => {
    let suspended = false;
    const sent = fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [tenant({ suspended })] }),
      [paths.platformSuspendTenant.path]: () => {
        suspended = true;
        return { message: 'Acesso a Pizzaria Bella suspenso: seus endereços mostram uma página de aviso' };
      },
    });
    drawConsole('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspender Pizzaria Bella' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Suspender Pizzaria Bella?' });
    expect(dialog.textContent).toContain('página de “fora do ar”');
    expect(dialog.textContent).toContain('Nada é apagado');
    expect(sent.map((call) => call.path)).not.toContain(paths.platformSuspendTenant.path);
    await user.click(within(dialog).getByRole('button', { name: text.suspend }));

    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Acesso a Pizzaria Bella suspenso: seus endereços mostram uma página de aviso',
    );
    expect(sent.find((call) => call.path === paths.platformSuspendTenant.path)).toMatchObject({
      body: { profile_id: 201 },
      authorization: 'Bearer console-token',
    });
    expect(await within(rowOf('Pizzaria Bella')).findByText(text.suspended)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reativar Pizzaria Bella' })).toBeTruthy();
  });

  it('suspends nothing when the dialog is cancelled', async () => {
    const sent = fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [tenant()] }),
    });
    drawConsole('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspender Pizzaria Bella' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent.map((call) => call.path)).not.toContain(paths.platformSuspendTenant.path);
  });

  it("shows the API's refusal of a resumption", async () => {
    fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [tenant({ suspended: true })] }),
      [paths.platformResumeTenant.path]: () => ({
        status: 404,
        error_type: 3,
        message: 'Cliente da plataforma não encontrado',
      }),
    });
    drawConsole('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reativar Pizzaria Bella' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Cliente da plataforma não encontrado');
  });

  it('says so when there is no tenant yet', async () => {
    fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [] }),
    });
    drawConsole('/');
    expect(await screen.findByText(text.empty)).toBeTruthy();
  });

  it("goes back to the sign-in page with the API's word when the session is over", async () => {
    fakeApi({
      [paths.platformMe.path]: () => ({
        status: 401,
        error_type: 4,
        message: 'Sua sessão no console da plataforma expirou. Entre novamente',
      }),
    });
    const router = drawConsole('/');
    expect(await screen.findByRole('heading', { name: consoleMessages.signIn.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/entrar');
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toContain('Sua sessão no console da plataforma expirou'),
    );
  });
});
