import { platformCalls } from '@delivery/contract/calls/platform';
import type { TPlatformDomain } from '@delivery/contract/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawConsole, fakeApi, meAnswer, tenant } from '../console.fixture.tsx';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.tenant;
const paths = platformCalls;

afterEach(() => vi.unstubAllGlobals());

const pending: TPlatformDomain = {
  host: 'pedidos.bella.com.br',
  verified: false,
  txt_name: '_entrega-verificacao.pedidos.bella.com.br',
  txt_value: 'entrega-verificacao=4f9c2d7e',
};

const notVerified =
  'Ainda não encontramos o registro TXT _entrega-verificacao.pedidos.bella.com.br com o valor indicado. Confira no provedor de DNS do domínio e tente de novo: a publicação pode levar alguns minutos';

/** The served hosts' list item of `host`, when it is served. */
const servedItem = (host: string) => screen.queryByRole('link', { name: host })?.closest('li') ?? null;

describe("a tenant's page in the console", () => {
  it('is reached from the list, with its type, its suspension and its served hosts', async () => {
    fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({
        tenants: [tenant(), tenant({ profile_id: 202, name: 'Mercado Sol', type_flow: 'SINGLE', suspended: true })],
      }),
    });
    const router = drawConsole('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Mercado Sol' }));
    expect(router.state.location.pathname).toBe('/clientes/202');

    const header = screen.getByRole('heading', { name: 'Mercado Sol', level: 1 }).parentElement!;
    expect(within(header).getByText('Loja única')).toBeTruthy();
    expect(within(header).getByText(consoleMessages.tenants.suspended)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reativar Mercado Sol' })).toBeTruthy();
    expect(screen.getByText(/1\.234 pedidos e R\$\s45\.678,90 em vendas/)).toBeTruthy();
    const served = servedItem('pedidos.bella.com.br');
    expect(served?.textContent).toContain(text.hosts.live);
    expect(within(served!).getByRole('link').getAttribute('href')).toMatch(/\/\/pedidos\.bella\.com\.br/);

    await user.click(screen.getByRole('link', { name: consoleMessages.back }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('says so when there is no such tenant', async () => {
    fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [tenant()] }),
    });
    drawConsole('/clientes/999');
    expect(await screen.findByText(text.notFound)).toBeTruthy();
  });

  it("shows a pending host's record, the API's refusal to verify it, then serves it once verified", async () => {
    let verified = false;
    const sent = fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({
        tenants: [
          tenant(
            verified
              ? { domains: ['bella.example.com', pending.host] }
              : { domains: ['bella.example.com'], pending_domains: [pending] },
          ),
        ],
      }),
      [paths.platformVerifyDomain.path]: (_, index) => {
        if (index === 0) return { error_type: 14, message: notVerified };
        verified = true;
        return {
          message: 'Endereço pedidos.bella.com.br verificado: já está no ar',
          domain: { host: pending.host, verified: true, txt_name: null, txt_value: null },
        };
      },
    });
    drawConsole('/clientes/201');
    const user = userEvent.setup();

    const card = (await screen.findByText(text.hosts.publish)).closest('li')!;
    expect(within(card).getByText(pending.host)).toBeTruthy();
    expect(within(card).getByText(text.hosts.pending)).toBeTruthy();
    expect(within(card).getByLabelText(text.hosts.nameLabel).textContent).toBe(pending.txt_name);
    expect(within(card).getByLabelText(text.hosts.valueLabel).textContent).toBe(pending.txt_value);
    expect(within(card).getAllByRole('button', { name: text.hosts.copy })).toHaveLength(2);
    expect(servedItem(pending.host)).toBeNull();
    // Not a sandbox: no link to its DNS.
    expect(screen.queryByText(text.hosts.sandboxDns)).toBeNull();

    await user.click(within(card).getByRole('button', { name: text.hosts.verify }));
    expect((await within(card).findByRole('alert')).textContent).toContain(notVerified);
    expect(sent.find((call) => call.path === paths.platformVerifyDomain.path)?.body).toEqual({
      validate: 1,
      host: 'pedidos.bella.com.br',
    });

    await user.click(within(card).getByRole('button', { name: text.hosts.verify }));
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Endereço pedidos.bella.com.br verificado: já está no ar',
    );
    await waitFor(() => expect(servedItem(pending.host)?.textContent).toContain(text.hosts.live));
    expect(screen.queryByText(text.hosts.publish)).toBeNull();
  });

  it("adds a host, says so with the API's message, and lists it", async () => {
    let pendingDomains: TPlatformDomain[] = [];
    const sent = fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [tenant({ pending_domains: pendingDomains })] }),
      [paths.platformAddDomain.path]: () => {
        pendingDomains = [pending];
        return {
          message:
            'Endereço pedidos.bella.com.br adicionado. Ele entra no ar quando o registro TXT estiver publicado no DNS e for verificado',
          domain: pending,
        };
      },
    });
    drawConsole('/clientes/201');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(text.hosts.newHost), 'Pedidos.Bella.com.br');
    await user.click(screen.getByRole('button', { name: text.hosts.addSubmit }));

    expect((await screen.findByTestId('toast')).textContent).toContain('Endereço pedidos.bella.com.br adicionado');
    expect(await screen.findByText(pending.txt_value!)).toBeTruthy();
    expect((screen.getByLabelText(text.hosts.newHost) as HTMLInputElement).value).toBe('');
    expect(sent.find((call) => call.path === paths.platformAddDomain.path)?.body).toEqual({
      validate: 1,
      profile_id: 201,
      host: 'Pedidos.Bella.com.br',
    });
  });

  it("shows the API's refusal of a host under the field, keeping it", async () => {
    fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [tenant()] }),
      [paths.platformAddDomain.path]: () => ({
        error_type: 11,
        message: 'O endereço sol.test já é usado por um cliente da plataforma',
      }),
    });
    drawConsole('/clientes/201');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(text.hosts.newHost), 'sol.test');
    await user.click(screen.getByRole('button', { name: text.hosts.addSubmit }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'O endereço sol.test já é usado por um cliente da plataforma',
    );
    expect((screen.getByLabelText(text.hosts.newHost) as HTMLInputElement).value).toBe('sol.test');
  });
});

