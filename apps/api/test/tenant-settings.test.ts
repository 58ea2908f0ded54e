import { appInfoCalls } from '@delivery/contract/calls/app-info';
import { profileCalls } from '@delivery/contract/calls/profile';
import { staffCalls } from '@delivery/contract/calls/staff';
import { tenantSettingsCalls } from '@delivery/contract/calls/tenant-settings';
import type { TTenantSection, TTenantSettingsResponse } from '@delivery/contract/tenant-settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/app.ts';
import { profileChanges } from '../src/db/schema/tenant-settings.ts';
import { createTestApp, post, testConfig, type TestApp } from './helpers/app.ts';
import { insertShop } from '../src/db/seed/insert-shop.ts';
import { testShop } from './helpers/shops.ts';
import { addStaff } from './helpers/staff.ts';
import { addCity, createTenant, type TestTenant } from './helpers/tenants.ts';

/**
 * The tenant's own settings (decision 0038): read and saved by its operators (and a SINGLE
 * tenant's owner), each section at its version, each change kept, and the next getProfile of
 * every API process answering them, though both processes keep their tenants for ten minutes.
 */

/** Long enough that only the announcement can make a process read the profile again. */
const tenantCache = { TENANT_CACHE_MS: '600000' };

let t: TestApp;
/** Another API process on the same database. */
let other: Awaited<ReturnType<typeof createApi>>;
let market: TestTenant;
let marketShop: number;
let operator: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp(tenantCache);
  other = await createApi(testConfig(tenantCache), t.database, false);
  market = await createTenant(t.database.db, 'MARKETPLACE');
  const city = await addCity(t.database.db, market.id, 'Campinas', ['Cambuí']);
  marketShop = await insertShop(
    t.database.db,
    { profileId: market.id, cityId: city.id, districts: city.districts },
    testShop(),
  );
  operator = await addStaff(t.app, t.database.db, market, [{ role: 'operator', shopId: null }]);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const read = async (tenant: TestTenant, token: string) =>
  post(t.app, tenant.domain, tenantSettingsCalls.tenantSettings.path, { validate: 1, token });

const paths: Record<TTenantSection, string> = {
  appearance: tenantSettingsCalls.saveTenantAppearance.path,
  links: tenantSettingsCalls.saveTenantLinks.path,
  sign_in: tenantSettingsCalls.saveTenantSignIn.path,
  slider: tenantSettingsCalls.saveTenantSlider.path,
};

/** Saves a section as someone who just opened the page: what they read, with `values` over it. */
async function save(
  tenant: TestTenant,
  token: string,
  section: TTenantSection,
  values: Record<string, unknown>,
  version?: number,
) {
  const now = (await read(tenant, token)).json() as TTenantSettingsResponse;
  return post(t.app, tenant.domain, paths[section], {
    validate: 1,
    token,
    version: version ?? now.versions[section],
    ...now[section],
    ...values,
  });
}

const get = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });

const profileOn = async (app: typeof other, tenant: TestTenant) =>
  (await post(app, tenant.domain, profileCalls.getProfile.path, { validate: 1 })).json();

