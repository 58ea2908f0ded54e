import { catalogCalls } from '@delivery/contract/calls/catalog';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { menuCalls } from '@delivery/contract/calls/menu';
import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { TCategory, TProduct } from '@delivery/contract/catalog';
import { encodeProductsList } from '@delivery/contract/checkout';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shops } from '../src/db/schema/catalog.ts';
import { openDeliveryImports } from '../src/db/schema/open-delivery-merchant.ts';
import { outboundDispatcher } from '../src/http/outbound.ts';
import { importMerchant, type ImportContext } from '../src/modules/open-delivery-merchant/import-merchant.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { assertOpenDelivery } from './helpers/open-delivery-schema.ts';
import { addStaff } from './helpers/staff.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { alwaysOpen } from './helpers/shops.ts';
import { ids, merchantDocument, SOFTWARE_API_KEY, startSoftwareService } from './helpers/software-service.ts';

/** A shop's menu imported from its software (Open Delivery GET /v1/merchant), again and again. */

let t: TestApp;
let tenant: OrderingTenant;
let customer: OrderingCustomer;
let software: Awaited<ReturnType<typeof startSoftwareService>>;
let ctx: ImportContext;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await orderingTenant(t.app, t.database.db);
  customer = await tenant.customer();
  software = await startSoftwareService();
  ctx = { db: t.database.db, catalog: t.app.catalog, outbound: t.app.openDelivery.outbound };
});
afterAll(async () => {
  await software.close();
  await t.close();
});

const importNow = (merchantUrl = software.url, apiKey: string | null = SOFTWARE_API_KEY) =>
  importMerchant(ctx, { profileId: tenant.id, shopId: tenant.shopId, merchantUrl, apiKey });

const customersMenu = async (): Promise<TCategory[]> =>
  (await post(t.app, tenant.domain, catalogCalls.getMenu.path, { validate: 1, shop_id: tenant.shopId })).json()
    .categories;
const customersProducts = async (): Promise<TProduct[]> => (await customersMenu()).flatMap((c) => c.products);
const product = async (name: string) => (await customersProducts()).filter((p) => p.name === name);

const imports = () =>
  t.database.db.select().from(openDeliveryImports).where(eq(openDeliveryImports.shopId, tenant.shopId));

