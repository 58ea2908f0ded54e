import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { orderCalls } from '@delivery/contract/calls/orders';
import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { TGroupsPaymentResponse } from '@delivery/contract/checkout';
import type { TPaymentSettingsInput, TPixProviderInput, TShopPaymentsResponse } from '@delivery/contract/shop-payments';
import { and, asc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import { pixProviders } from '../src/db/schema/payments.ts';
import { shopChanges } from '../src/db/schema/shop-settings.ts';
import { reconcilePixCharge } from '../src/modules/payments/service.ts';
import { sandboxPix } from '../src/modules/pix-sandbox/service.ts';
import { secretReader } from '../src/providers/secret-source.ts';
import { createTestApp, post, testConfig, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { sandboxProviderFor } from './helpers/pix.ts';
import { tlsFixture } from './helpers/tls-fixture.ts';
import { addStaff } from './helpers/staff.ts';

/**
 * How a shop is paid, from the panel (decision 0037): methods, change, card flags, Pix key and the
 * Pix provider, whose secrets are sealed and never come back; checkout follows at once, on every
 * API process, and orders placed keep what they were placed with.
 */

const secretsKey = randomBytes(32).toString('base64');
const sealedWith = secretReader(Buffer.from(secretsKey, 'base64'));

let t: TestApp;
let tenant: OrderingTenant;
let owner: { id: number; token: string };
/** Another API process on the same database: what it offers proves the change reached every process. */
let other: Awaited<ReturnType<typeof createApi>>;

beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'sandbox', SECRETS_KEY: secretsKey });
  // The provider's client speaks HTTP to the sandbox PSP of this server, as to any PSP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  tenant = await orderingTenant(t.app, t.database.db);
  owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
  other = await createApi(testConfig({ APP_ENV: 'sandbox', SECRETS_KEY: secretsKey }), t.database, false);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** A shop of the tenant with an owner of its own, taking every method with the test's key. */
async function shopWithOwner(slug: string) {
  const shopId = await tenant.anotherShop(slug);
  const { token } = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId }]);
  return { shopId, token };
}

const read = (shopId: number, token = owner.token) =>
  post(t.app, tenant.domain, shopSettingsCalls.shopPayments.path, { validate: 1, token, shop_id: shopId });
const readPayments = async (shopId: number, token = owner.token): Promise<TShopPaymentsResponse> =>
  (await read(shopId, token)).json();

const allFlags = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const everything: TPaymentSettingsInput = {
  payment_methods: ['cash', 'card_on_delivery', 'pix'],
  cash_change: true,
  card_flags: allFlags,
  pix_key: 'pedidos@pizzariateste.com.br',
  provider: null,
};

/** The sandbox PSP of this server, as an owner types it: a PEM pair, the sandbox's client secret. */
const sandboxProvider = (overrides: Partial<TPixProviderInput> = {}): TPixProviderInput => ({
  base_url: sandboxPix.baseUrl,
  token_url: sandboxPix.tokenUrl,
  client_id: sandboxPix.clientId,
  client_secret: sandboxPix.clientSecret,
  tls: 'pem',
  tls_cert: tlsFixture('client.crt'),
  tls_key: tlsFixture('client.key'),
  tls_pfx: '',
  tls_passphrase: '',
  pix_key: 'cobrancas@pizzariateste.com.br',
  ...overrides,
});

/** Saves at the version the shop has now, as an owner who just opened the page. */
async function save(
  shopId: number,
  payments: Partial<TPaymentSettingsInput>,
  token = owner.token,
  app: TestApp['app'] = t.app,
) {
  const { version } = await readPayments(shopId, token);
  return post(app, tenant.domain, shopSettingsCalls.saveShopPayments.path, {
    validate: 1,
    token,
    shop_id: shopId,
    version,
    ...everything,
    ...payments,
  });
}

/** The payment groups a customer's checkout offers, read on the other process. */
const customerGroups = async (shopId: number): Promise<TGroupsPaymentResponse['groups']> =>
  (await post(other, tenant.domain, checkoutCalls.getGroupsPayment.path, { validate: 1, shop_id: shopId })).json()
    .groups;

