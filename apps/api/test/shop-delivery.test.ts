import { catalogCalls } from '@delivery/contract/calls/catalog';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import type { TShopDetail } from '@delivery/contract/catalog';
import type { TDeliverySettingsInput, TShopDeliveryResponse } from '@delivery/contract/shop-delivery';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import { orders } from '../src/db/schema/orders.ts';
import { districts } from '../src/db/schema/places.ts';
import { shopChanges } from '../src/db/schema/shop-settings.ts';
import { insertShop } from '../src/db/seed/insert-shop.ts';
import { createTestApp, post, testConfig, type TestApp } from './helpers/app.ts';
import { orderingTenant, type OrderingTenant } from './helpers/orders.ts';
import { testShop } from './helpers/shops.ts';
import { addStaff } from './helpers/staff.ts';

/**
 * The owner's delivery settings: pickup, minimum order, free delivery from an amount, fees by
 * district or by distance, saved from the panel and followed by customers' checkout at once, on
 * every API process.
 */

let t: TestApp;
let tenant: OrderingTenant;
let owner: { id: number; token: string };
/** A district of the tenant's city the test shop does not deliver to. */
let taquaral: number;
/** Another API process on the same database: what it answers proves every process follows. */
let other: Awaited<ReturnType<typeof createApi>>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await orderingTenant(t.app, t.database.db);
  const [row] = await t.database.db
    .insert(districts)
    .values({ cityId: tenant.cityId, name: 'Taquaral' })
    .returning({ id: districts.id });
  taquaral = row!.id;
  owner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: tenant.shopId }]);
  other = await createApi(testConfig(), t.database, false);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** Another shop of the tenant (serving Cambuí at R$ 5,90), with an owner of its own. */
async function shopWithOwner(slug: string) {
  const shopId = await tenant.anotherShop(slug);
  const { id, token } = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId }]);
  return { shopId, id, token };
}

const read = async (shopId: number, token = owner.token): Promise<TShopDeliveryResponse> =>
  (
    await post(t.app, tenant.domain, shopSettingsCalls.shopDelivery.path, { validate: 1, token, shop_id: shopId })
  ).json();

/** The section as read, in the shape a save sends. */
function inputOf(answer: TShopDeliveryResponse): TDeliverySettingsInput {
  const { delivery } = answer;
  return {
    pickup: delivery.pickup ? '1' : '0',
    min_order: delivery.min_order,
    free_delivery_above: delivery.free_delivery_above,
    districts: delivery.districts
      .filter((d) => d.served)
      .map(({ district_id, fee, extra_minutes }) => ({ district_id, fee, extra_minutes })),
    bands: delivery.bands,
    location: answer.mode === 'GEOCODE' ? delivery.location : null,
  };
}

/** Saves over what the shop has now, as an owner who just opened the page. */
async function save(shopId: number, fields: Partial<TDeliverySettingsInput>, token = owner.token) {
  const answer = await read(shopId, token);
  return post(t.app, tenant.domain, shopSettingsCalls.saveShopDelivery.path, {
    validate: 1,
    token,
    shop_id: shopId,
    version: answer.version,
    ...inputOf(answer),
    ...fields,
  });
}

const customerShop = async (shopId: number): Promise<TShopDetail> =>
  (await post(other, tenant.domain, catalogCalls.getShop.path, { validate: 1, shop_id: shopId })).json().shop;

