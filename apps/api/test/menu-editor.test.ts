import { catalogCalls } from '@delivery/contract/calls/catalog';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { mediaCalls } from '@delivery/contract/calls/media';
import { menuCalls } from '@delivery/contract/calls/menu';
import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { TCategory, TProduct } from '@delivery/contract/catalog';
import { encodeProductsList } from '@delivery/contract/checkout';
import type { TMenuCategory, TMenuProduct } from '@delivery/contract/menu';
import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import { menuChanges } from '../src/db/schema/menu.ts';
import { shopChanges } from '../src/db/schema/shop-settings.ts';
import { createTestApp, post, testConfig, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingCustomer, type OrderingTenant } from './helpers/orders.ts';
import { plainPhoto, postMultipart } from './helpers/photos.ts';
import { addStaff } from './helpers/staff.ts';

/** The owner's menu editor: categories and products, their order, copies, versions and price history. */

let t: TestApp;
let tenant: OrderingTenant;
let owner: { id: number; token: string };
let attendant: { id: number; token: string };
let customer: OrderingCustomer;
/** An order placed before any edit, at the menu's first prices. */
let orderId: number;
/** Another API process on the same database: what it shows proves the change reached every process. */
let other: Awaited<ReturnType<typeof createApi>>;

/** Where this app keeps its uploaded photos. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'menu-editor-'));

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  tenant = await orderingTenant(t.app, t.database.db);
  owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
  attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
  customer = await tenant.customer();
  orderId = await customer.order();
  other = await createApi(testConfig(), t.database, false);
});
afterAll(async () => {
  await other.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const edit = (call: { path: string }, body: Record<string, unknown>, token = owner.token) =>
  post(t.app, tenant.domain, call.path, { validate: 1, token, shop_id: tenant.shopId, ...body });

const staffMenu = async (): Promise<TMenuCategory[]> => (await edit(menuCalls.shopMenu, {})).json().categories;
const staffProduct = async (productId: number): Promise<TMenuProduct> =>
  (await staffMenu()).flatMap((c) => c.products).find((p) => p.product_id === productId)!;

/** The menu as customers read it, from the other process. */
const customersMenu = async (): Promise<TCategory[]> =>
  (await post(other, tenant.domain, catalogCalls.getMenu.path, { validate: 1, shop_id: tenant.shopId })).json()
    .categories;
const customersProduct = async (productId: number): Promise<TProduct | undefined> =>
  (await customersMenu()).flatMap((c) => c.products).find((p) => p.product_id === productId);

const margherita = () => tenant.products.find((p) => p.name === 'Pizza Margherita')!;

