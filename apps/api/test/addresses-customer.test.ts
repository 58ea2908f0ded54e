import { addressCalls, addressLookupCalls, geocodeAddressCalls } from '@delivery/contract/calls/addresses';
import { customerCalls } from '@delivery/contract/calls/customer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../src/db/schema/customers.ts';
import { registerAccount } from './helpers/accounts.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { startServer, type LocalServer } from './helpers/fake-providers.ts';
import { addCity, createTenant, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let shop: TestTenant;
let city: Awaited<ReturnType<typeof addCity>>;
let otherCity: Awaited<ReturnType<typeof addCity>>;
let viacep: LocalServer;
let nominatim: LocalServer;
const geocodeQueries: string[] = [];

beforeAll(async () => {
  // ViaCEP's documented answers: the address, or {"erro": true} for a CEP that does not exist.
  viacep = await startServer((req) => {
    const cep = /\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1];
    if (cep === '13025000') {
      return {
        status: 200,
        json: {
          cep: '13025-000',
          logradouro: 'Rua Coronel Quirino',
          bairro: 'Cambuí',
          localidade: city.name,
          uf: 'SP',
        },
      };
    }
    if (cep === '99999999') return { status: 500, json: {} };
    return { status: 200, json: { erro: true } };
  });
  // Nominatim's jsonv2 search: a list of places with lat/lon as strings.
  nominatim = await startServer((req) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    geocodeQueries.push(q);
    if (q.includes('Rua Inexistente')) return { status: 200, json: [] };
    return { status: 200, json: [{ lat: '-22.8936', lon: '-47.0525', display_name: q }] };
  });
  t = await createTestApp({ APP_ENV: 'sandbox', CEP_API_URL: viacep.url, GEOCODER_URL: nominatim.url });
  shop = await createTenant(t.database.db);
  city = await addCity(t.database.db, shop.id, 'Campinas', ['Cambuí', 'Taquaral']);
  otherCity = await addCity(t.database.db, shop.id, 'Valinhos', ['Centro'], 1);
});
afterAll(async () => {
  await t.close();
  await viacep.close();
  await nominatim.close();
});

const call = (path: string, body: Record<string, unknown>, host = shop.domain) =>
  post(t.app, host, path, { validate: 1, ...body });
const home = () => ({
  city_id: city.id,
  district_id: city.districts.get('Cambuí'),
  cep: '13025-000',
  street: 'Rua Coronel Quirino',
  number: '1200',
  complement: 'Apto 52',
  reference: 'Em frente à padaria',
});

describe('customer addresses (district mode)', () => {
  it('adds, lists, edits and deletes an address', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    const token = body.token;
    const added = (await call(addressCalls.addAddress.path, { token, ...home() })).json();
    expect(added).toMatchObject({
      error_type: 0,
      message: 'Endereço salvo',
      address: { city: city.name, district: 'Cambuí', cep: '13025-000', number: '1200', complement: 'Apto 52' },
    });
    const id = added.address.address_id;
    const listed = (await call(addressCalls.getDataAddressCustomer.path, { token })).json();
    expect(listed.addresses.map((a: { address_id: number }) => a.address_id)).toEqual([id]);
    const edited = (
      await call(addressCalls.editAddressFull.path, {
        token,
        address_id: id,
        ...home(),
        district_id: city.districts.get('Taquaral'),
        number: '15',
      })
    ).json();
    expect(edited.address).toMatchObject({ address_id: id, district: 'Taquaral', number: '15' });
    expect(
      (await call(addressCalls.getDataAddressCustomer.path, { token, address_id: id })).json().addresses[0].number,
    ).toBe('15');
    expect((await call(addressCalls.deleteAddress.path, { token, address_id: id })).json()).toEqual({
      error_type: 0,
      message: 'Endereço excluído',
    });
    expect((await call(addressCalls.getDataAddressCustomer.path, { token })).json().addresses).toEqual([]);
  });

  it.each([
    ['a malformed CEP', { cep: '1302-500' }, 'Informe um CEP válido, como 13025-000'],
    ['no district', { district_id: undefined }, 'Escolha o bairro'],
    ['a district of another city', { district_id: 'other' }, 'Este bairro não pertence à cidade escolhida'],
    ['a blank street', { street: '  ' }, 'Por favor preencha todos os campos'],
  ])('refuses %s', async (_case, change, message) => {
    const { body } = await registerAccount(t.app, shop.domain);
    const input = { ...home(), ...change } as Record<string, unknown>;
    if (input.district_id === 'other') input.district_id = otherCity.districts.get('Centro');
    const res = await call(addressCalls.addAddress.path, { token: body.token, ...input });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_type: 1, message });
  });

  it('names a missing number', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    const { number: _number, ...rest } = home();
    const res = await call(addressCalls.addAddress.path, { token: body.token, ...rest });
    expect(res.json()).toEqual({ error_type: 1, message: "O campo 'number' é obrigatório" });
  });

  it("treats another customer's address as missing, and tells nothing more", async () => {
    const a = await registerAccount(t.app, shop.domain);
    const b = await registerAccount(t.app, shop.domain);
    const id = (await call(addressCalls.addAddress.path, { token: a.body.token, ...home() })).json().address.address_id;
    for (const [path, extra] of [
      [addressCalls.getDataAddressCustomer.path, {}],
      [addressCalls.editAddressFull.path, home()],
      [addressCalls.deleteAddress.path, {}],
    ] as const) {
      const res = await call(path, { token: b.body.token, address_id: id, ...extra });
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual({ error_type: 3, message: 'Endereço não encontrado' });
    }
    expect(
      (await call(addressCalls.getDataAddressCustomer.path, { token: a.body.token })).json().addresses,
    ).toHaveLength(1);
  });

  it('needs a session of this profile', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    const other = await createTenant(t.database.db);
    expect((await call(addressCalls.getDataAddressCustomer.path, { token: body.token }, other.domain)).statusCode).toBe(
      401,
    );
    expect((await call(addressCalls.getDataAddressCustomer.path, { token: 'x' })).json().error_type).toBe(4);
  });

  it("wipes the customer's addresses when the account is deleted", async () => {
    const { body, signup } = await registerAccount(t.app, shop.domain);
    const id = (await call(addressCalls.addAddress.path, { token: body.token, ...home() })).json().address.address_id;
    expect((await call(customerCalls.delete.path, { token: body.token, password: signup.password })).json()).toEqual({
      error_type: 0,
      message: 'Sua conta foi excluída. Sentiremos sua falta!',
    });
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, id));
    expect(row).toMatchObject({ street: '', number: '', complement: '', reference: '', cep: '' });
    expect(row!.deletedAt).toBeInstanceOf(Date);
  });
});