describe('the tenant’s settings', () => {
  it('are read by the operator as the customer app reads them, with a version per section', async () => {
    const res = await read(market, operator.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error_type: 0,
      message: 'Sucesso',
      type_flow: 'MARKETPLACE',
      appearance: {
        title: market.title,
        short_name: '',
        icone: '/icon.svg',
        logo_pwa_app: '/logo.svg',
        primary: '#d0112b',
      },
      links: {
        politica_provacidade: '/politica.html',
        link_url_ios: '',
        link_url_android: '',
        link_label: '',
        image: '',
        ga_key: '',
        adwords_key: '',
        mautic_key: '',
        key_gtm: '',
        face_pixel_key: '',
        contact_phone: '',
        contact_whatsapp: '',
        contact_email: '',
        contact_address: '',
      },
      sign_in: {
        menu_web: { display_menu: '1', google: '1', facebook: '0', phone: '1' },
        menu_ios: { display_menu: '1', google: '1', facebook: '0', phone: '1' },
        menu_android: null,
        text_email: 'Digite o seu e-mail',
        label_login_phone: 'Celular',
        by_input: '0',
        input_type: null,
        label_generic_top: '',
        internal_label: '',
        text_button_next: '',
      },
      slider: { slides: [] },
      versions: { appearance: 1, links: 1, sign_in: 1, slider: 1 },
      last_changes: { appearance: null, links: null, sign_in: null, slider: null },
      google_ready: false,
      facebook_ready: false,
    });
  });

  it('reach the customers of every process at once: colour and web sign-in menu', async () => {
    // Both processes keep the tenant, with its profile, for ten minutes from these reads.
    expect((await profileOn(t.app, market)).theme).toEqual({ primary: '#d0112b' });
    expect((await profileOn(other, market)).login.menu_web.phone).toBe('1');

    const colour = await save(market, operator.token, 'appearance', { primary: '#1F5FBF' });
    expect(colour.statusCode).toBe(200);
    expect(colour.json()).toMatchObject({
      error_type: 0,
      message: 'Alterações salvas. Os clientes já as veem ao abrir o app',
      appearance: { primary: '#1f5fbf' },
      versions: { appearance: 2, links: 1, sign_in: 1 },
      last_changes: { appearance: { by: 'Pessoa da Equipe' }, links: null, sign_in: null },
    });
    const menu = await save(market, operator.token, 'sign_in', {
      menu_web: { display_menu: '1', google: '1', facebook: '0', phone: '0' },
    });
    expect(menu.json()).toMatchObject({ error_type: 0, versions: { appearance: 2, links: 1, sign_in: 2 } });

    // The saving process at once; the other as soon as the NOTIFY comes round.
    expect((await profileOn(t.app, market)).theme).toEqual({ primary: '#1f5fbf' });
    await expect.poll(async () => (await profileOn(other, market)).theme.primary).toBe('#1f5fbf');
    const seen = await profileOn(other, market);
    expect(seen.login.menu_web).toEqual({ display_menu: '1', google: '1', facebook: '0', phone: '0' });
    // Nothing else of the profile moved.
    expect(seen.app.title).toBe(market.title);
    expect(seen.login.menu_ios.phone).toBe('1');
  });

  it('keep who changed which section and what; saving what holds changes nothing', async () => {
    const tenant = await createTenant(t.database.db, 'MARKETPLACE');
    const someone = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    const same = await save(tenant, someone.token, 'links', {});
    expect(same.json()).toMatchObject({
      message: 'Nada mudou nesta parte',
      versions: { links: 1 },
      last_changes: { links: null },
    });
    const saved = await save(tenant, someone.token, 'links', {
      ga_key: 'G-ABC123',
      link_url_android: 'https://play.google.com/store/apps/details?id=br.com.teste',
    });
    expect(saved.json()).toMatchObject({ error_type: 0, versions: { links: 2 }, links: { ga_key: 'G-ABC123' } });
    const rows = await t.database.db.select().from(profileChanges).where(eq(profileChanges.profileId, tenant.id));
    expect(rows.map((row) => [row.staffId, row.section, row.change])).toEqual([
      [
        someone.id,
        'links',
        {
          link_url_android: { from: '', to: 'https://play.google.com/store/apps/details?id=br.com.teste' },
          ga_key: { from: '', to: 'G-ABC123' },
        },
      ],
    ]);
  });
});