describe('a merchant imported from its software', () => {
  it('serves a document that is a valid Merchant of the standard', () => {
    expect(() => assertOpenDelivery('Merchant', merchantDocument())).not.toThrow();
    const broken = merchantDocument() as Record<string, unknown>;
    delete broken.basicInfo;
    expect(() => assertOpenDelivery('Merchant', broken)).toThrow(/basicInfo/);
  });

  it('becomes the shop’s registration, hours, categories, products and option groups', async () => {
    const result = await importNow();
    expect(result.outcome).toBe('success');
    expect(result.report).toEqual([
      // What the shop keeps of its own, the owner is told of rather than left to find out.
      'O tempo médio de preparo do seu sistema (30 min) não foi importado: ajuste o tempo de entrega no painel.',
      'A logo e o banner do seu sistema não foram importados: envie-os na Loja do painel.',
      // The test's city has a suffix of its own: the software's address is elsewhere, and is not moved.
      expect.stringMatching(
        /^O endereço do seu sistema fica em Campinas, mas a loja está em Campinas [0-9a-f]{8}; a cidade não foi alterada\.$/,
      ),
      'A opção “Bacon” de “X-Burger” pode ser escolhida até 2 vezes no seu sistema; aqui, uma vez por pedido.',
      '“Picanha” é vendido por quilo (KG) no seu sistema; aqui só vendemos por unidade, então ele não foi importado.',
      'A foto de 1 item não foi importada: envie-a pelo Cardápio do painel.',
    ]);

    const menu = await customersMenu();
    expect(menu.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Pizzas do sistema', 'Lanches', 'Bebidas geladas']),
    );
    // Its only item is sold by the kilo: the category is made, and customers see no empty one.
    expect(menu.map((c) => c.name)).not.toContain('Carnes');
    const [burger] = await product('X-Burger');
    expect(burger).toMatchObject({ price: 30, promo_price: 25, available: true, description: 'X-Burger da casa.' });
    expect(burger!.option_groups).toEqual([
      expect.objectContaining({
        name: 'Adicionais',
        kind: 'options',
        min: 0,
        max: 3,
        options: [
          expect.objectContaining({ name: 'Bacon', price: 4, available: true }),
          expect.objectContaining({ name: 'Ovo', price: 2.5, available: true }),
        ],
      }),
    ]);
    const [pizza] = await product('Pizza Grande Meio a Meio');
    expect(
      pizza!.option_groups.map((g) => [g.name, g.kind, g.min, g.max, g.options.map((o) => [o.name, o.price])]),
    ).toEqual([
      [
        'Sabores',
        'flavours',
        1,
        2,
        [
          ['Calabresa', 50],
          ['Quatro Queijos', 60],
        ],
      ],
      ['Borda', 'options', 0, 1, [['Catupiry', 9]]],
    ]);

    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, tenant.shopId));
    expect(shop).toMatchObject({
      name: 'Cantina do Sistema',
      description: 'Pizzas e lanches do nosso PDV.',
      phone: '1933334444',
      whatsapp: '19999998888',
      email: 'contato@cantinadosistema.com.br',
      street: 'Rua Maria Monteiro',
      streetNumber: '900',
      minOrderCents: 2000,
    });
    expect([...shop!.openingHours].sort((a, b) => a.weekday - b.weekday)).toEqual(alwaysOpen);
    const [kept] = await imports();
    expect(kept).toMatchObject({ outcome: 'success', failure: '', report: result.report });
    expect(kept!.finishedAt).toBeInstanceOf(Date);
  });

  it('lets a customer order an imported item with an option, priced from the import', async () => {
    const [burger] = await product('X-Burger');
    const egg = burger!.option_groups[0]!.options.find((o) => o.name === 'Ovo')!;
    const answer = (
      await post(
        t.app,
        tenant.domain,
        checkoutCalls.saveOrder.path,
        customer.draft({
          products_list: encodeProductsList([
            { productId: burger!.product_id, quantity: 2, optionIds: [egg.option_id] },
          ]),
          total_products: 55,
          order_total: 60.9,
          change_for: 100,
          notes: [''],
          idempotency_key: randomUUID(),
        }),
      )
    ).json();
    expect(answer).toMatchObject({ error_type: 0 });
    const placed = (await customer.orderPage(answer.order.order_id)).order;
    expect(placed.items).toEqual([
      expect.objectContaining({
        name: 'X-Burger',
        quantity: 2,
        unit_price: 27.5,
        total: 55,
        options: [{ group: 'Adicionais', option: 'Ovo', price: 2.5 }],
      }),
    ]);

    // Re-imported with a new price, the order keeps the one it was sold at.
    const changed = merchantDocument();
    changed.itemOffers[1]!.price = { value: 28, originalValue: 28, currency: 'BRL' };
    software.state.merchant = changed;
    expect((await importNow()).outcome).toBe('success');
    const after = (await customer.orderPage(answer.order.order_id)).order;
    expect(after.items).toEqual(placed.items);
    expect(after.totals).toEqual(placed.totals);
  });

  it('updates on a re-import, adds what is new, retires what disappeared and never duplicates', async () => {
    const before = await customersMenu();
    const changed = merchantDocument();
    changed.itemOffers[1]!.price = { value: 28, originalValue: 28, currency: 'BRL' };
    changed.categories[2]!.itemOfferId = [];
    changed.itemOffers = changed.itemOffers.filter((offer) => offer.id !== ids.sodaOffer);
    changed.optionGroups[2]!.options = changed.optionGroups[2]!.options.filter(
      (o) => o.itemId !== changed.items[7]!.id,
    );
    changed.items.push({ ...changed.items[2]!, id: '00000000-0000-4000-8000-000000000105', name: 'Suco de laranja' });
    changed.itemOffers.push({
      id: '00000000-0000-4000-8000-000000000025',
      itemId: '00000000-0000-4000-8000-000000000105',
      index: 1,
      price: { value: 9, originalValue: 9, currency: 'BRL' },
    } as (typeof changed.itemOffers)[number]);
    changed.categories[1]!.itemOfferId.push('00000000-0000-4000-8000-000000000025');
    assertOpenDelivery('Merchant', changed);
    software.state.merchant = changed;

    expect((await importNow()).outcome).toBe('success');
    expect((await importNow()).outcome).toBe('success');

    const menu = await customersMenu();
    expect(menu.map((c) => c.name)).toEqual(before.map((c) => c.name));
    expect(await product('X-Burger')).toEqual([
      expect.objectContaining({ price: 28, promo_price: null, available: true }),
    ]);
    const [burger] = await product('X-Burger');
    expect(burger!.option_groups[0]!.options.map((o) => [o.name, o.available])).toEqual([
      ['Bacon', false],
      ['Ovo', true],
    ]);
    expect(await product('Suco de laranja')).toEqual([expect.objectContaining({ price: 9, available: true })]);
    const soda = await product('Refrigerante lata');
    expect(soda.filter((p) => p.category_id === menu.find((c) => c.name === 'Bebidas geladas')!.category_id)).toEqual([
      expect.objectContaining({ available: false }),
    ]);
    expect(await product('Pizza Grande Meio a Meio')).toHaveLength(1);

    // The owner's price history says the software changed the price, not someone who left.
    const owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
    const history = (
      await post(t.app, tenant.domain, menuCalls.productPriceHistory.path, {
        validate: 1,
        token: owner.token,
        shop_id: tenant.shopId,
        product_id: burger!.product_id,
      })
    ).json();
    expect(history.changes[0]).toMatchObject({ by: null, by_software: true, price: { to: 28 } });
    // As does the shop's contact section, which the import filled in.
    const contact = (
      await post(t.app, tenant.domain, shopSettingsCalls.shopContact.path, {
        validate: 1,
        token: owner.token,
        shop_id: tenant.shopId,
      })
    ).json();
    expect(contact.last_change).toMatchObject({ by: null, by_software: true });
  });

  it('sets up a new shop, still off the customers’ lists, from its software', async () => {
    const unlisted = await tenant.anotherShop(`nova-${Date.now()}`);
    await t.database.db.update(shops).set({ active: false }).where(eq(shops.id, unlisted));
    software.state.merchant = merchantDocument();
    const result = await importMerchant(ctx, {
      profileId: tenant.id,
      shopId: unlisted,
      merchantUrl: software.url,
      apiKey: SOFTWARE_API_KEY,
    });
    expect(result.outcome).toBe('success');
    const imported = await t.database.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.shopId, unlisted));
    expect(imported.map((row) => row.name)).toContain('X-Burger');
  });

  it('keeps a failed import with its reason and leaves the shop as it was', async () => {
    const menu = await customersMenu();
    software.state.status = 500;
    const failed = await importNow();
    software.state.status = 200;
    expect(failed).toEqual({
      outcome: 'fail',
      failure: 'O sistema da loja respondeu com o erro 500.',
      report: [],
      retryable: true,
    });

    software.state.merchant = { ...merchantDocument(), items: 'nenhum' };
    expect((await importNow()).failure).toBe(
      'O cardápio do sistema da loja não segue o padrão Open Delivery (campo items).',
    );
    expect((await importNow(software.url, 'outra-chave')).failure).toBe(
      'O sistema da loja recusou a chave de acesso (apiKey).',
    );
    expect((await importNow('file:///etc/passwd')).failure).toBe(
      'O endereço do sistema da loja precisa começar com http:// ou https://.',
    );
    // Outside the sandbox, a software on this machine or its network is never called.
    const production = { ...ctx, outbound: outboundDispatcher({ allowPrivate: false }) };
    expect(
      await importMerchant(production, {
        profileId: tenant.id,
        shopId: tenant.shopId,
        merchantUrl: software.url,
        apiKey: SOFTWARE_API_KEY,
      }),
    ).toMatchObject({
      outcome: 'fail',
      failure: 'O endereço do sistema da loja não é um endereço público da internet.',
    });
    expect(await customersMenu()).toEqual(menu);
    const kept = await imports();
    expect(kept.filter((row) => row.outcome === 'fail').map((row) => row.failure)).toHaveLength(5);
  });

  it('tells the owner what it did not take: the merchant closed, cards, takeout and eating in', async () => {
    const document = merchantDocument();
    const delivery = document.services[0]!;
    const merchant = {
      ...document,
      status: 'UNAVAILABLE',
      basicInfo: { ...document.basicInfo, acceptedCards: [{ brand: 'VISA', type: 'CREDIT' }] },
      services: [
        delivery,
        { ...delivery, id: '00000000-0000-4000-8000-000000000031', serviceType: 'TAKEOUT' },
        { ...delivery, id: '00000000-0000-4000-8000-000000000032', serviceType: 'INDOOR' },
      ],
    };
    software.state.merchant = merchant as typeof document;
    const result = await importNow();
    expect(result.outcome).toBe('success');
    expect(result.report).toEqual(
      expect.arrayContaining([
        'O seu sistema informa a loja como indisponível; aqui ela não foi fechada: feche-a pelo painel se for o caso.',
        'Os cartões aceitos pelo seu sistema não foram importados: escolha-os em Pagamentos, no painel.',
        'A retirada no local do seu sistema não foi importada: ative-a em Entrega, no painel.',
        'O consumo no local do seu sistema não foi importado: aqui os pedidos são de entrega ou retirada.',
      ]),
    );
  });

  it('leaves the hours as they are when the software gives no service', async () => {
    software.state.merchant = { ...merchantDocument(), services: [] };
    const result = await importNow();
    expect(result.outcome).toBe('success');
    expect(result.report).toContain(
      'O seu sistema não informou nenhum serviço; os horários da loja não foram alterados.',
    );
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, tenant.shopId));
    expect([...shop!.openingHours].sort((a, b) => a.weekday - b.weekday)).toEqual(alwaysOpen);
  });
});

