import { catalogCalls } from '@delivery/contract/calls/catalog';
import { menuCalls } from '@delivery/contract/calls/menu';
import { placeCalls } from '@delivery/contract/calls/places';
import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import { staffCalls } from '@delivery/contract/calls/staff';
import { tenantShopCalls } from '@delivery/contract/calls/tenant-shops';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDeliveryDistricts, shops } from '../src/db/schema/catalog.ts';
import { shopChanges } from '../src/db/schema/shop-settings.ts';
import { insertShop } from '../src/db/seed/insert-shop.ts';
import { lastMessageTo } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { testShop } from './helpers/shops.ts';
import { addStaff, newStaffEmail } from './helpers/staff.ts';
import { addCity, createTenant } from './helpers/tenants.ts';

/**
 * The shops of a MARKETPLACE as its operators run them (decision 0039): a shop comes in off the
 * customers' lists with its owner invited, and is opened once it has something to sell.
 */

let t: TestApp;
let tenant: OrderingTenant;
let operator: { id: number; token: string };
let owner: { id: number; token: string };

beforeAll(async () => {
  // Kept lists, as in production: every change must empty them.
  t = await createTestApp({ APP_ENV: 'sandbox', TENANT_CACHE_MS: '60000' });
  tenant = await orderingTenant(t.app, t.database.db);
  operator = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
  owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
});
afterAll(() => t.close());

const call = (path: string, body: Record<string, unknown>, host = tenant.domain) =>
  post(t.app, host, path, { validate: 1, ...body });

const newShop = (fields: Record<string, unknown> = {}, token = operator.token) =>
  call(tenantShopCalls.createShop.path, {
    token,
    name: 'Açaí da Praça',
    segment: 'doceria',
    city_id: tenant.cityId,
    owner_name: 'Bia Dona',
    owner_email: newStaffEmail(),
    ...fields,
  });

const customersSee = async () =>
  ((await call(catalogCalls.listShops.path, { city_id: tenant.cityId })).json().shops as { shop_id: number }[]).map(
    (shop) => shop.shop_id,
  );

