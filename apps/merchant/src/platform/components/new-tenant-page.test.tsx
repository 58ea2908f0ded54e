import { platformCalls } from '@delivery/contract/calls/platform';
import type { TPlatformTenant } from '@delivery/contract/platform';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawConsole, fakeApi, meAnswer, tenant } from '../console.fixture.tsx';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.newTenant;
const paths = platformCalls;

afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Everything a single shop needs, typed as an administrator would. */
async function fillSingleShop(user: UserEvent) {
  await user.type(field(text.name), 'Sabor da Vila');
  await user.selectOptions(field(text.segment), 'Lanches');
  await user.clear(field(text.colour));
  await user.type(field(text.colour), '#1E7A46');
  await user.type(field(text.host), 'pedidos.sabordavila.com.br');
  await user.type(field(text.city), 'Campinas');
  await user.selectOptions(field(text.state), 'SP');
  await user.type(field(text.staffName), 'Rita Souza');
  await user.type(field(text.staffEmail), 'rita@sabordavila.com.br');
}

const created: TPlatformTenant = tenant({
  profile_id: 305,
  name: 'Sabor da Vila',
  type_flow: 'SINGLE',
  domains: [],
  pending_domains: [
    {
      host: 'pedidos.sabordavila.com.br',
      verified: false,
      txt_name: '_entrega-verificacao.pedidos.sabordavila.com.br',
      txt_value: 'entrega-verificacao=abc123',
    },
  ],
  orders_30d: 0,
  sales_30d: 0,
});

describe("the console's new tenant", () => {
  it('is reached from the list, starts as a single shop, and asks a segment of a single shop only', async () => {
    fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [tenant()] }),
    });
    const router = drawConsole('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: consoleMessages.tenants.create }));
    expect(router.state.location.pathname).toBe('/novo');
    expect(screen.getByRole('heading', { name: text.title })).toBeTruthy();

    expect((screen.getByRole('radio', { name: 'Loja única' }) as HTMLInputElement).checked).toBe(true);
    expect(field(text.colour).value).toBe('#d0112b');
    expect(screen.getByLabelText(text.segment)).toBeTruthy();
    expect(screen.getByText(text.staffHint.SINGLE)).toBeTruthy();
    expect(screen.getByText(text.hostHint)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Marketplace' }));
    expect(screen.queryByLabelText(text.segment)).toBeNull();
    expect(screen.getByText(text.staffHint.MARKETPLACE)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Loja única' }));
    expect(screen.getByLabelText(text.segment)).toBeTruthy();
  });

  it("says what is missing under each field, in the API's words, and sends nothing", async () => {
    const sent = fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [] }),
    });
    drawConsole('/novo');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(text.host), 'não é um endereço');
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect(screen.getByText('Informe o nome do cliente')).toBeTruthy();
    expect(screen.getByText('Informe um endereço como pedidos.sualoja.com.br')).toBeTruthy();
    expect(screen.getByText('Informe um e-mail válido')).toBeTruthy();
    expect(field(text.name).getAttribute('aria-invalid')).toBe('true');
    expect(sent.map((call) => call.path)).not.toContain(paths.platformCreateTenant.path);
  });

  it("shows the API's refusal above the button and keeps what was typed", async () => {
    fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [] }),
      [paths.platformCreateTenant.path]: () => ({
        error_type: 11,
        message: 'O endereço pedidos.sabordavila.com.br já é usado por um cliente da plataforma',
      }),
    });
    const router = drawConsole('/novo');
    const user = userEvent.setup();
    await screen.findByLabelText(text.name);
    await fillSingleShop(user);
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'O endereço pedidos.sabordavila.com.br já é usado por um cliente da plataforma',
    );
    expect(router.state.location.pathname).toBe('/novo');
    expect(field(text.name).value).toBe('Sabor da Vila');
    expect(field(text.host).value).toBe('pedidos.sabordavila.com.br');
    expect(field(text.staffEmail).value).toBe('rita@sabordavila.com.br');
  });

  it("creates it, says so with the API's message, and opens its page with the record to publish", async () => {
    let list: TPlatformTenant[] = [tenant()];
    const sent = fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: list }),
      [paths.platformCreateTenant.path]: () => {
        list = [...list, created];
        return {
          message: 'Sabor da Vila criado. Enviamos o convite para rita@sabordavila.com.br',
          tenant: created,
          domain: created.pending_domains[0],
        };
      },
    });
    const router = drawConsole('/novo');
    const user = userEvent.setup();
    await screen.findByLabelText(text.name);
    await fillSingleShop(user);
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Sabor da Vila criado. Enviamos o convite para rita@sabordavila.com.br',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/clientes/305'));
    expect(await screen.findByRole('heading', { name: 'Sabor da Vila', level: 1 })).toBeTruthy();
    expect(screen.getByLabelText(consoleMessages.tenant.hosts.nameLabel).textContent).toBe(
      '_entrega-verificacao.pedidos.sabordavila.com.br',
    );
    expect(sent.find((call) => call.path === paths.platformCreateTenant.path)?.body).toEqual({
      validate: 1,
      type_flow: 'SINGLE',
      name: 'Sabor da Vila',
      primary: '#1E7A46',
      logo: '',
      host: 'pedidos.sabordavila.com.br',
      city_name: 'Campinas',
      city_state: 'SP',
      segment: 'lanches',
      staff_name: 'Rita Souza',
      staff_email: 'rita@sabordavila.com.br',
    });
  });

  it('sends a marketplace without a segment', async () => {
    const market = tenant({ profile_id: 306, name: 'Mercado Central', domains: ['mercado.lojas.test'] });
    const sent = fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [market] }),
      [paths.platformCreateTenant.path]: () => ({
        message: 'Mercado Central criado. Enviamos o convite para ana@mercado.test',
        tenant: market,
        domain: { host: 'mercado.lojas.test', verified: true, txt_name: null, txt_value: null },
      }),
    });
    const router = drawConsole('/novo');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Marketplace' }));
    await user.type(field(text.name), 'Mercado Central');
    await user.type(field(text.host), 'mercado.lojas.test');
    await user.type(field(text.city), 'Campinas');
    await user.type(field(text.staffName), 'Ana Lima');
    await user.type(field(text.staffEmail), 'ana@mercado.test');
    await user.click(screen.getByRole('button', { name: text.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/clientes/306'));
    const body = sent.find((call) => call.path === paths.platformCreateTenant.path)?.body;
    expect(body).toMatchObject({ type_flow: 'MARKETPLACE', name: 'Mercado Central' });
    expect(body).not.toHaveProperty('segment');
  });
});