describe("a tenant's plan", () => {
  it('starts from the tenant, and sends an empty limit as no limit', async () => {
    let plan = { type_flow: 'MARKETPLACE' as const, max_shops: 12 as number | null };
    const sent = fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [tenant(plan)] }),
      [paths.platformTenantPlan.path]: (body) => {
        plan = { type_flow: 'MARKETPLACE', max_shops: body.max_shops as number | null };
        return { message: 'Plano de Pizzaria Bella salvo' };
      },
    });
    drawConsole('/clientes/201');
    const user = userEvent.setup();
    const limit = (await screen.findByLabelText(text.plan.maxShops)) as HTMLInputElement;
    expect(limit.value).toBe('12');
    expect((screen.getByLabelText(text.plan.typeFlow) as HTMLSelectElement).value).toBe('MARKETPLACE');
    expect(screen.getByText(text.plan.maxShopsHint)).toBeTruthy();

    await user.clear(limit);
    await user.click(screen.getByRole('button', { name: text.plan.submit }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Plano de Pizzaria Bella salvo');
    expect(sent.find((call) => call.path === paths.platformTenantPlan.path)?.body).toEqual({
      validate: 1,
      profile_id: 201,
      type_flow: 'MARKETPLACE',
      max_shops: null,
    });
    await waitFor(() => expect((screen.getByLabelText(text.plan.maxShops) as HTMLInputElement).value).toBe(''));
  });

  it("sends a flow and a limit, and shows the API's refusal", async () => {
    const sent = fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [tenant()] }),
      [paths.platformTenantPlan.path]: () => ({
        error_type: 14,
        message: 'Uma loja única tem uma loja só, e Pizzaria Bella tem 3',
      }),
    });
    drawConsole('/clientes/201');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(text.plan.typeFlow), 'Loja única');
    await user.type(screen.getByLabelText(text.plan.maxShops), '1');
    await user.click(screen.getByRole('button', { name: text.plan.submit }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Uma loja única tem uma loja só, e Pizzaria Bella tem 3',
    );
    expect(sent.find((call) => call.path === paths.platformTenantPlan.path)?.body).toMatchObject({
      type_flow: 'SINGLE',
      max_shops: 1,
    });
  });

  it('refuses a limit that is not a whole number of shops, sending nothing', async () => {
    const sent = fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [tenant()] }),
    });
    drawConsole('/clientes/201');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(text.plan.maxShops), '0');
    await user.click(screen.getByRole('button', { name: text.plan.submit }));
    expect(screen.getByText(text.plan.maxShopsInvalid)).toBeTruthy();
    expect(sent.map((call) => call.path)).not.toContain(paths.platformTenantPlan.path);
  });
});