describe('categories', () => {
  it('are added at the end, empty ones shown to staff only, then hidden and shown again', async () => {
    const added = (await edit(menuCalls.saveCategory, { name: 'Bebidas geladas', hidden: '0' })).json();
    expect(added).toMatchObject({
      error_type: 0,
      message: 'Categoria “Bebidas geladas” salva',
      category: { name: 'Bebidas geladas', hidden: false, version: 1 },
    });
    const categoryId: number = added.category.category_id;
    expect((await staffMenu()).at(-1)).toMatchObject({ category_id: categoryId, products: [] });
    expect((await customersMenu()).some((c) => c.category_id === categoryId)).toBe(false);

    const product = (
      await edit(menuCalls.saveProduct, {
        category_id: categoryId,
        name: 'Guaraná 2 litros',
        description: 'Bem gelado',
        price: '12,90',
        available: '1',
      })
    ).json();
    expect(product).toMatchObject({
      error_type: 0,
      message: '“Guaraná 2 litros” salvo no cardápio',
      product: { name: 'Guaraná 2 litros', price: 12.9, promo_price: null, version: 1, option_groups: [] },
    });
    await expect.poll(() => customersProduct(product.product.product_id)).toMatchObject({ price: 12.9 });

    const hidden = (
      await edit(menuCalls.saveCategory, { category_id: categoryId, version: 1, name: 'Bebidas', hidden: '1' })
    ).json();
    expect(hidden.category).toMatchObject({ name: 'Bebidas', hidden: true, version: 2 });
    await expect.poll(() => customersProduct(product.product.product_id)).toBeUndefined();
    const detail = await post(other, tenant.domain, catalogCalls.getProduct.path, {
      validate: 1,
      product_id: product.product.product_id,
    });
    expect(detail.statusCode).toBe(404);
    expect((await staffMenu()).find((c) => c.category_id === categoryId)).toMatchObject({
      hidden: true,
      products: [{ name: 'Guaraná 2 litros' }],
    });

    await edit(menuCalls.saveCategory, { category_id: categoryId, version: 2, name: 'Bebidas', hidden: '0' });
    await expect.poll(() => customersProduct(product.product.product_id)).toMatchObject({ name: 'Guaraná 2 litros' });
  });

  it('are put in the order given, and a list that is not the menu’s is refused', async () => {
    const ids = (await staffMenu()).map((c) => c.category_id);
    const reversed = [...ids].reverse();
    expect((await edit(menuCalls.reorderCategories, { category_ids: reversed })).json()).toEqual({
      error_type: 0,
      message: 'Nova ordem salva',
    });
    expect((await staffMenu()).map((c) => c.category_id)).toEqual(reversed);

    for (const stale of [reversed.slice(1), [...reversed, reversed[0]!], [...reversed.slice(1), 999_999]]) {
      const refused = await edit(menuCalls.reorderCategories, { category_ids: stale });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error_type: 17,
        message: 'O cardápio mudou enquanto você ordenava. Confira a lista e tente de novo.',
      });
    }
    expect((await staffMenu()).map((c) => c.category_id)).toEqual(reversed);
    await edit(menuCalls.reorderCategories, { category_ids: ids });
  });
});