describe('an operator adding a shop', () => {
  it('adds it off the customers’ lists and invites its owner, who joins and sets up its menu', async () => {
    const email = newStaffEmail();
    const created = (await newShop({ owner_email: email.toUpperCase() })).json();
    expect(created).toMatchObject({
      error_type: 0,
      message: `Loja Açaí da Praça cadastrada. Enviamos o convite para ${email}`,
      shop: {
        name: 'Açaí da Praça',
        segment: 'doceria',
        city_id: tenant.cityId,
        active: false,
        products: 0,
        // A new shop takes orders at its counter: pickup is on until its owner says otherwise.
        needs: ['products', 'hours'],
      },
    });
    const shopId: number = created.shop.shop_id;
    expect(await customersSee()).not.toContain(shopId);

    const listed = (await call(tenantShopCalls.tenantShops.path, { token: operator.token })).json();
    expect(listed.shops).toContainEqual(created.shop);
    expect(listed.cities).toContainEqual({ city_id: tenant.cityId, name: expect.any(String) });

    const mail = await lastMessageTo(t.app, email);
    expect(mail?.text).toContain('Açaí da Praça');
    const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token');
    const joined = (
      await call(staffCalls.staffAcceptInvite.path, { invite_token: token, password: 'senha-da-bia' })
    ).json();
    expect(joined).toMatchObject({ error_type: 0, staff: { shops: [{ shop_id: shopId, role: 'owner' }] } });

    const refused = (
      await call(tenantShopCalls.setShopActive.path, { token: operator.token, shop_id: shopId, active: '1' })
    ).json();
    expect(refused).toEqual({
      error_type: 14,
      message: 'Cadastre ao menos um produto disponível antes de abrir a loja aos clientes',
    });

    const edit = (path: string, body: Record<string, unknown>) =>
      call(path, { token: joined.token, shop_id: shopId, ...body });
    // Its menu editor opens on an empty menu, though customers do not see the shop yet.
    expect((await edit(menuCalls.shopMenu.path, {})).json()).toEqual({
      error_type: 0,
      message: 'Sucesso',
      categories: [],
      half_pricing: 'average',
    });
    const category = (await edit(menuCalls.saveCategory.path, { name: 'Açaí', hidden: '0' })).json();
    const product = (
      await edit(menuCalls.saveProduct.path, {
        category_id: category.category.category_id,
        name: 'Açaí 500 ml',
        description: '',
        price: '18,00',
        available: '1',
      })
    ).json();
    expect(product).toMatchObject({ error_type: 0 });
    expect((await edit(menuCalls.shopMenu.path, {})).json().categories).toEqual([
      expect.objectContaining({ name: 'Açaí', products: [expect.objectContaining({ name: 'Açaí 500 ml' })] }),
    ]);

    // Something to sell, but no hours: customers would see it closed with no opening ahead.
    expect(
      (await call(tenantShopCalls.setShopActive.path, { token: operator.token, shop_id: shopId, active: '1' })).json(),
    ).toEqual({
      error_type: 14,
      message: 'Cadastre os horários de funcionamento da semana antes de abrir a loja aos clientes',
    });
    expect(await customersSee()).not.toContain(shopId);
    const hours = (await edit(shopSettingsCalls.shopHours.path, {})).json();
    const savedHours = await edit(shopSettingsCalls.saveShopHours.path, {
      ...hours.hours,
      version: hours.version,
      opening_hours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '14:00', closes: '22:00' })),
    });
    expect(savedHours.json()).toMatchObject({ error_type: 0 });

    const opened = (
      await call(tenantShopCalls.setShopActive.path, { token: operator.token, shop_id: shopId, active: '1' })
    ).json();
    expect(opened).toMatchObject({
      error_type: 0,
      message: 'Açaí da Praça aparece para os clientes',
      shop: { active: true, products: 1, needs: [] },
    });
    expect(await customersSee()).toContain(shopId);

    const hidden = (
      await call(tenantShopCalls.setShopActive.path, { token: operator.token, shop_id: shopId, active: '0' })
    ).json();
    expect(hidden).toMatchObject({ error_type: 0, message: 'Açaí da Praça saiu da lista dos clientes' });
    expect(await customersSee()).not.toContain(shopId);

    // In the order they were written: PostgreSQL hands rows back in no order of their own unless asked.
    const changes = await t.database.db
      .select()
      .from(shopChanges)
      .where(eq(shopChanges.shopId, shopId))
      .orderBy(asc(shopChanges.id));
    expect(changes.map((row) => [row.section, row.staffId, Object.keys(row.change)[0]])).toEqual([
      ['listing', operator.id, 'created'],
      ['hours', expect.any(Number), 'opening_hours'],
      ['listing', operator.id, 'active'],
      ['listing', operator.id, 'active'],
    ]);
  });

  it('gives a second shop of the same name, city and segment its own permalink', async () => {
    const first = (await newShop({ name: 'Doce Lar' })).json();
    const second = (await newShop({ name: 'Doce Lar' })).json();
    const slugs = await t.database.db
      .select({ slug: shops.slug })
      .from(shops)
      .where(eq(shops.profileId, tenant.id))
      .then((rows) => rows.map((row) => row.slug));
    expect(first.shop.shop_id).not.toBe(second.shop.shop_id);
    expect(slugs).toEqual(expect.arrayContaining(['doce-lar', 'doce-lar-2']));
  });

  it('refuses to open a shop no one could order from: no pickup and nowhere to deliver', async () => {
    // As a shop set up before the delivery section refused this could be (or written by the seed).
    const shopId = await tenant.anotherShop('sem-entrega');
    await t.database.db.update(shops).set({ active: false, pickup: false }).where(eq(shops.id, shopId));
    await t.database.db.delete(shopDeliveryDistricts).where(eq(shopDeliveryDistricts.shopId, shopId));
    const listed = (await call(tenantShopCalls.tenantShops.path, { token: operator.token })).json();
    expect(listed.shops.find((shop: { shop_id: number }) => shop.shop_id === shopId).needs).toEqual(['delivery']);

    const open = () =>
      call(tenantShopCalls.setShopActive.path, { token: operator.token, shop_id: shopId, active: '1' });
    expect((await open()).json()).toEqual({
      error_type: 14,
      message: 'Defina onde a loja entrega (ou ative a retirada na loja) antes de abrir a loja aos clientes',
    });
    expect(await customersSee()).not.toContain(shopId);

    // Pickup alone is a way to take orders.
    const section = (
      await call(shopSettingsCalls.shopDelivery.path, { token: operator.token, shop_id: shopId })
    ).json();
    const saved = await call(shopSettingsCalls.saveShopDelivery.path, {
      token: operator.token,
      shop_id: shopId,
      version: section.version,
      pickup: '1',
      min_order: section.delivery.min_order,
      free_delivery_above: null,
      districts: [],
      bands: [],
      location: null,
    });
    expect(saved.json()).toMatchObject({ error_type: 0 });
    expect((await open()).json()).toMatchObject({ error_type: 0, shop: { active: true, needs: [] } });
    expect(await customersSee()).toContain(shopId);
  });

  it('keeps no shop when its owner cannot be invited', async () => {
    const otherOperator = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    const before = (await call(tenantShopCalls.tenantShops.path, { token: operator.token })).json().shops.length;
    const refused = (await newShop({ name: 'Sem Dono', owner_email: otherOperator.email })).json();
    expect(refused).toEqual({ error_type: 14, message: 'Esta pessoa já faz parte da equipe desta loja' });
    const after = (await call(tenantShopCalls.tenantShops.path, { token: operator.token })).json().shops.length;
    expect(after).toBe(before);
  });

  it('refuses bad input with the field’s message, and a city the profile does not serve', async () => {
    expect((await newShop({ name: ' ' })).json()).toMatchObject({ error_type: 1 });
    expect((await newShop({ owner_email: 'bia@' })).json()).toEqual({
      error_type: 1,
      message: "O campo 'owner_email' é inválido: informe um e-mail válido",
    });
    expect((await newShop({ segment: 'mercado' })).json()).toEqual({
      error_type: 1,
      message:
        "O campo 'segment' é inválido: use um destes valores: pizzaria, lanches, japonesa, floricultura, doceria, brasileira",
    });
    const elsewhere = await createTenant(t.database.db);
    const foreignCity = await addCity(t.database.db, elsewhere.id, 'Longe', []);
    expect((await newShop({ city_id: foreignCity.id })).json()).toEqual({
      error_type: 3,
      message: 'Cidade não encontrada',
    });
  });
});