describe('what the software sends', () => {
  it('is read at the very address it gave, with nothing appended', async () => {
    software.state.merchant = merchantDocument();
    software.state.paths.length = 0;
    expect((await importNow()).outcome).toBe('success');
    expect(software.state.paths).toEqual([new URL(software.url).pathname]);
  });

  it('is refused with the id to fix when it repeats one, not retried, and changes nothing', async () => {
    software.state.merchant = merchantDocument();
    expect((await importNow()).outcome).toBe('success');
    const menu = await customersMenu();
    const document = merchantDocument();
    const repeated = { ...document, categories: [...document.categories, { ...document.categories[1]!, index: 9 }] };
    software.state.merchant = repeated;
    expect(await importNow()).toEqual({
      outcome: 'fail',
      failure: `O cardápio do sistema da loja repete o id “${ids.burgers}” no campo categories; no padrão Open Delivery cada id é único. Corrija-o no sistema e importe de novo.`,
      report: [],
      retryable: false,
    });
    const [extras] = document.optionGroups.filter((group) => group.id === ids.extras);
    software.state.merchant = {
      ...document,
      optionGroups: document.optionGroups.map((group) =>
        group === extras ? { ...group, options: [...group.options, group.options[0]!] } : group,
      ),
    };
    expect((await importNow()).failure).toMatch(/repete o id “.+” no campo optionGroups\.options;/);
    expect(await customersMenu()).toEqual(menu);
    const [last] = (await imports()).sort((a, b) => b.id - a.id);
    expect(last).toMatchObject({
      outcome: 'fail',
      failure: expect.stringMatching(/^O cardápio do sistema da loja repete/),
    });
  });
});