describe('the owner’s delivery settings', () => {
  it('are read with the city’s districts, served or not, and their version', async () => {
    expect(await read(tenant.shopId)).toEqual({
      error_type: 0,
      message: 'Sucesso',
      delivery: {
        pickup: true,
        min_order: 30,
        free_delivery_above: null,
        districts: [
          { district_id: tenant.districtId, name: 'Cambuí', served: true, fee: 5.9, extra_minutes: 0 },
          { district_id: taquaral, name: 'Taquaral', served: false, fee: 0, extra_minutes: 0 },
        ],
        bands: [],
        location: { latitude: -22.9, longitude: -47.06 },
      },
      mode: 'DISTRICT',
      city: expect.stringMatching(/^Campinas /),
      version: 1,
      last_change: null,
    });
  });

  it('reach customers at once on every process, while a placed order keeps its fee', async () => {
    const customer = await tenant.customer();
    const placed = await customer.order();
    const validate = (overrides: Record<string, unknown> = {}) =>
      post(other, tenant.domain, checkoutCalls.validateOrderApp.path, customer.draft(overrides));
    // Read on the other process first: its cached shop must be dropped to price by the change.
    expect((await validate()).json()).toMatchObject({ error_type: 0 });
    expect((await customerShop(tenant.shopId)).free_delivery_above).toBeNull();

    try {
      const saved = await save(tenant.shopId, {
        free_delivery_above: '100,00',
        districts: [{ district_id: tenant.districtId, fee: 7, extra_minutes: 10 }],
      });
      expect(saved.json()).toMatchObject({
        error_type: 0,
        message: 'Entrega salva. Os clientes já veem as novas taxas',
        delivery: { free_delivery_above: 100, districts: [{ served: true, fee: 7, extra_minutes: 10 }, {}] },
        version: 2,
        last_change: { by: 'Pessoa da Equipe', by_software: false },
      });
      await expect.poll(async () => (await customerShop(tenant.shopId)).free_delivery_above).toBe(100);
      // 129,80 of products is above 100: the delivery is free, and the app showing 5,90 is corrected.
      expect((await validate()).json()).toMatchObject({
        error_type: 15,
        totals: { total_products: 129.8, delivery_price: 0, order_total: 129.8 },
      });
      expect((await validate({ delivery_price_shop: 0, order_total: 129.8 })).json()).toMatchObject({ error_type: 0 });

      // Below the amount, the district's new fee.
      expect((await save(tenant.shopId, { free_delivery_above: 200 })).json()).toMatchObject({ error_type: 0 });
      await expect.poll(async () => (await customerShop(tenant.shopId)).free_delivery_above).toBe(200);
      expect((await validate()).json()).toMatchObject({ totals: { delivery_price: 7, order_total: 136.8 } });

      // A new minimum sends the customer back to the shop.
      expect((await save(tenant.shopId, { min_order: 150 })).json()).toMatchObject({ error_type: 0 });
      await expect.poll(async () => (await customerShop(tenant.shopId)).min_order).toBe(150);
      expect((await validate()).json()).toMatchObject({
        error_type: 2,
        message: 'O pedido mínimo desta loja é R$\u00a0150,00',
      });

      // A district no longer served is refused.
      expect((await save(tenant.shopId, { min_order: 30, districts: [] })).json()).toMatchObject({
        error_type: 0,
        delivery: { districts: [{ served: false }, { served: false }] },
      });
      // Delivering nowhere, it has no lowest fee to show: not 'grátis em alguns bairros'.
      await expect.poll(async () => (await customerShop(tenant.shopId)).delivery_fee_from).toBeNull();
      expect((await validate()).json()).toEqual({
        error_type: 2,
        message: 'Esta loja não entrega no endereço escolhido',
      });
    } finally {
      const restored = await save(tenant.shopId, {
        min_order: 30,
        free_delivery_above: null,
        districts: [{ district_id: tenant.districtId, fee: 5.9, extra_minutes: 0 }],
      });
      expect(restored.json()).toMatchObject({ error_type: 0 });
    }
    await expect.poll(async () => (await validate()).json().error_type).toBe(0);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed));
    expect(order!.deliveryCents).toBe(590);
  });

  it('records who changed what, and nothing when nothing changed', async () => {
    const { shopId, id, token } = await shopWithOwner('registro-da-entrega');
    expect((await save(shopId, {}, token)).json()).toMatchObject({
      error_type: 0,
      message: 'Nada mudou na entrega',
      version: 1,
      last_change: null,
    });
    await save(shopId, { pickup: '0', districts: [{ district_id: taquaral, fee: 3.5, extra_minutes: 5 }] }, token);
    const rows = await t.database.db.select().from(shopChanges).where(eq(shopChanges.shopId, shopId));
    expect(rows.map((row) => [row.staffId, row.section, row.change])).toEqual([
      [
        id,
        'delivery',
        {
          pickup: { from: true, to: false },
          districts: {
            from: [{ district_id: tenant.districtId, fee: 5.9, extra_minutes: 0 }],
            to: [{ district_id: taquaral, fee: 3.5, extra_minutes: 5 }],
          },
        },
      ],
    ]);
    expect(await customerShop(shopId)).toMatchObject({ pickup: false });
  });
});