describe('a live shop taken off the customers’ lists', () => {
  it('stays in its owner’s menu editor, and out of the customers’ sight until opened again', async () => {
    const ownerMenu = () => call(menuCalls.shopMenu.path, { token: owner.token, shop_id: tenant.shopId });
    const customersMenu = () => call(catalogCalls.getMenu.path, { shop_id: tenant.shopId });
    const before = (await ownerMenu()).json();
    expect(before).toMatchObject({ error_type: 0 });
    expect((await customersMenu()).json()).toMatchObject({ error_type: 0 });

    const hidden = (
      await call(tenantShopCalls.setShopActive.path, { token: operator.token, shop_id: tenant.shopId, active: '0' })
    ).json();
    expect(hidden).toMatchObject({ error_type: 0, shop: { active: false } });
    try {
      expect((await ownerMenu()).json()).toEqual(before);
      const category = (
        await call(menuCalls.saveCategory.path, {
          token: owner.token,
          shop_id: tenant.shopId,
          name: 'Novidades',
          hidden: '0',
        })
      ).json();
      expect(category).toMatchObject({ error_type: 0, category: { name: 'Novidades' } });
      expect((await ownerMenu()).json().categories.at(-1)).toMatchObject({ name: 'Novidades', products: [] });

      expect(await customersSee()).not.toContain(tenant.shopId);
      expect((await customersMenu()).json()).toEqual({ error_type: 3, message: 'Loja não encontrada' });
      expect((await call(catalogCalls.getShop.path, { shop_id: tenant.shopId })).json()).toEqual({
        error_type: 3,
        message: 'Loja não encontrada',
      });
    } finally {
      await call(tenantShopCalls.setShopActive.path, { token: operator.token, shop_id: tenant.shopId, active: '1' });
    }
    expect(await customersSee()).toContain(tenant.shopId);
  });

  it('is read by its own staff only: another tenant’s staff find no shop', async () => {
    await call(tenantShopCalls.setShopActive.path, { token: operator.token, shop_id: tenant.shopId, active: '0' });
    try {
      const other = await orderingTenant(t.app, t.database.db);
      const theirOperator = await addStaff(t.app, t.database.db, other, [{ role: 'operator', shopId: null }]);
      const theirs = await call(
        menuCalls.shopMenu.path,
        { token: theirOperator.token, shop_id: tenant.shopId },
        other.domain,
      );
      expect(theirs.json()).toEqual({ error_type: 3, message: 'Loja não encontrada' });
      const stranger = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: other.shopId }]);
      const ours = await call(menuCalls.shopMenu.path, { token: stranger.token, shop_id: tenant.shopId });
      expect(ours.json()).toEqual({ error_type: 3, message: 'Loja não encontrada' });
    } finally {
      await call(tenantShopCalls.setShopActive.path, { token: operator.token, shop_id: tenant.shopId, active: '1' });
    }
  });
});

