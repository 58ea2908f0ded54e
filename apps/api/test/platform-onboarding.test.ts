import { boardCalls } from '@delivery/contract/calls/board';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { menuCalls } from '@delivery/contract/calls/menu';
import { profileCalls } from '@delivery/contract/calls/profile';
import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import { staffCalls } from '@delivery/contract/calls/staff';
import { encodeProductsList } from '@delivery/contract/checkout';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageTo, registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { platformCli, platformHost } from './helpers/platform.ts';
import { alwaysOpen } from './helpers/shops.ts';

/**
 * A new customer of the platform, end to end: the CLI creates a SINGLE tenant on a custom host,
 * the host is verified through the sandbox's DNS, the owner follows the invitation, sets the shop
 * up in the panel and a customer orders from that host.
 */

let t: TestApp;
let run: (...argv: string[]) => Promise<{ code: number; out: string }>;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox', PLATFORM_HOST: platformHost });
  run = await platformCli(t.app);
});
afterAll(() => t.close());

/**
 * A host, an owner and a city of their own: on PostgreSQL the database outlives the run, and the
 * demo's seed, in another file, adds Campinas.
 */
async function newTenant(name: string) {
  const id = randomUUID().slice(0, 8);
  const host = `pedidos-${id}.example.test`;
  const email = `dono-${id}@example.test`;
  const { code, out } = await run(
    ...[
      'create-tenant',
      '--type',
      'SINGLE',
      '--name',
      name,
      '--host',
      host,
      '--city',
      `Paulínia ${id}`,
      '--state',
      'SP',
    ],
    ...['--segment', 'pizzaria', '--staff-name', 'Rita Souza', '--staff-email', email],
  );
  expect(code, out).toBe(0);
  const profileId = /\(cliente (\d+)\)$/m.exec(out)![1]!;
  return { host, email, profileId, out };
}

/** The owner's invitation link, read from the sandbox outbox as they would open it. */
async function invitation(email: string) {
  const text = (await lastMessageTo(t.app, email))?.text ?? '';
  return new URL(/https?:\/\/\S+/.exec(text)![0]);
}

/** Joins the panel from the invitation with a password; answers the session and the shop. */
async function join(host: string, email: string, password: string) {
  const link = await invitation(email);
  expect(link.hostname).toBe(host);
  expect(link.pathname).toBe('/painel/convite');
  const joined = (
    await post(t.app, host, staffCalls.staffAcceptInvite.path, {
      validate: 1,
      invite_token: link.searchParams.get('token'),
      password,
    })
  ).json();
  expect(joined).toMatchObject({ error_type: 0, staff: { name: 'Rita Souza', shops: [{ role: 'owner' }] } });
  return { token: joined.token as string, shopId: joined.staff.shops[0].shop_id as number };
}

/** Publishes the TXT record the CLI printed, as the owner would at their registrar, and verifies it. */
async function publishAndVerify(host: string, out: string) {
  const name = /^ {2}Nome: {2}(\S+)$/m.exec(out)![1]!;
  const value = /^ {2}Valor: (\S+)$/m.exec(out)![1]!;
  expect((await t.app.inject({ method: 'POST', url: '/dev/dns', payload: { name, value } })).statusCode).toBe(303);
  expect(await run('verify-domain', '--host', host)).toEqual({
    code: 0,
    out: `Endereço ${host} verificado: já está no ar`,
  });
}