describe('customer addresses (geocode mode)', () => {
  it('finds the coordinates of a written address', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    const res = await call(geocodeAddressCalls.addAddress.path, {
      token: body.token,
      city_id: city.id,
      district: 'Cambuí',
      cep: '13025-000',
      street: 'Rua Coronel Quirino',
      number: '1200',
    });
    expect(res.json().address).toMatchObject({
      district_id: null,
      district: 'Cambuí',
      latitude: -22.8936,
      longitude: -47.0525,
    });
    expect(geocodeQueries.at(-1)).toBe(`Rua Coronel Quirino, 1200, Cambuí, ${city.name} - SP, 13025000`);
  });

  it('says so when the map does not know the address', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    const res = await call(geocodeAddressCalls.addAddress.path, {
      token: body.token,
      city_id: city.id,
      district: 'Centro',
      street: 'Rua Inexistente',
      number: '1',
    });
    expect(res.json()).toEqual({
      error_type: 3,
      message: 'Não encontramos este endereço no mapa. Confira a rua e o número',
    });
  });
});

describe('getCep', () => {
  it("answers the CEP's address and the served city and district of that name", async () => {
    const res = (await call(addressLookupCalls.getCep.path, { cep: '13025-000' })).json();
    expect(res).toEqual({
      error_type: 0,
      message: 'Sucesso',
      cep: '13025-000',
      street: 'Rua Coronel Quirino',
      district: 'Cambuí',
      city: city.name,
      state: 'SP',
      city_id: city.id,
      district_id: city.districts.get('Cambuí'),
    });
  });

  it('refuses a malformed CEP, answers one that does not exist, and a provider failure', async () => {
    expect((await call(addressLookupCalls.getCep.path, { cep: '123' })).json().message).toBe(
      'Informe um CEP válido, como 13025-000',
    );
    expect((await call(addressLookupCalls.getCep.path, { cep: '00000-000' })).json()).toEqual({
      error_type: 3,
      message: 'Não encontramos este CEP',
    });
    expect((await call(addressLookupCalls.getCep.path, { cep: '99999-999' })).json().error_type).toBe(13);
  });
});

describe('limits on the calls that ask a provider', () => {
  const limited = { error_type: 6, message: 'Muitas tentativas. Aguarde um momento e tente novamente' };
  const fromIp = (ip: string, path: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: ip,
      headers: { host: shop.domain, 'content-type': 'application/json' },
      payload: JSON.stringify({ validate: 1, ...body }),
    });

  it('getCep: 30 lookups a minute from one address, then 429 in the envelope', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await fromIp('10.20.30.40', addressLookupCalls.getCep.path, { cep: '13025-000' });
      expect(res.json().error_type, `lookup ${i + 1}`).toBe(0);
    }
    const over = await fromIp('10.20.30.40', addressLookupCalls.getCep.path, { cep: '13025-000' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(limited);
    expect((await fromIp('10.20.30.41', addressLookupCalls.getCep.path, { cep: '13025-000' })).statusCode).toBe(200);
  });

  it('geocoded addresses: 10 adds and 10 edits a minute from one address, then 429 in the envelope', async () => {
    const { body } = await registerAccount(t.app, shop.domain);
    const written = { token: body.token, city_id: city.id, district: 'Cambuí', street: 'Rua Coronel Quirino' };
    const ip = '10.20.31.40';
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await fromIp(ip, geocodeAddressCalls.addAddress.path, { ...written, number: String(i + 1) });
      expect(res.json().error_type, `add ${i + 1}`).toBe(0);
      ids.push(res.json().address.address_id);
    }
    for (let i = 0; i < 10; i++) {
      const res = await fromIp(ip, geocodeAddressCalls.editAddressFull.path, {
        ...written,
        address_id: ids[i],
        number: String(i + 100),
      });
      expect(res.json().error_type, `edit ${i + 1}`).toBe(0);
    }
    const queries = geocodeQueries.length;
    for (const path of [geocodeAddressCalls.addAddress.path, geocodeAddressCalls.editAddressFull.path]) {
      const over = await fromIp(ip, path, { ...written, address_id: ids[0], number: '99' });
      expect(over.statusCode, path).toBe(429);
      expect(over.json()).toEqual(limited);
    }
    // Refused at the door: the geocoder was not asked.
    expect(geocodeQueries.length).toBe(queries);
  });
});