describe('products', () => {
  it('are edited at the version read: a second save of the same version is refused and overwrites nothing', async () => {
    const product = await staffProduct(margherita().product_id);
    const body = {
      product_id: product.product_id,
      version: product.version,
      category_id: product.category_id,
      name: product.name,
      description: product.description,
      available: '1',
    };
    const first = (await edit(menuCalls.saveProduct, { ...body, price: 59.9, promo_price: 54.9 })).json();
    expect(first.product).toMatchObject({ price: 59.9, promo_price: 54.9, version: product.version + 1 });

    const second = await edit(menuCalls.saveProduct, { ...body, price: 10 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error_type: 17,
      message:
        '“Pizza Margherita” foi alterado por outra pessoa enquanto você editava. Confira como ficou e salve de novo.',
    });
    expect(await staffProduct(product.product_id)).toMatchObject({ price: 59.9, promo_price: 54.9 });
    await expect.poll(() => customersProduct(product.product_id)).toMatchObject({ price: 59.9, promo_price: 54.9 });
  });

  it('keep an order placed before a price change at the price it was sold', async () => {
    const placed = await customer.orderPage(orderId);
    const product = await staffProduct(margherita().product_id);
    await edit(menuCalls.saveProduct, {
      product_id: product.product_id,
      version: product.version,
      category_id: product.category_id,
      name: 'Pizza Margherita da casa',
      description: product.description,
      price: 99,
      promo_price: '',
      available: '1',
    });
    const after = await customer.orderPage(orderId);
    expect(after.order.items).toEqual(placed.order.items);
    expect(after.order.totals).toEqual(placed.order.totals);
  });

  it('keep the history of their prices: who, when, before and after, newest first', async () => {
    const history = (await edit(menuCalls.productPriceHistory, { product_id: margherita().product_id })).json();
    expect(history.error_type).toBe(0);
    expect(
      history.changes.map((c: { by: string; by_software: boolean; price: unknown; promo_price: unknown }) => [
        c.by,
        c.by_software,
        c.price,
        c.promo_price,
      ]),
    ).toEqual([
      ['Pessoa da Equipe', false, { from: 59.9, to: 99 }, { from: 54.9, to: null }],
      ['Pessoa da Equipe', false, { from: margherita().price, to: 59.9 }, { from: margherita().promo_price, to: 54.9 }],
    ]);
    expect(Date.parse(history.changes[0].at)).toBeGreaterThan(Date.now() - 60_000);
    // The rename is kept too, beside the prices.
    const [latest] = await t.database.db
      .select()
      .from(menuChanges)
      .where(and(eq(menuChanges.item, 'product'), eq(menuChanges.itemId, margherita().product_id)))
      .orderBy(menuChanges.id)
      .limit(1)
      .offset(1);
    expect(latest).toMatchObject({
      staffId: owner.id,
      change: { name: { from: 'Pizza Margherita', to: 'Pizza Margherita da casa' } },
    });
  });

  it('refuse a promotional price not below the price, and a version without an id or an id without one', async () => {
    const product = await staffProduct(margherita().product_id);
    const base = { category_id: product.category_id, name: 'X', description: '', price: 20, available: '1' };
    const promo = await edit(menuCalls.saveProduct, { ...base, promo_price: 20 });
    expect(promo.statusCode).toBe(400);
    expect(promo.json()).toEqual({ error_type: 1, message: 'O preço promocional precisa ser menor que o preço' });
    expect((await edit(menuCalls.saveProduct, { ...base, version: 1 })).statusCode).toBe(400);
    expect((await edit(menuCalls.saveProduct, { ...base, product_id: product.product_id })).statusCode).toBe(400);
    expect((await edit(menuCalls.saveProduct, { ...base, price: -1 })).statusCode).toBe(400);
    expect((await staffMenu()).flatMap((c) => c.products).some((p) => p.name === 'X')).toBe(false);
  });

  it('move to another category at its end, and are put in the order given', async () => {
    const [first, second] = await staffMenu();
    const moving = second!.products[0]!;
    const moved = (
      await edit(menuCalls.saveProduct, {
        product_id: moving.product_id,
        version: moving.version,
        category_id: first!.category_id,
        name: moving.name,
        description: moving.description,
        price: moving.price,
        promo_price: moving.promo_price,
        available: '1',
      })
    ).json();
    expect(moved.product.category_id).toBe(first!.category_id);
    const target = (await staffMenu()).find((c) => c.category_id === first!.category_id)!;
    expect(target.products.at(-1)!.product_id).toBe(moving.product_id);

    const reversed = target.products.map((p) => p.product_id).reverse();
    await edit(menuCalls.reorderProducts, { category_id: target.category_id, product_ids: reversed });
    expect(
      (await staffMenu()).find((c) => c.category_id === target.category_id)!.products.map((p) => p.product_id),
    ).toEqual(reversed);
    const stale = await edit(menuCalls.reorderProducts, {
      category_id: target.category_id,
      product_ids: reversed.slice(1),
    });
    expect(stale.statusCode).toBe(409);
  });

  it('are copied with their option groups and options, right after the original', async () => {
    const source = await staffProduct(margherita().product_id);
    const copy = (await edit(menuCalls.duplicateProduct, { product_id: source.product_id })).json();
    expect(copy).toMatchObject({
      error_type: 0,
      message: 'Cópia criada: “Pizza Margherita da casa (cópia)”',
      product: { name: 'Pizza Margherita da casa (cópia)', price: source.price, version: 1 },
    });
    const strip = (product: TMenuProduct) =>
      product.option_groups.map(({ group_id: _g, options, ...group }) => ({
        ...group,
        options: options.map(({ option_id: _o, ...option }) => option),
      }));
    expect(strip(copy.product)).toEqual(strip(source));
    expect(copy.product.option_groups[0].group_id).not.toBe(source.option_groups[0]!.group_id);
    const category = (await staffMenu()).find((c) => c.category_id === source.category_id)!;
    const at = category.products.findIndex((p) => p.product_id === source.product_id);
    expect(category.products[at + 1]!.product_id).toBe(copy.product.product_id);
    await expect.poll(() => customersProduct(copy.product.product_id)).toMatchObject({ available: true });
  });
});