describe('what the delivery settings refuse', () => {
  it('refuses leaving the shop with no way to take orders, and odd amounts, saving nothing', async () => {
    const { shopId, token } = await shopWithOwner('entrega-recusada');
    const noWay = await save(shopId, { pickup: '0', districts: [] }, token);
    expect(noWay.statusCode).toBe(400);
    expect(noWay.json()).toEqual({
      error_type: 1,
      message:
        'A loja ficaria sem receber pedidos: entregue em ao menos um bairro ou deixe a retirada no local ligada.',
    });
    const cases: [Partial<TDeliverySettingsInput>, string][] = [
      [
        { districts: [{ district_id: tenant.districtId, fee: 5.999, extra_minutes: 0 }] },
        "O campo 'districts.0.fee' é inválido: no máximo duas casas decimais",
      ],
      [
        { districts: [{ district_id: tenant.districtId, fee: -1, extra_minutes: 0 }] },
        "O campo 'districts.0.fee' é inválido: deve ser ao menos 0",
      ],
      [
        { districts: [{ district_id: tenant.districtId, fee: 501, extra_minutes: 0 }] },
        "O campo 'districts.0.fee' é inválido: deve ser no máximo 500",
      ],
      [
        {
          districts: [
            { district_id: taquaral, fee: 5, extra_minutes: 0 },
            { district_id: taquaral, fee: 6, extra_minutes: 0 },
          ],
        },
        "O campo 'districts.1.district_id' é inválido: o bairro aparece mais de uma vez",
      ],
      [{ free_delivery_above: 0 }, "O campo 'free_delivery_above' é inválido: deve ser maior que 0"],
      [
        { bands: [{ max_km: 3, fee: 5, extra_minutes: 0 }] },
        "O campo 'bands' é inválido: esta loja cobra a entrega por bairro; deixe esta lista vazia",
      ],
    ];
    for (const [fields, message] of cases) {
      const refused = await save(shopId, fields, token);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().message).toBe(message);
    }

    const [foreign] = await t.database.db
      .insert(districts)
      .values({ cityId: (await otherCity()).id, name: 'Centro' })
      .returning({ id: districts.id });
    const foreignDistrict = await save(
      shopId,
      { districts: [{ district_id: foreign!.id, fee: 1, extra_minutes: 0 }] },
      token,
    );
    expect(foreignDistrict.json()).toEqual({
      error_type: 1,
      message: "O campo 'districts.0.district_id' é inválido: o bairro não é da cidade da loja",
    });
    expect(await read(shopId, token)).toMatchObject({ version: 1, delivery: { pickup: true, min_order: 30 } });
  });

  it('refuses a save made on a version someone else saved over, with a clear message', async () => {
    const { shopId, token } = await shopWithOwner('entrega-dois-donos');
    const partner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId }]);
    const answer = await read(shopId, token);
    const body = (who: string, min_order: number) => ({
      validate: 1,
      token: who,
      shop_id: shopId,
      version: answer.version,
      ...inputOf(answer),
      min_order,
    });
    const first = await post(t.app, tenant.domain, shopSettingsCalls.saveShopDelivery.path, body(token, 40));
    expect(first.json()).toMatchObject({ error_type: 0, version: 2 });
    const second = await post(t.app, tenant.domain, shopSettingsCalls.saveShopDelivery.path, body(partner.token, 50));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error_type: 17,
      message:
        'A entrega de Pizzaria Teste foi alterada por outra pessoa enquanto você editava. Confira como ficou e salve de novo.',
    });
    expect(await read(shopId, token)).toMatchObject({ version: 2, delivery: { min_order: 40 } });
  });

  it('is the owner’s and the operator’s: an attendant is refused, another shop’s owner finds nothing', async () => {
    const attendant = await addStaff(t.app, t.database.db, tenant, [{ role: 'attendant', shopId: tenant.shopId }]);
    const refused = { error_type: 14, message: 'Apenas o dono da loja ou o operador pode fazer isso' };
    expect(await read(tenant.shopId, attendant.token)).toEqual(refused);
    const saveAs = (token: string) =>
      post(t.app, tenant.domain, shopSettingsCalls.saveShopDelivery.path, {
        validate: 1,
        token,
        shop_id: tenant.shopId,
        version: 1,
        pickup: '1',
        min_order: 1,
      });
    expect((await saveAs(attendant.token)).json()).toEqual(refused);

    const neighbour = await tenant.anotherShop('vizinha-da-entrega');
    const theirOwner = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId: neighbour }]);
    const hidden = await post(t.app, tenant.domain, shopSettingsCalls.shopDelivery.path, {
      validate: 1,
      token: theirOwner.token,
      shop_id: tenant.shopId,
    });
    expect(hidden.statusCode).toBe(404);
    expect((await saveAs(theirOwner.token)).statusCode).toBe(404);

    // Another tenant's operator does not find the shop either.
    const stranger = await orderingTenant(t.app, t.database.db);
    const theirOperator = await addStaff(t.app, t.database.db, stranger, [{ role: 'operator', shopId: null }]);
    const across = await post(t.app, stranger.domain, shopSettingsCalls.shopDelivery.path, {
      validate: 1,
      token: theirOperator.token,
      shop_id: tenant.shopId,
    });
    expect(across.statusCode).toBe(404);

    const operator = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    expect((await save(neighbour, { min_order: 45 }, operator.token)).json()).toMatchObject({
      error_type: 0,
      delivery: { min_order: 45 },
    });
    expect(await read(tenant.shopId)).toMatchObject({ delivery: { min_order: 30 } });
  });
});