describe('the home’s slider', () => {
  it('keeps, adds, orders, hides and removes slides; customers see the active ones in order', async () => {
    const tenant = await createTenant(t.database.db, 'MARKETPLACE');
    const someone = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    const slide = (title: string, active: '0' | '1' = '1') => ({
      title,
      image: `/banners/${title}.svg`,
      link: '',
      active,
    });
    const first = await save(tenant, someone.token, 'slider', { slides: [slide('pizza'), slide('sushi')] });
    expect(first.json()).toMatchObject({ error_type: 0, versions: { slider: 2 } });
    const [pizza, sushi] = (first.json() as TTenantSettingsResponse).slider.slides;

    const second = await save(tenant, someone.token, 'slider', {
      slides: [{ ...sushi, link: 'restaurante/12' }, slide('flores'), { ...pizza, active: '0' }],
    });
    expect(second.json()).toMatchObject({
      error_type: 0,
      versions: { slider: 3 },
      slider: {
        slides: [
          { slider_id: sushi!.slider_id, title: 'sushi', link: 'restaurante/12', active: '1' },
          { title: 'flores', active: '1' },
          { slider_id: pizza!.slider_id, title: 'pizza', active: '0' },
        ],
      },
    });
    const customers = (await post(t.app, tenant.domain, appInfoCalls.getInfoSlider.path, { validate: 1 })).json();
    expect(customers.sliders.map((s: { title: string }) => s.title)).toEqual(['sushi', 'flores']);

    const emptied = await save(tenant, someone.token, 'slider', { slides: [slide('sushi', '0')] });
    expect((emptied.json() as TTenantSettingsResponse).slider.slides.map((s) => s.title)).toEqual(['sushi']);
    const rows = await t.database.db.select().from(profileChanges).where(eq(profileChanges.profileId, tenant.id));
    expect(rows.map((row) => row.section)).toEqual(['slider', 'slider', 'slider']);
  });

  it('never touches another tenant’s slide, and checks each slide', async () => {
    const theirs = await createTenant(t.database.db, 'MARKETPLACE');
    const theirOperator = await addStaff(t.app, t.database.db, theirs, [{ role: 'operator', shopId: null }]);
    const saved = await save(theirs, theirOperator.token, 'slider', {
      slides: [{ title: 'deles', image: '/deles.svg', link: '', active: '1' }],
    });
    const [their] = (saved.json() as TTenantSettingsResponse).slider.slides;
    const reach = await save(market, operator.token, 'slider', {
      slides: [{ slider_id: their!.slider_id, title: 'tomado', image: '/x.svg', link: '', active: '1' }],
    });
    expect(reach.statusCode).toBe(404);
    expect(reach.json().message).toBe('Destaque não encontrado: a lista mudou. Confira como ficou e salve de novo');
    expect((await read(theirs, theirOperator.token)).json().slider.slides).toEqual([
      { slider_id: their!.slider_id, title: 'deles', image: '/deles.svg', link: '', active: '1' },
    ]);
    const bad = await save(market, operator.token, 'slider', {
      slides: [{ title: 'x', image: '/x.svg', link: 'javascript:alert(1)', active: '1' }],
    });
    expect(bad.json()).toEqual({
      error_type: 1,
      message:
        "O campo 'slides.0.link' é inválido: use um endereço que comece com https:// ou uma página do app, como restaurante/12",
    });
  });
});

describe('what the settings refuse', () => {
  it('refuses a save on a version someone else saved over, with a clear message', async () => {
    const tenant = await createTenant(t.database.db, 'MARKETPLACE');
    const first = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    const second = await addStaff(t.app, t.database.db, tenant, [{ role: 'operator', shopId: null }]);
    expect((await save(tenant, first.token, 'appearance', { title: 'Pede Aqui' }, 1)).json()).toMatchObject({
      error_type: 0,
      versions: { appearance: 2 },
    });
    const late = await save(tenant, second.token, 'appearance', { title: 'Pede Lá' }, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error_type: 17,
      message: `Esta parte das configurações de ${tenant.title} foi alterada por outra pessoa enquanto você editava. Confira como ficou e salve de novo.`,
    });
    // Another section has its own version: saving it meanwhile conflicts with nothing.
    expect((await save(tenant, second.token, 'links', { link_label: 'Baixe' }, 1)).json()).toMatchObject({
      error_type: 0,
    });
    expect((await read(tenant, first.token)).json()).toMatchObject({ appearance: { title: 'Pede Aqui' } });
  });

  it("give the installed app the short name the operator sets, and the title's first words when it is cleared", async () => {
    const manifest = async () => (await get(market.domain, '/manifest.webmanifest')).json();
    const saved = await save(market, operator.token, 'appearance', { short_name: '  Bella Ñapoli ' });
    expect(saved.json()).toMatchObject({ error_type: 0, appearance: { short_name: 'Bella Ñapoli' } });
    expect((await profileOn(t.app, market)).app.short_name).toBe('Bella Ñapoli');
    expect(await manifest()).toMatchObject({ name: market.title, short_name: 'Bella Ñapoli' });
    await save(market, operator.token, 'appearance', { title: 'Pede Já Campinas e Região', short_name: '' });
    expect(await manifest()).toMatchObject({ name: 'Pede Já Campinas e Região', short_name: 'Pede Já' });
    await save(market, operator.token, 'appearance', { title: market.title });
  });

  it('checks the fields in pt-BR: colour, links, Facebook on iOS, single-input login', async () => {
    const cases: [TTenantSection, Record<string, unknown>, string][] = [
      ['appearance', { primary: 'vermelho' }, "O campo 'primary' é inválido: use uma cor no formato #RRGGBB"],
      ['appearance', { title: '  ' }, "O campo 'title' é inválido: informe o nome"],
      [
        'appearance',
        { short_name: 'Pizzaria Napoli' },
        "O campo 'short_name' é inválido: use no máximo 12 caracteres: é o que cabe sob o ícone",
      ],
      [
        'links',
        { politica_provacidade: 'javascript:alert(1)' },
        "O campo 'politica_provacidade' é inválido: use um endereço que comece com https:// ou /",
      ],
      ['links', { ga_key: 'G-1<script>' }, "O campo 'ga_key' é inválido: use só letras, números e . : / - _"],
      [
        'sign_in',
        { menu_ios: { display_menu: '1', google: '0', facebook: '1', phone: '1' } },
        "O campo 'menu_ios.facebook' é inválido: o Facebook não é oferecido no iOS",
      ],
      ['sign_in', { by_input: '1' }, "O campo 'input_type' é inválido: escolha o tipo do campo único"],
    ];
    for (const [section, values, message] of cases) {
      const res = await save(market, operator.token, section, values);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ error_type: 1, message });
    }
  });
});