describe('onboarding a SINGLE tenant through the platform CLI', () => {
  it('goes from create-tenant to a customer’s order seen on the owner’s board', async () => {
    const { host, email, out } = await newTenant('Pizzaria Bella Campinas');
    expect(out).toContain(`Pizzaria Bella Campinas criado. Enviamos o convite para ${email}`);
    expect(out).toContain(`  Nome:  _entrega-verificacao.${host}`);

    // Not served before its DNS says the tenant holds the host, and verifying says what is missing.
    expect((await post(t.app, host, profileCalls.getProfile.path)).statusCode).toBe(404);
    const refused = await run('verify-domain', '--host', host);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(
      `Não foi possível: Ainda não encontramos o registro TXT _entrega-verificacao.${host} com o valor indicado`,
    );

    await publishAndVerify(host, out);
    expect((await post(t.app, host, profileCalls.getProfile.path)).json()).toMatchObject({
      error_type: 0,
      app: { title: 'Pizzaria Bella Campinas' },
      site: { type_flow: 'SINGLE' },
    });

    const owner = await join(host, email, 'senha-da-rita');
    const panel = (path: string, body: Record<string, unknown> = {}) =>
      post(t.app, host, path, { validate: 1, token: owner.token, shop_id: owner.shopId, ...body }).then((r) =>
        r.json(),
      );

    const category = await panel(menuCalls.saveCategory.path, { name: 'Pizzas', hidden: '0' });
    expect(category).toMatchObject({ error_type: 0, message: 'Categoria “Pizzas” salva' });
    const product = await panel(menuCalls.saveProduct.path, {
      category_id: category.category.category_id,
      name: 'Pizza Calabresa',
      description: 'Calabresa, cebola e muçarela.',
      price: '54,90',
      available: '1',
    });
    expect(product).toMatchObject({ error_type: 0, message: '“Pizza Calabresa” salvo no cardápio' });

    // A customer of the new host picks two pizzas up, paying cash (54,90 each, as the server prices them).
    const { body: account } = await registerAccount(t.app, host);
    expect(account.error_type).toBe(0);
    const order = () =>
      post(t.app, host, checkoutCalls.saveOrder.path, {
        validate: 1,
        token: account.token,
        shop_id: owner.shopId,
        products_list: encodeProductsList([{ productId: product.product.product_id, quantity: 2, optionIds: [] }]),
        total_products: 109.8,
        delivery_price_shop: 0,
        order_total: 109.8,
        address_id: null,
        idempotency_key: randomUUID(),
        payment_method: 'cash',
        accept_policy: '1',
      }).then((r) => r.json());
    // A new shop has no hours yet: it takes no order until its owner gives them.
    expect(await order()).toMatchObject({
      error_type: 14,
      message: 'A loja está fechada e não tem horários disponíveis nos próximos dias',
    });

    const hours = await panel(shopSettingsCalls.shopHours.path);
    const openAllWeek = { version: hours.version, ...hours.hours, opening_hours: alwaysOpen };
    expect(await panel(shopSettingsCalls.saveShopHours.path, openAllWeek)).toMatchObject({ error_type: 0 });
    // Pickup is on from the start; delivery needs districts, which only an operator adds (none here).
    expect((await panel(shopSettingsCalls.shopDelivery.path)).delivery).toMatchObject({ pickup: true });
    // Cash alone is offered until the owner sets Pix or cards up: each needs settings of its own.
    const offered = await post(t.app, host, checkoutCalls.getGroupsPayment.path, { shop_id: owner.shopId });
    expect(offered.json().groups.map((g: { label: string }) => g.label)).toEqual(['Dinheiro']);

    const placed = await order();
    expect(placed).toMatchObject({ error_type: 0, order: { delivery_type: 'pickup', status: 'received' } });
    expect((await panel(boardCalls.boardOrders.path)).orders).toEqual([
      expect.objectContaining({
        order_id: placed.order.order_id,
        shop_name: 'Pizzaria Bella Campinas',
        status: 'received',
        customer: expect.objectContaining({ name: 'Joana Lima' }),
        items: [expect.objectContaining({ name: 'Pizza Calabresa', quantity: 2, total: 109.8 })],
      }),
    ]);
  });

  it('reset-staff-password hands the owner a password that signs in, and the old one no longer does', async () => {
    const { host, email, profileId, out } = await newTenant('Pizzaria do Largo');
    await publishAndVerify(host, out);
    const { token } = await join(host, email, 'senha-antiga');
    const signIn = (password: string) =>
      post(t.app, host, staffCalls.staffSignIn.path, { validate: 1, email, password }).then((r) => r.json());

    const reset = await run('reset-staff-password', '--profile', profileId, '--email', email);
    expect(reset.code).toBe(0);
    const password = /^Senha nova de Rita Souza: (\S+)$/m.exec(reset.out)![1]!;
    // As it prints, the session opened with the old password is over.
    expect((await post(t.app, host, staffCalls.staffMe.path, { validate: 1, token })).statusCode).toBe(401);
    expect(await signIn(password)).toMatchObject({ error_type: 0, message: 'Bem-vindo(a) ao painel, Rita Souza' });
    expect(await signIn('senha-antiga')).toEqual({
      error_type: expect.any(Number),
      message: 'E-mail ou senha incorretos',
    });
  });
});