describe('option groups', () => {
  /** A product of its own, for the groups to change. */
  let pizza: TMenuProduct;
  const group = (fields: Record<string, unknown>) =>
    edit(menuCalls.saveOptionGroup, { product_id: pizza.product_id, version: pizza.version, ...fields });
  const flavours = {
    name: 'Sabores',
    kind: 'flavours',
    min: 1,
    max: 2,
    options: [
      { name: 'Calabresa', description: 'Mussarela e calabresa fatiada', price: 50, available: '1' },
      { name: 'Quatro queijos', price: 60, available: '1' },
      { name: 'Portuguesa', price: 56, available: '1' },
    ],
  };

  beforeAll(async () => {
    const [category] = await staffMenu();
    pizza = (
      await edit(menuCalls.saveProduct, {
        category_id: category!.category_id,
        name: 'Pizza meio a meio',
        description: '',
        price: 0,
        available: '1',
      })
    ).json().product;
  });

  it('are added whole with their options; a half-and-half is ordered at the shop’s rule', async () => {
    const added = (await group(flavours)).json();
    expect(added).toMatchObject({
      error_type: 0,
      message: 'Grupo “Sabores” salvo',
      product: {
        version: pizza.version + 1,
        option_groups: [
          {
            name: 'Sabores',
            kind: 'flavours',
            min: 1,
            max: 2,
            options: [
              { name: 'Calabresa', price: 50, available: true },
              { name: 'Quatro queijos', price: 60, available: true },
              { name: 'Portuguesa', price: 56, available: true },
            ],
          },
        ],
      },
    });
    pizza = added.product;
    await expect.poll(async () => (await customersProduct(pizza.product_id))?.option_groups[0]?.options.length).toBe(3);

    // Calabresa and quatro queijos: the average of 50 and 60, on the shop's 'average' rule.
    const [calabresa, queijos] = pizza.option_groups[0]!.options;
    const products_list = encodeProductsList([
      { productId: pizza.product_id, quantity: 1, optionIds: [calabresa!.option_id, queijos!.option_id] },
    ]);
    const checked = (
      await post(t.app, tenant.domain, checkoutCalls.validateOrderApp.path, {
        ...customer.draft({ products_list, total_products: 0, delivery_price_shop: 0, order_total: 0 }),
      })
    ).json();
    expect(checked.totals.total_products).toBe(55);
  });

  it("follow the shop's half-and-half rule, which the owner sets and an attendant cannot", async () => {
    const [calabresa, queijos] = pizza.option_groups[0]!.options;
    const total = async () =>
      (
        await post(t.app, tenant.domain, checkoutCalls.validateOrderApp.path, {
          ...customer.draft({
            products_list: encodeProductsList([
              { productId: pizza.product_id, quantity: 1, optionIds: [calabresa!.option_id, queijos!.option_id] },
            ]),
            total_products: 0,
            delivery_price_shop: 0,
            order_total: 0,
          }),
        })
      ).json().totals.total_products;
    expect((await edit(menuCalls.shopMenu, {})).json().half_pricing).toBe('average');
    const refused = await edit(shopSettingsCalls.saveHalfPricing, { half_pricing: 'highest' }, attendant.token);
    expect(refused.json().error_type).toBe(14);
    expect(await total()).toBe(55);

    const saved = await edit(shopSettingsCalls.saveHalfPricing, { half_pricing: 'highest' });
    expect(saved.json()).toEqual({
      error_type: 0,
      message: 'Regra do meio a meio salva: vale para os próximos pedidos',
      half_pricing: 'highest',
    });
    await expect.poll(total).toBe(60);
    expect((await edit(menuCalls.shopMenu, {})).json().half_pricing).toBe('highest');
    const [change] = await t.database.db
      .select()
      .from(shopChanges)
      .where(and(eq(shopChanges.shopId, tenant.shopId), eq(shopChanges.section, 'half_pricing')));
    expect(change).toMatchObject({ staffId: owner.id, change: { half_pricing: { from: 'average', to: 'highest' } } });
    await edit(shopSettingsCalls.saveHalfPricing, { half_pricing: 'average' });
  });

  it('are edited whole: options kept by id, renamed and repriced, the missing ones removed', async () => {
    const [calabresa, queijos] = pizza.option_groups[0]!.options;
    const edited = (
      await group({
        ...flavours,
        group_id: pizza.option_groups[0]!.group_id,
        max: 3,
        options: [
          { option_id: queijos!.option_id, name: 'Quatro queijos', price: 62, available: '1' },
          { option_id: calabresa!.option_id, name: 'Calabresa acebolada', price: 50, available: '0' },
        ],
      })
    ).json();
    expect(edited.product.option_groups[0]).toMatchObject({
      max: 3,
      options: [
        { option_id: queijos!.option_id, name: 'Quatro queijos', price: 62, available: true },
        {
          option_id: calabresa!.option_id,
          name: 'Calabresa acebolada',
          // Left out of the save, the description stays.
          description: 'Mussarela e calabresa fatiada',
          price: 50,
          available: false,
        },
      ],
    });
    pizza = edited.product;
    const recorded = await t.database.db
      .select()
      .from(menuChanges)
      .where(and(eq(menuChanges.item, 'product'), eq(menuChanges.itemId, pizza.product_id)))
      .orderBy(menuChanges.id);
    expect(recorded.at(-1)!.change).toMatchObject({
      option_group: {
        from: { max: 2, options: [{ name: 'Calabresa' }, { name: 'Quatro queijos' }, { name: 'Portuguesa' }] },
        to: { max: 3, options: [{ name: 'Quatro queijos', price_cents: 6200 }, { name: 'Calabresa acebolada' }] },
      },
    });
  });

  it('refuse a second half-and-half, flavours out of 2 to 4, a minimum above the options, and an old version', async () => {
    const second = await group(flavours);
    expect(second.json()).toEqual({
      error_type: 1,
      message: 'Este produto já tem um grupo de sabores: um meio a meio tem um só',
    });
    expect((await group({ ...flavours, kind: 'options', max: 0 })).statusCode).toBe(400);
    const five = await group({ ...flavours, max: 5 });
    expect(five.json()).toEqual({
      error_type: 1,
      message: "O campo 'max' é inválido: um meio a meio tem de 2 a 4 sabores",
    });
    const tooMany = await group({ ...flavours, kind: 'options', min: 4, max: 4 });
    expect(tooMany.json().message).toBe("O campo 'min' é inválido: não pode passar do número de opções");
    const stale = await group({ ...flavours, kind: 'options', version: pizza.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect((await staffProduct(pizza.product_id)).option_groups).toHaveLength(1);
  });

  it("refuse an option of another group, and another product's group", async () => {
    const other = await staffProduct(margherita().product_id);
    const foreign = other.option_groups[0]!;
    const theirs = await group({
      ...flavours,
      kind: 'options',
      options: [{ option_id: foreign.options[0]!.option_id, name: 'Roubada', price: 1, available: '1' }],
    });
    expect(theirs.statusCode).toBe(404);
    const notHers = await group({ ...flavours, kind: 'options', group_id: foreign.group_id });
    expect(notHers.json()).toEqual({ error_type: 3, message: 'Grupo de opções não encontrado neste produto' });
    expect((await staffProduct(margherita().product_id)).option_groups[0]).toEqual(foreign);
  });

  it('are removed at the product’s version, and customers see the product without them', async () => {
    const removed = (
      await edit(menuCalls.deleteOptionGroup, {
        product_id: pizza.product_id,
        version: pizza.version,
        group_id: pizza.option_groups[0]!.group_id,
      })
    ).json();
    expect(removed).toMatchObject({
      error_type: 0,
      message: 'Grupo “Sabores” removido',
      product: { option_groups: [] },
    });
    await expect.poll(async () => (await customersProduct(pizza.product_id))?.option_groups).toEqual([]);
  });
});

describe('a product photo', () => {
  const upload = async (shopId: number, token = owner.token) =>
    (
      await postMultipart(
        t.app,
        tenant.domain,
        mediaCalls.uploadProductPhoto.path,
        { validate: 1, token, shop_id: shopId },
        { photo: { bytes: await plainPhoto(800, 600, 'jpeg'), name: 'foto.jpg', type: 'image/jpeg' } },
      )
    ).json().photo.url as string;

  it('is one uploaded for the shop, shown to customers, kept by edits that leave it out, and removed with ""', async () => {
    const product = await staffProduct(margherita().product_id);
    const save = (fields: Record<string, unknown>) =>
      edit(menuCalls.saveProduct, {
        product_id: product.product_id,
        category_id: product.category_id,
        name: product.name,
        description: product.description,
        price: product.price,
        available: '1',
        ...fields,
      });
    const url = await upload(tenant.shopId);
    const saved = (await save({ version: product.version, image: url })).json();
    expect(saved.product.image).toBe(url);
    await expect.poll(async () => (await customersProduct(product.product_id))?.image).toBe(url);
    const photo = await t.app.inject({ method: 'GET', url, headers: { host: tenant.domain } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    const kept = (await save({ version: saved.product.version, name: 'Pizza Margherita de novo' })).json();
    expect(kept.product).toMatchObject({ image: url, name: 'Pizza Margherita de novo' });

    const neighbour = await tenant.anotherShop('vizinha-da-foto');
    const neighbourOwner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: neighbour }]);
    for (const foreign of [
      'https://example.com/foto.webp',
      await upload(neighbour, neighbourOwner.token),
      `${url}?x=1`,
    ]) {
      const refused = await save({ version: kept.product.version, image: foreign });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error_type: 1,
        message: 'Envie a foto pelo painel desta loja antes de salvar o produto',
      });
    }
    const removed = (await save({ version: kept.product.version, image: '' })).json();
    expect(removed.product.image).toBe('');
  });
});

