import { placeCalls } from '@delivery/contract/calls/places';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from './helpers/app.ts';
import { addCity, createTenant, type TestTenant } from './helpers/tenants.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let main: { id: number; name: string };
let second: { id: number; name: string };
let foreign: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'SINGLE');
  second = await addCity(t.database.db, tenant.id, 'Valinhos', ['Centro'], 1);
  main = await addCity(t.database.db, tenant.id, 'Campinas', ['Taquaral', 'Cambuí', 'Barão Geraldo'], 0);
  foreign = await addCity(t.database.db, other.id, 'Sorocaba', ['Centro']);
});
afterAll(() => t.close());

describe('cities', () => {
  it("lists the tenant's cities, its default first, and none of another tenant's", async () => {
    const res = await post(t.app, tenant.domain, placeCalls.cities.path, {
      validate: 1,
      profile_id: tenant.id,
      environment: 'web',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error_type: 0,
      message: 'Sucesso',
      cities: [
        { city_id: main.id, city_name: main.name },
        { city_id: second.id, city_name: second.name },
      ],
    });
  });

  it('answers an empty list for a tenant with no city yet', async () => {
    const empty = await createTenant(t.database.db);
    expect((await post(t.app, empty.domain, placeCalls.cities.path)).json().cities).toEqual([]);
  });

  it('refuses an environment other than app or web, naming the field', async () => {
    const res = await post(t.app, tenant.domain, placeCalls.cities.path, { validate: 1, environment: 'desktop' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error_type: 1,
      message: "O campo 'environment' é inválido: use um destes valores: app, web",
    });
  });
});

describe('getDistricts', () => {
  it('lists the districts of a served city by name', async () => {
    const res = await post(t.app, tenant.domain, placeCalls.getDistricts.path, { validate: 1, city_id: main.id });
    const body = res.json();
    expect(body).toMatchObject({ error_type: 0, city_id: main.id });
    expect(body.districts.map((d: { district_name: string }) => d.district_name)).toEqual([
      'Barão Geraldo',
      'Cambuí',
      'Taquaral',
    ]);
  });

  it('does not reveal a city another tenant serves', async () => {
    const res = await post(t.app, tenant.domain, placeCalls.getDistricts.path, { validate: 1, city_id: foreign.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error_type: 3, message: 'Cidade não encontrada' });
  });

  it('names a missing or mistyped city_id', async () => {
    const missing = await post(t.app, tenant.domain, placeCalls.getDistricts.path, { validate: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error_type: 1, message: "O campo 'city_id' é obrigatório" });
    const wrong = await post(t.app, tenant.domain, placeCalls.getDistricts.path, { validate: 1, city_id: 'abc' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^O campo 'city_id' é inválido/);
    const negative = await post(t.app, tenant.domain, placeCalls.getDistricts.path, { validate: 1, city_id: -4 });
    expect(negative.json().message).toMatch(/^O campo 'city_id' é inválido/);
  });
});