describe('a shop delivering by distance', () => {
  let shopId: number;
  let token: string;
  beforeAll(async () => {
    shopId = await insertShop(
      t.database.db,
      { profileId: tenant.id, cityId: tenant.cityId, districts: new Map() },
      testShop({
        slug: 'entrega-por-distancia',
        delivery: {
          districts: [],
          fee: 0,
          bands: [
            { maxKm: 3, fee: 4 },
            { maxKm: 6, fee: 8, extraMinutes: 10 },
          ],
        },
      }),
    );
    ({ token } = await addStaff(t.app, t.database.db, tenant, [{ role: 'owner', shopId }]));
  });

  it('reads its bands and location, and keeps new bands from the nearest', async () => {
    expect(await read(shopId, token)).toMatchObject({
      mode: 'GEOCODE',
      delivery: {
        districts: [],
        bands: [
          { max_km: 3, fee: 4, extra_minutes: 0 },
          { max_km: 6, fee: 8, extra_minutes: 10 },
        ],
        location: { latitude: -22.9, longitude: -47.06 },
      },
    });
    const saved = await save(
      shopId,
      {
        bands: [
          { max_km: '7,5', fee: 9, extra_minutes: 15 },
          { max_km: 2, fee: 3, extra_minutes: 0 },
        ],
        location: { latitude: -22.91, longitude: '-47,05' },
      },
      token,
    );
    expect(saved.json()).toMatchObject({
      error_type: 0,
      delivery: {
        bands: [
          { max_km: 2, fee: 3, extra_minutes: 0 },
          { max_km: 7.5, fee: 9, extra_minutes: 15 },
        ],
        location: { latitude: -22.91, longitude: -47.05 },
      },
    });
    await expect.poll(async () => (await customerShop(shopId)).delivery_fee_from).toBe(3);
  });

  it('refuses repeated or too many bands, a place outside Brazil, and no way to take orders', async () => {
    const band = (max_km: number) => ({ max_km, fee: 5, extra_minutes: 0 });
    const cases: [Partial<TDeliverySettingsInput>, string][] = [
      [
        { bands: [band(2), band(2)] },
        "O campo 'bands.1.max_km' é inválido: a faixa de até 2 km aparece mais de uma vez",
      ],
      [{ bands: [band(0)] }, "O campo 'bands.0.max_km' é inválido: deve ser maior que 0"],
      [{ bands: [band(2.25)] }, "O campo 'bands.0.max_km' é inválido: no máximo uma casa decimal"],
      [
        { bands: Array.from({ length: 11 }, (_, i) => band(i + 1)) },
        "O campo 'bands' é inválido: deve ser no máximo 10",
      ],
      [
        { location: { latitude: 48.85, longitude: 2.35 } },
        "O campo 'location.latitude' é inválido: deve ser no máximo 6",
      ],
      [
        { districts: [{ district_id: tenant.districtId, fee: 1, extra_minutes: 0 }] },
        "O campo 'districts' é inválido: esta loja cobra a entrega por distância; deixe esta lista vazia",
      ],
      [
        { pickup: '0', location: null },
        'A loja ficaria sem receber pedidos: informe a localização e ao menos uma faixa de distância, ou deixe a retirada no local ligada.',
      ],
    ];
    for (const [fields, message] of cases) {
      const refused = await save(shopId, fields, token);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });
});

/** A city of another tenant's, whose districts no shop here may serve. */
async function otherCity() {
  const stranger = await orderingTenant(t.app, t.database.db);
  return { id: stranger.cityId };
}