const providerRow = async (shopId: number) =>
  (await t.database.db.select().from(pixProviders).where(eq(pixProviders.shopId, shopId)))[0];

describe('the owner’s payments', () => {
  it('are read with their version, every flag the platform knows and no provider yet', async () => {
    const res = await read(tenant.shopId);
    expect(res.json()).toEqual({
      error_type: 0,
      message: 'Sucesso',
      payments: {
        payment_methods: ['cash', 'card_on_delivery', 'pix'],
        cash_change: true,
        card_flags: allFlags,
        pix_key: 'pedidos@pizzariateste.com.br',
        provider: null,
      },
      known_flags: expect.arrayContaining([
        { flag_id: 1, name: 'Visa' },
        { flag_id: 2, name: 'Mastercard' },
      ]),
      profile_provider: false,
      version: 1,
      last_change: null,
    });
  });

  it('cash off and two flags: checkout offers only those everywhere, refuses others, orders keep theirs', async () => {
    const customer = await tenant.customer();
    const cashOrder = await customer.order();
    // Read on the other process first, so its cached shop must be dropped to show the change.
    expect((await customerGroups(tenant.shopId)).map((g) => g.group)).toEqual(['cash', 'card_on_delivery', 'pix']);

    const saved = await save(tenant.shopId, { payment_methods: ['pix', 'card_on_delivery'], card_flags: [3, 1] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      error_type: 0,
      message: 'Pagamentos salvos. O checkout dos clientes já segue o que você escolheu',
      payments: { payment_methods: ['card_on_delivery', 'pix'], card_flags: [1, 3] },
      version: 2,
      last_change: { by: 'Pessoa da Equipe', by_software: false },
    });

    const groups = await customerGroups(tenant.shopId);
    expect(groups.map((g) => g.group)).toEqual(['card_on_delivery', 'pix']);
    expect(groups[0]!.flags).toEqual([
      { flag_id: 1, name: 'Visa', card_types: ['credit', 'debit'] },
      { flag_id: 3, name: 'Elo', card_types: ['credit', 'debit'] },
    ]);

    const place = (draft: Record<string, unknown>) =>
      post(other, tenant.domain, checkoutCalls.saveOrder.path, customer.draft(draft));
    expect((await place({})).json()).toEqual({
      error_type: 14,
      message: 'Esta loja não aceita esta forma de pagamento',
    });
    expect(
      (await place({ payment_method: 'card_on_delivery', change_for: undefined, card_flag_id: 2 })).json(),
    ).toEqual({
      error_type: 14,
      message: 'Esta loja não aceita cartão Mastercard. Escolha outra bandeira ou forma de pagamento',
    });
    const byElo = (
      await place({ payment_method: 'card_on_delivery', change_for: undefined, card_flag_id: 3, card_type: 'credit' })
    ).json();
    expect(byElo).toMatchObject({ error_type: 0, order: { payment_method: 'card_on_delivery', card_flag: 'Elo' } });

    const before = await post(t.app, tenant.domain, orderCalls.getStatusOrder.path, {
      validate: 1,
      token: customer.token,
      order_id: cashOrder,
    });
    expect(before.json().order).toMatchObject({ payment_method: 'cash', change_for: 150 });

    const [change] = await t.database.db
      .select()
      .from(shopChanges)
      .where(and(eq(shopChanges.shopId, tenant.shopId), eq(shopChanges.section, 'payments')));
    expect(change).toMatchObject({
      staffId: owner.id,
      change: {
        payment_methods: { from: ['cash', 'card_on_delivery', 'pix'], to: ['card_on_delivery', 'pix'] },
        card_flags: { from: allFlags, to: [1, 3] },
      },
    });
    await save(tenant.shopId, {});
    expect((await customerGroups(tenant.shopId)).map((g) => g.group)).toEqual(['cash', 'card_on_delivery', 'pix']);
  });

  it('without change for cash: checkout asks for none and refuses an order that wants it', async () => {
    const { shopId, token } = await shopWithOwner('sem-troco');
    expect((await customerGroups(shopId)).find((g) => g.group === 'cash')).toMatchObject({ accepts_change: true });
    expect((await save(shopId, { cash_change: false }, token)).json()).toMatchObject({
      error_type: 0,
      payments: { cash_change: false },
    });
    expect((await customerGroups(shopId)).find((g) => g.group === 'cash')).toMatchObject({ accepts_change: false });
  });

  it('refuses an order asking change from a shop that gives none', async () => {
    const customer = await tenant.customer();
    await save(tenant.shopId, { cash_change: false });
    const res = await post(other, tenant.domain, checkoutCalls.saveOrder.path, customer.draft());
    expect(res.json()).toEqual({
      error_type: 14,
      message: 'Esta loja não leva troco. Pague o valor exato em dinheiro ou escolha outra forma de pagamento',
    });
    const exact = await post(
      other,
      tenant.domain,
      checkoutCalls.saveOrder.path,
      customer.draft({ change_for: undefined }),
    );
    expect(exact.json()).toMatchObject({ error_type: 0, order: { payment_method: 'cash', change_for: null } });
    await save(tenant.shopId, {});
  });

  it('keeps at least one method, a flag for cards and a way to take Pix, in pt-BR', async () => {
    const none = await save(tenant.shopId, { payment_methods: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('deixe ao menos uma forma de pagamento ligada');
    const noFlag = await save(tenant.shopId, { card_flags: [] });
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().message).toContain('marque ao menos uma bandeira de cartão');
    const noPix = await save(tenant.shopId, { pix_key: '' });
    expect(noPix.statusCode).toBe(400);
    expect(noPix.json().message).toBe('Para aceitar Pix, informe a chave Pix da loja ou um provedor Pix');
    // Without Pix, no key is needed; cards off keep no flag.
    expect(
      (await save(tenant.shopId, { payment_methods: ['cash'], pix_key: '', card_flags: [] })).json(),
    ).toMatchObject({ error_type: 0, payments: { payment_methods: ['cash'], pix_key: '', card_flags: [] } });
    await save(tenant.shopId, {});
  });

  it('takes a Pix key as DICT holds it, and refuses one that is none', async () => {
    const keys = [
      ['529.982.247-25', '52998224725'],
      ['11.222.333/0001-81', '11222333000181'],
      [' Pedidos@PizzariaTeste.com.br ', 'pedidos@pizzariateste.com.br'],
      ['+55 (11) 98765-4321', '+5511987654321'],
      // A phone typed as people write it, without +55, is a phone, not a CPF.
      ['(19) 99876-5432', '+5519998765432'],
      ['123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
    ];
    for (const [typed, kept] of keys) {
      expect((await save(tenant.shopId, { pix_key: typed })).json().payments.pix_key).toBe(kept);
    }
    for (const wrong of ['529.982.247-26', '119876543', '+1 415 555 0100', 'pizzaria', 'a@b']) {
      const res = await save(tenant.shopId, { pix_key: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('chave Pix inválida: use CPF, CNPJ, e-mail, celular ou chave aleatória');
    }
    await save(tenant.shopId, {});
  });

  it('refuses a save at a version someone else saved since, and saving nothing new changes nothing', async () => {
    const { shopId, token } = await shopWithOwner('versoes-pagamentos');
    const { version } = await readPayments(shopId, token);
    const body = { validate: 1, token, shop_id: shopId, version, ...everything };
    const path = shopSettingsCalls.saveShopPayments.path;
    expect((await post(t.app, tenant.domain, path, { ...body, cash_change: false })).json()).toMatchObject({
      version: version + 1,
    });
    const late = await post(t.app, tenant.domain, path, { ...body, card_flags: [1] });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error_type: 17,
      message:
        'Os pagamentos de Pizzaria Teste foram alterados por outra pessoa enquanto você editava. Confira como ficaram e salve de novo.',
    });
    const same = await post(t.app, tenant.domain, path, { ...body, version: version + 1, cash_change: false });
    expect(same.json()).toMatchObject({ message: 'Nada mudou nos pagamentos', version: version + 1 });
  });

  it('is the owner’s and the operator’s: an attendant is refused, other shops and tenants find nothing', async () => {
    const attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
    const refused = { error_type: 14, message: 'Apenas o dono da loja ou o operador pode fazer isso' };
    expect((await read(tenant.shopId, attendant.token)).json()).toEqual(refused);
    const saveAs = (token: string, domain = tenant.domain, shopId = tenant.shopId) =>
      post(t.app, domain, shopSettingsCalls.saveShopPayments.path, {
        validate: 1,
        token,
        shop_id: shopId,
        version: 1,
        ...everything,
        payment_methods: ['pix'],
      });
    expect((await saveAs(attendant.token)).json()).toEqual(refused);

    const neighbour = await shopWithOwner('vizinha-dos-pagamentos');
    expect((await read(tenant.shopId, neighbour.token)).statusCode).toBe(404);
    expect((await saveAs(neighbour.token)).statusCode).toBe(404);

    const elsewhere = await orderingTenant(t.app, t.database.db);
    const theirOwner = await addStaff(t.app, t.database.db, elsewhere, [{ role: 'owner', shopId: elsewhere.shopId }]);
    expect((await saveAs(theirOwner.token, elsewhere.domain)).statusCode).toBe(404);

    const operator = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    expect((await save(neighbour.shopId, { cash_change: false }, operator.token)).json()).toMatchObject({
      error_type: 0,
      payments: { cash_change: false },
    });
    expect(await readPayments(tenant.shopId)).toMatchObject({
      payments: { payment_methods: everything.payment_methods },
    });
  });
});

describe('the shop’s Pix provider', () => {
  it('seals its secrets, never answers them, keeps them when left empty, and charges with them', async () => {
    // The test shop itself, whose menu the customer's draft orders from.
    const shopId = tenant.shopId;
    const token = owner.token;
    const res = await save(shopId, { pix_key: '', payment_methods: ['pix'], provider: sandboxProvider() }, token);
    expect(res.json()).toMatchObject({
      error_type: 0,
      payments: {
        provider: {
          base_url: sandboxPix.baseUrl,
          client_id: sandboxPix.clientId,
          tls: 'pem',
          pix_key: 'cobrancas@pizzariateste.com.br',
          secrets_set: { client_secret: true, tls_cert: true, tls_key: true, tls_pfx: false, tls_passphrase: false },
        },
      },
    });
    const row = (await providerRow(shopId))!;
    expect(row.clientSecret).toMatch(/^enc:v1:/);
    expect(row.clientSecret).not.toContain(sandboxPix.clientSecret);
    expect(row.tlsKey).toMatch(/^enc:v1:/);
    expect(row.tlsKey).not.toContain('PRIVATE KEY');
    expect(await sealedWith.text(row.clientSecret)).toBe(sandboxPix.clientSecret);
    expect(await sealedWith.text(row.tlsKey!)).toBe(tlsFixture('client.key'));
    // The certificate is public: kept as given.
    expect(row.tlsCert).toBe(tlsFixture('client.crt'));

    for (const answer of [res.body, (await read(shopId, token)).body]) {
      expect(answer).not.toContain(sandboxPix.clientSecret);
      expect(answer).not.toContain('PRIVATE KEY');
      expect(answer).not.toContain(row.clientSecret);
      expect(answer).not.toContain(row.tlsKey);
    }
    // In the order they were written: without it PostgreSQL may answer them in any order.
    const changes = await t.database.db
      .select()
      .from(shopChanges)
      .where(eq(shopChanges.shopId, shopId))
      .orderBy(asc(shopChanges.id));
    expect(JSON.stringify(changes)).not.toContain(sandboxPix.clientSecret);
    expect(JSON.stringify(changes)).not.toContain('PRIVATE KEY');
    expect(changes.at(-1)!.change).toMatchObject({
      'provider.client_secret': { from: null, to: 'novo' },
      'provider.tls_key': { from: null, to: 'novo' },
    });

    // Left empty, the secrets stay as they were; the other fields change.
    const kept = await save(
      shopId,
      {
        pix_key: '',
        payment_methods: ['pix'],
        provider: sandboxProvider({ client_secret: '', tls_cert: '', tls_key: '', pix_key: '+55 19 99876-5432' }),
      },
      token,
    );
    expect(kept.json()).toMatchObject({
      error_type: 0,
      payments: { provider: { pix_key: '+5519998765432', secrets_set: { client_secret: true, tls_key: true } } },
    });
    const after = (await providerRow(shopId))!;
    expect(after).toMatchObject({ clientSecret: row.clientSecret, tlsKey: row.tlsKey, tlsCert: row.tlsCert });

    // A customer's Pix is charged through it: the sealed client secret opened for the PSP.
    const customer = await tenant.customer();
    const order = await post(
      t.app,
      tenant.domain,
      checkoutCalls.saveOrder.path,
      customer.draft({ payment_method: 'pix', change_for: undefined }),
    );
    expect(order.json()).toMatchObject({ error_type: 0, order: { payment_method: 'pix', payment_status: 'pending' } });
    expect(order.json().order.pix.payload).toMatch(/sandbox\.pix\.pedeja\.local/);

    // Turned off, the provider makes no new charge, yet the one in flight is still asked about.
    expect((await save(shopId, {})).json()).toMatchObject({ error_type: 0, payments: { provider: null } });
    expect(await providerRow(shopId)).toMatchObject({ disabledAt: expect.any(Date) });
    expect(await reconcilePixCharge(t.app.pix, order.json().order.order_id)).toBe('pending');
    const next = await post(
      t.app,
      tenant.domain,
      checkoutCalls.saveOrder.path,
      customer.draft({ payment_method: 'pix', change_for: undefined }),
    );
    expect(next.json().order.pix.payload).not.toMatch(/sandbox\.pix\.pedeja\.local/);
  });

  it('changed or turned off, is used so at once by a process that keeps providers for a while', async () => {
    // This process remembers a shop's provider for a minute, unless the shop's change is announced.
    const keeping = await createApi(
      testConfig({ APP_ENV: 'sandbox', SECRETS_KEY: secretsKey, TENANT_CACHE_MS: '60000' }),
      t.database,
      false,
    );
    try {
      await keeping.listen({ port: 0, host: '127.0.0.1' });
      const customer = await tenant.customer();
      const pix = () =>
        post(
          keeping,
          tenant.domain,
          checkoutCalls.saveOrder.path,
          customer.draft({ payment_method: 'pix', change_for: undefined }),
        );
      await save(tenant.shopId, { provider: sandboxProvider() });
      expect((await pix()).json().order.pix.payload).toMatch(/sandbox\.pix\.pedeja\.local/);
      await save(tenant.shopId, {});
      await expect
        .poll(async () => (await pix()).json().order.pix.payload, { timeout: 5_000 })
        .not.toMatch(/sandbox\.pix\.pedeja\.local/);
    } finally {
      await keeping.close();
      await save(tenant.shopId, {});
    }
  });

  it('changes from a PEM pair to PKCS#12, needing the file, and forgets what is no longer used', async () => {
    const { shopId, token } = await shopWithOwner('provedor-pfx');
    await save(shopId, { provider: sandboxProvider() }, token);
    const missing = await save(shopId, { provider: sandboxProvider({ client_secret: '', tls: 'pfx' }) }, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Provedor Pix: informe o arquivo PKCS#12 (.pfx/.p12)');
    const pfx = Buffer.from('not really a pkcs12 bundle').toString('base64');
    const saved = await save(
      shopId,
      { provider: sandboxProvider({ client_secret: '', tls: 'pfx', tls_pfx: pfx, tls_passphrase: 'senha-do-pfx' }) },
      token,
    );
    expect(saved.json().payments.provider).toMatchObject({
      tls: 'pfx',
      secrets_set: { client_secret: true, tls_cert: false, tls_key: false, tls_pfx: true, tls_passphrase: true },
    });
    expect(saved.body).not.toContain('senha-do-pfx');
    const row = (await providerRow(shopId))!;
    expect(row).toMatchObject({ tlsCert: null, tlsKey: null });
    expect(row.tlsPassphrase).toMatch(/^enc:v1:/);
    expect((await sealedWith.binary(row.tlsPfx!)).toString()).toBe('not really a pkcs12 bundle');
  });

  it('keeps a provider whose secrets are read from env: or file:, and turns the shop’s own off when asked', async () => {
    const { shopId, token } = await shopWithOwner('provedor-env');
    await sandboxProviderFor(
      t.database.db,
      { profileId: tenant.id, shopId },
      { clientSecret: 'env:PSP_CLIENT_SECRET', tlsKey: 'file:/run/secrets/psp.key' },
    );
    const { payments } = await readPayments(shopId, token);
    expect(payments.provider).toMatchObject({ tls: 'pem', secrets_set: { client_secret: true, tls_key: true } });
    const input = sandboxProvider({ client_secret: '', tls_cert: '', tls_key: '', base_url: '/dev/pix/v2' });
    expect((await save(shopId, { provider: input }, token)).json()).toMatchObject({ error_type: 0 });
    expect(await providerRow(shopId)).toMatchObject({
      baseUrl: '/dev/pix/v2',
      clientSecret: 'env:PSP_CLIENT_SECRET',
      tlsKey: 'file:/run/secrets/psp.key',
    });
    expect((await save(shopId, { provider: null }, token)).json()).toMatchObject({ payments: { provider: null } });
    expect(await providerRow(shopId)).toMatchObject({ disabledAt: expect.any(Date) });
    // In use again, it needs its secrets typed anew: the read said there were none.
    const again = await save(shopId, { provider: input }, token);
    expect(again.json().message).toBe('Provedor Pix: informe o client secret');
    expect((await save(shopId, { provider: sandboxProvider() }, token)).json()).toMatchObject({
      payments: { provider: { secrets_set: { client_secret: true } } },
    });
    expect(await providerRow(shopId)).toMatchObject({ disabledAt: null });
  });

  it('refuses a provider at this machine or its network in production, before any call', async () => {
    const production = await createApi(
      testConfig({ SECRETS_KEY: secretsKey, OUTBOUND_PRIVATE_ADDRESSES: 'false' }),
      t.database,
      false,
    );
    try {
      const { shopId, token } = await shopWithOwner('psp-interno');
      const refusal = {
        error_type: 1,
        message: 'Provedor Pix: use o endereço público do provedor na internet (endereços internos não são aceitos)',
      };
      for (const [base_url, token_url] of [
        ['https://127.0.0.1:8443/api/v2', 'https://pix.psp.com.br/oauth/token'],
        ['https://pix.psp.com.br/api/v2', 'https://169.254.169.254/oauth/token'],
        ['https://localhost/api/v2', 'https://localhost/oauth/token'],
        ['https://[::ffff:10.0.0.5]/api/v2', 'https://[::ffff:10.0.0.5]/oauth/token'],
        ['https://198.51.100.4/api/v2', 'https://198.51.100.4/oauth/token'],
      ]) {
        const refused = await save(shopId, { provider: sandboxProvider({ base_url, token_url }) }, token, production);
        expect({ base_url, token_url, status: refused.statusCode, body: refused.json() }).toEqual({
          base_url,
          token_url,
          status: 400,
          body: refusal,
        });
      }
      expect(await providerRow(shopId)).toBeUndefined();
    } finally {
      await production.close();
    }
  });

  it('with no key to seal with (production without SECRETS_KEY), refuses secrets but saves the rest', async () => {
    const production = await createApi(testConfig(), t.database, false);
    try {
      const { shopId, token } = await shopWithOwner('sem-chave');
      const refused = await save(
        shopId,
        {
          provider: sandboxProvider({
            base_url: 'https://pix.psp.com.br/api/v2',
            token_url: 'https://pix.psp.com.br/oauth/token',
          }),
        },
        token,
        production,
      );
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        error_type: 13,
        message:
          'O servidor não tem a chave para guardar segredos (SECRETS_KEY). Peça ao suporte da plataforma para configurá-la.',
      });
      expect(await providerRow(shopId)).toBeUndefined();
      const path = await save(shopId, { provider: sandboxProvider() }, token, production);
      expect(path.json()).toEqual({
        error_type: 1,
        message: 'Provedor Pix: use um endereço https:// (um caminho só vale no sandbox)',
      });
      expect((await save(shopId, { cash_change: false }, token, production)).json()).toMatchObject({ error_type: 0 });
    } finally {
      await production.close();
    }
  });
});