describe('who runs the settings', () => {
  it('is an operator: a MARKETPLACE shop’s owner and an attendant are refused', async () => {
    const refused = { error_type: 14, message: 'Apenas o operador da plataforma pode mudar estas configurações' };
    for (const role of ['owner', 'attendant'] as const) {
      const member = await addStaff(t.app, t.database.db, market, [{ role, shopId: marketShop }]);
      const me = (await post(t.app, market.domain, staffCalls.staffMe.path, { token: member.token })).json();
      expect(me.staff.runs_tenant).toBe(false);
      expect((await read(market, member.token)).json()).toEqual(refused);
      const res = await post(t.app, market.domain, paths.appearance, {
        validate: 1,
        token: member.token,
        version: 1,
        title: 'Outro nome',
        short_name: '',
        icone: '',
        logo_pwa_app: '',
        primary: '#000000',
      });
      // Refusals of a rule answer 200 with their error_type (decision 0002).
      expect(res.json()).toEqual(refused);
    }
    const me = (await post(t.app, market.domain, staffCalls.staffMe.path, { token: operator.token })).json();
    expect(me.staff).toMatchObject({ runs_tenant: true, marketplace: true });
  });

  it('is the owner of a SINGLE tenant’s shop, but not its attendant', async () => {
    const single = await createTenant(t.database.db, 'SINGLE');
    const city = await addCity(t.database.db, single.id, 'Valinhos', ['Centro']);
    const shopId = await insertShop(
      t.database.db,
      { profileId: single.id, cityId: city.id, districts: city.districts },
      testShop(),
    );
    const owner = await addStaff(t.app, t.database.db, single, [{ role: 'owner', shopId }]);
    const attendant = await addStaff(t.app, t.database.db, single, [{ role: 'attendant', shopId }]);
    expect(
      (await post(t.app, single.domain, staffCalls.staffMe.path, { token: owner.token })).json().staff,
    ).toMatchObject({ runs_tenant: true, marketplace: false });
    expect((await save(single, owner.token, 'appearance', { primary: '#1f7a3d' })).json()).toMatchObject({
      error_type: 0,
      type_flow: 'SINGLE',
      appearance: { primary: '#1f7a3d' },
    });
    expect((await read(single, attendant.token)).json().error_type).toBe(14);
  });

  it('never reaches another tenant: a session of one is not signed in on the other’s host', async () => {
    const elsewhere = await createTenant(t.database.db, 'MARKETPLACE');
    const res = await post(t.app, elsewhere.domain, paths.appearance, {
      validate: 1,
      token: operator.token,
      version: 1,
      title: 'Tomada',
      short_name: '',
      icone: '',
      logo_pwa_app: '',
      primary: '#000000',
    });
    expect(res.statusCode).toBe(401);
    expect((await profileOn(t.app, elsewhere)).app.title).toBe(elsewhere.title);
    expect((await read(market, operator.token)).json().appearance.title).toBe(market.title);
  });
});