describe('who may edit', () => {
  it('refuses an attendant, who still reads the menu and marks what ran out', async () => {
    const product = await staffProduct(margherita().product_id);
    for (const [call, body] of [
      [menuCalls.saveCategory, { name: 'Nova', hidden: '0' }],
      [menuCalls.reorderCategories, { category_ids: (await staffMenu()).map((c) => c.category_id) }],
      [menuCalls.duplicateProduct, { product_id: product.product_id }],
      [menuCalls.productPriceHistory, { product_id: product.product_id }],
    ] as const) {
      const refused = (await edit(call, body, attendant.token)).json();
      expect(refused.error_type).toBe(14);
    }
    expect((await edit(menuCalls.shopMenu, {}, attendant.token)).json().error_type).toBe(0);
  });

  it("refuses another shop's category and product, as if they did not exist", async () => {
    const neighbour = await tenant.anotherShop('vizinha-do-editor');
    const theirMenu = (
      await post(t.app, tenant.domain, catalogCalls.getMenu.path, { validate: 1, shop_id: neighbour })
    ).json();
    const theirs: TProduct = theirMenu.categories[0].products[0];
    const moved = await edit(menuCalls.saveProduct, {
      category_id: theirs.category_id,
      name: 'Intrusa',
      description: '',
      price: 1,
      available: '1',
    });
    expect(moved.statusCode).toBe(404);
    expect(moved.json()).toEqual({ error_type: 3, message: 'Categoria não encontrada nesta loja' });
    const copied = await edit(menuCalls.duplicateProduct, { product_id: theirs.product_id });
    expect(copied.statusCode).toBe(404);
    const renamed = await edit(menuCalls.saveCategory, {
      category_id: theirs.category_id,
      version: 1,
      name: 'Minha',
      hidden: '0',
    });
    expect(renamed.json()).toEqual({ error_type: 3, message: 'Categoria não encontrada nesta loja' });
  });
});