describe('who runs a marketplace’s shops', () => {
  it('is its operators: owners and attendants are refused, and see nothing', async () => {
    const attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
    const refusal = { error_type: 14, message: 'Apenas os operadores da plataforma cadastram e abrem lojas' };
    for (const token of [owner.token, attendant.token]) {
      expect((await call(tenantShopCalls.tenantShops.path, { token })).json()).toEqual(refusal);
      expect((await newShop({}, token)).json()).toEqual(refusal);
      expect(
        (await call(tenantShopCalls.setShopActive.path, { token, shop_id: tenant.shopId, active: '0' })).json(),
      ).toEqual(refusal);
    }
  });

  it('never reaches another tenant’s shops', async () => {
    const other = await orderingTenant(t.app, t.database.db);
    const theirOperator = await addStaff(t.app, t.database.db, other, [{ role: 'operator', shopId: null }]);
    const reach = await call(
      tenantShopCalls.setShopActive.path,
      { token: theirOperator.token, shop_id: tenant.shopId, active: '0' },
      other.domain,
    );
    expect(reach.json()).toEqual({ error_type: 3, message: 'Loja não encontrada' });
    const listed = (await call(tenantShopCalls.tenantShops.path, { token: theirOperator.token }, other.domain)).json();
    expect(listed.shops.map((shop: { shop_id: number }) => shop.shop_id)).toEqual([other.shopId]);
    // Our operator's session is not one on the other tenant's host.
    expect(
      (await call(tenantShopCalls.tenantShops.path, { token: operator.token }, other.domain)).json(),
    ).toMatchObject({ error_type: 4 });
    expect(await customersSee()).toContain(tenant.shopId);
  });

  it('takes no second shop on a SINGLE tenant', async () => {
    const single = await createTenant(t.database.db, 'SINGLE');
    const city = await addCity(t.database.db, single.id, 'Única', []);
    const singleOperator = await addStaff(t.app, t.database.db, single, [{ role: 'operator', shopId: null }]);
    const refused = await call(
      tenantShopCalls.createShop.path,
      {
        token: singleOperator.token,
        name: 'Outra',
        segment: 'lanches',
        city_id: city.id,
        owner_name: 'X',
        owner_email: newStaffEmail(),
      },
      single.domain,
    );
    expect(refused.json()).toEqual({
      error_type: 14,
      message: 'Esta plataforma é de uma loja só: ela não recebe outras lojas',
    });
  });
});

