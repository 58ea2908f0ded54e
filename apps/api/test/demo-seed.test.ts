import { apiPaths } from '@delivery/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { createTestApp, post, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  await seedDemo(t.database.db); // re-running restores, never duplicates
});
afterAll(() => t.close());

describe('demo data', () => {
  it('serves the MARKETPLACE on localhost and the SINGLE pizzeria on pizzaria.localhost', async () => {
    const market = (await post(t.app, 'localhost:3000', apiPaths.getProfile)).json();
    expect(market).toMatchObject({ profile_id: 200, site: { type_flow: 'MARKETPLACE' }, app: { title: 'Pede Já' } });
    expect(market.login.menu_android).toMatchObject({ display_menu: '1' });
    const single = (await post(t.app, 'pizzaria.localhost:3000', apiPaths.getProfile)).json();
    expect(single).toMatchObject({
      profile_id: 201,
      site: { type_flow: 'SINGLE' },
      app: { title: 'Pizzaria Bella Napoli' },
    });
  });

  it('has a named city with districts, once', async () => {
    const { cities } = (await post(t.app, 'localhost', apiPaths.cities)).json();
    expect(cities[0]).toEqual({ city_id: 1, city_name: 'Campinas' });
    const { districts } = (await post(t.app, 'localhost', apiPaths.getDistricts, { validate: 1, city_id: 1 })).json();
    expect(districts.length).toBe(12);
    expect(districts.map((d: { district_name: string }) => d.district_name)).toContain('Cambuí');
  });

  it('publishes an app release per platform', async () => {
    for (const sistema of ['android', 'ios']) {
      const res = (
        await post(t.app, 'localhost', apiPaths.getInfoApp, { validate: 1, versao: '1.0.0', sistema })
      ).json();
      expect(res.url_update_app, sistema).toMatch(/^https:\/\//);
    }
  });
});
