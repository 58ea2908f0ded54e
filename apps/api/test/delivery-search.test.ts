import { addressLookupCalls, geocodeAddressCalls } from '@delivery/contract/calls/addresses';
import { catalogCalls } from '@delivery/contract/calls/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema/profiles.ts';
import { insertShop } from '../src/db/seed/insert-shop.ts';
import { registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { startServer, type LocalServer } from './helpers/fake-providers.ts';
import { testShop } from './helpers/shops.ts';
import { addCity, createTenant, settingsFor, type TestTenant } from './helpers/tenants.ts';

/** The shop sits at the origin; the geocoder puts 'Perto' 2 km away and 'Longe' 9 km away. */
const ORIGIN = { lat: -22.9, lng: -47.06 };
const KM_LAT = 1 / 111.2;

let t: TestApp;
let shop: TestTenant;
let city: Awaited<ReturnType<typeof addCity>>;
let nominatim: LocalServer;
let districtShop: number;
let bandShop: number;

beforeAll(async () => {
  nominatim = await startServer((req) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    const km = q.includes('Perto') ? 2 : q.includes('Longe') ? 9 : 30;
    return { status: 200, json: [{ lat: String(ORIGIN.lat + km * KM_LAT), lon: String(ORIGIN.lng) }] };
  });
  t = await createTestApp({ GEOCODER_URL: nominatim.url });
  shop = await createTenant(t.database.db);
  const settings = settingsFor('MARKETPLACE', shop.title);
  settings.address.mode = 'GEOCODE';
  await t.database.db.update(profiles).set({ settings }).where(eq(profiles.id, shop.id));
  city = await addCity(t.database.db, shop.id, 'Campinas', ['Cambuí', 'Centro']);
  const place = { profileId: shop.id, cityId: city.id, districts: city.districts };
  districtShop = await insertShop(
    t.database.db,
    place,
    testShop({ slug: 'por-bairro', delivery: { districts: ['Cambuí'], fee: 7 } }),
  );
  bandShop = await insertShop(
    t.database.db,
    place,
    testShop({
      slug: 'por-distancia',
      location: ORIGIN,
      delivery: {
        districts: [],
        fee: 0,
        bands: [
          { maxKm: 3, fee: 4.99 },
          { maxKm: 10, fee: 9.99, extraMinutes: 15 },
        ],
      },
    }),
  );
});
afterAll(async () => {
  await t.close();
  await nominatim.close();
});

const call = (path: string, body: Record<string, unknown>) => post(t.app, shop.domain, path, { validate: 1, ...body });
const ids = (shops: { shop_id: number }[]) => shops.map((s) => s.shop_id);

describe('addresses4api/search', () => {
  it('by district: only the shops that deliver there, with their fee', async () => {
    const res = (
      await call(addressLookupCalls.search.path, { city_id: city.id, district_id: city.districts.get('Cambuí') })
    ).json();
    expect(ids(res.shops)).toEqual([districtShop]);
    expect(res.shops[0].delivery_fee).toBe(7);
  });

  it('by a saved address: fee by distance band, farther bands cost more and take longer', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    const save = async (street: string) =>
      (
        await call(geocodeAddressCalls.addAddress.path, {
          token: body.token,
          city_id: city.id,
          district: 'Centro',
          street,
          number: '10',
        })
      ).json().address.address_id;
    const near = await save('Rua Perto');
    const far = await save('Rua Longe');
    const outside = await save('Rua Fora');
    const nearShops = (await call(addressLookupCalls.search.path, { token: body.token, address_id: near })).json()
      .shops;
    expect(nearShops).toEqual([expect.objectContaining({ shop_id: bandShop, delivery_fee: 4.99, estimate_min: 40 })]);
    const farShops = (await call(addressLookupCalls.search.path, { token: body.token, address_id: far })).json().shops;
    expect(farShops[0]).toMatchObject({ delivery_fee: 9.99, estimate_min: 55, estimate_max: 75 });
    const none = (await call(addressLookupCalls.search.path, { token: body.token, address_id: outside })).json();
    expect(none).toEqual({ error_type: 0, message: 'Nenhuma loja entrega neste endereço ainda', shops: [] });
  });

  it('refuses an address of another customer', async () => {
    const a = await registerAccount(t.app, shop.domain);
    const b = await registerAccount(t.app, shop.domain);
    const id = (
      await call(geocodeAddressCalls.addAddress.path, {
        token: a.body.token,
        city_id: city.id,
        district: 'Centro',
        street: 'Rua Perto',
        number: '1',
      })
    ).json().address.address_id;
    expect((await call(addressLookupCalls.search.path, { token: b.body.token, address_id: id })).json()).toEqual({
      error_type: 3,
      message: 'Endereço não encontrado',
    });
  });

  it('the shop list shows the lowest fee as "a partir de"', async () => {
    const list = (await call(catalogCalls.listShops.path, { city_id: city.id })).json().shops;
    expect(list.find((s: { shop_id: number }) => s.shop_id === bandShop).delivery_fee_from).toBe(4.99);
  });
});