describe('the cities and districts of a profile', () => {
  const customersCities = async () =>
    ((await call(placeCalls.cities.path, {})).json().cities as { city_name: string }[]).map((city) => city.city_name);
  const customersDistricts = async (cityId: number) =>
    (
      (await call(placeCalls.getDistricts.path, { city_id: cityId })).json().districts as { district_name: string }[]
    ).map((district) => district.district_name);

  it('are served and added by an operator, and customers choose them at once', async () => {
    // Read first, so the lists are kept in the process: the change must empty them.
    expect(await customersCities()).not.toContain('Paulínia');
    const name = `Paulínia ${Date.now() % 100_000}`;
    const served = (await call(tenantShopCalls.serveCity.path, { token: operator.token, name, state: 'sp' })).json();
    expect(served).toMatchObject({ error_type: 0, message: `${name} (SP) entrou na lista de cidades` });
    const city = served.cities.find((place: { name: string }) => place.name === name);
    expect(city).toEqual({ city_id: expect.any(Number), name, state: 'SP', districts: [] });
    expect(await customersCities()).toContain(name);

    const again = (
      await call(tenantShopCalls.serveCity.path, { token: operator.token, name: name.toUpperCase(), state: 'SP' })
    ).json();
    expect(again).toMatchObject({ error_type: 0, message: `${name.toUpperCase()} (SP) já está na lista de cidades` });
    expect(again.cities.filter((place: { city_id: number }) => place.city_id === city.city_id)).toHaveLength(1);

    expect(await customersDistricts(city.city_id)).toEqual([]);
    const added = (
      await call(tenantShopCalls.addDistrict.path, { token: operator.token, city_id: city.city_id, name: 'Centro' })
    ).json();
    expect(added).toMatchObject({ error_type: 0, message: 'Bairro Centro adicionado' });
    expect(added.cities.find((place: { city_id: number }) => place.city_id === city.city_id).districts).toEqual([
      { district_id: expect.any(Number), name: 'Centro' },
    ]);
    expect(await customersDistricts(city.city_id)).toEqual(['Centro']);
    const twice = await call(tenantShopCalls.addDistrict.path, {
      token: operator.token,
      city_id: city.city_id,
      name: 'CENTRO',
    });
    expect(twice.json()).toEqual({ error_type: 14, message: 'O bairro CENTRO já está na lista desta cidade' });
  });

  it('refuses a state that is not one, a city the profile does not serve, and a marketplace shop’s owner', async () => {
    const badState = await call(tenantShopCalls.serveCity.path, { token: operator.token, name: 'Lugar', state: 'XX' });
    expect(badState.json()).toEqual({ error_type: 1, message: "O campo 'state' é inválido: escolha o estado (UF)" });
    const elsewhere = await createTenant(t.database.db);
    const foreignCity = await addCity(t.database.db, elsewhere.id, 'Distante', []);
    const foreign = await call(tenantShopCalls.addDistrict.path, {
      token: operator.token,
      city_id: foreignCity.id,
      name: 'Centro',
    });
    expect(foreign.json()).toEqual({ error_type: 3, message: 'Cidade não encontrada' });
    const refusal = { error_type: 14, message: 'Apenas os operadores da plataforma cadastram e abrem lojas' };
    expect((await call(tenantShopCalls.tenantPlaces.path, { token: owner.token })).json()).toEqual(refusal);
    expect(
      (await call(tenantShopCalls.serveCity.path, { token: owner.token, name: 'Outra', state: 'SP' })).json(),
    ).toEqual(refusal);
  });

  it('are run by a single shop’s owner too, who has no operator to add the districts it delivers to', async () => {
    const single = await createTenant(t.database.db, 'SINGLE');
    const city = await addCity(t.database.db, single.id, 'Holambra', []);
    const shopId = await insertShop(
      t.database.db,
      { profileId: single.id, cityId: city.id, districts: city.districts },
      testShop(),
    );
    const singleOwner = await addStaff(t.app, t.database.db, single, [{ role: 'owner', shopId }]);
    const asOwner = (path: string, body: Record<string, unknown>) =>
      call(path, { token: singleOwner.token, ...body }, single.domain).then((res) => res.json());
    expect(await asOwner(tenantShopCalls.addDistrict.path, { city_id: city.id, name: 'Centro' })).toMatchObject({
      error_type: 0,
      message: 'Bairro Centro adicionado',
      cities: [{ name: city.name, districts: [{ name: 'Centro' }] }],
    });
    expect(await asOwner(tenantShopCalls.tenantPlaces.path, {})).toMatchObject({ error_type: 0 });
    // Its shops stay the platform's operators' matter.
    expect(await asOwner(tenantShopCalls.tenantShops.path, {})).toEqual({
      error_type: 14,
      message: 'Apenas os operadores da plataforma cadastram e abrem lojas',
    });
  });
});
